/**
 * What Claude Code does with `onFailure` written in a settings file, measured in the real agent: one
 * contained session a row, a PreToolUse hook on Bash that fails (exit 1, a program not found, its
 * timeout) under `"onFailure": "block"`, written on the handler or on its matcher group, and
 * whether the Bash call still ran. On the handler it is read: every failure held the call back, as
 * an exit 2 would. On the matcher group (where the agent SDK's own matcher objects carry it) it is
 * not read: the call ran. The control (exit 2, a deny) shows the harness tells the two apart.
 * test/conformance/on-failure.test.ts measures the rows again in the pinned builds.
 */

export interface OnFailureRow {
  /** How the hook fails; `exit-2` is the control, a deny the agent honours. */
  readonly failure: 'exit-1' | 'not-found' | 'timeout' | 'exit-2';
  readonly on: 'handler' | 'group';
  /** Whether the Bash call ran after the hook failed. */
  readonly toolRan: boolean;
}

export const ON_FAILURE_MEASURED_ON = ['2.1.332', '2.1.335'] as const;

export const ON_FAILURE_ROWS: readonly OnFailureRow[] = [
  { failure: 'exit-1', on: 'handler', toolRan: false },
  { failure: 'not-found', on: 'handler', toolRan: false },
  { failure: 'timeout', on: 'handler', toolRan: false },
  { failure: 'exit-1', on: 'group', toolRan: true },
  { failure: 'not-found', on: 'group', toolRan: true },
  { failure: 'timeout', on: 'group', toolRan: true },
  { failure: 'exit-2', on: 'handler', toolRan: false },
];
