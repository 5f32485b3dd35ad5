/**
 * What Claude Code does with `onFailure` written in a settings file, measured in the real agent: one
 * contained session a row, a PreToolUse hook on Bash that fails (exit 1, a program not found, its
 * timeout) under `"onFailure": "block"`, written on the handler or on its matcher group, and
 * whether the Bash call still ran. On the handler it is read: every failure held the call back, as
 * an exit 2 would, even an exit 1 that printed an allow (without the field that allow is honoured).
 * A plain-text or broken-JSON answer on exit 0 is no failure: the call ran. On the matcher group
 * (where the agent SDK's own matcher objects carry it) it is not read: the call ran. The controls
 * (exit 2, a deny; a silent exit 0) show the harness tells the two apart.
 * test/conformance/on-failure.test.ts measures the rows again in the pinned builds, and
 * test/unit/agents/claude-code/fail-closed.test.ts holds the oracle to them.
 */

export interface OnFailureRow {
  /** How the hook fails (src/live/on-failure-row.ts); `exit-2` and `exit-0` are the controls, a deny and a silent pass. */
  readonly failure: 'exit-1' | 'not-found' | 'timeout' | 'exit-2' | 'exit-0' | 'plain-stdout' | 'invalid-json' | 'exit-1-allow-json';
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
  { failure: 'exit-0', on: 'handler', toolRan: true },
  { failure: 'plain-stdout', on: 'handler', toolRan: true },
  { failure: 'invalid-json', on: 'handler', toolRan: true },
  { failure: 'exit-1-allow-json', on: 'handler', toolRan: false },
];

/**
 * The same field on every event of the truth table, measured in both builds: the row
 * `<event>/empty/1/text` of specs/claude-code/truth/answers.ts (a hook that exits 1 with a message
 * on stderr) wired with `"onFailure": "block"` on its handler, and what the session showed. A
 * failure holds the call back before it (its stderr told the model), is told the model after it
 * (after a failed call too), keeps the prompt back, and stops a compaction; at a Stop or a
 * subagent's end it is not read (the turn ends, as without it), and at a session's or a subagent's
 * start it changes nothing. Without the field, the same rows are
 * in the truth table.
 */
export interface OnFailureEventRow {
  readonly event: 'PreToolUse' | 'PostToolUse' | 'PostToolUseFailure' | 'UserPromptSubmit' | 'Stop' | 'SessionStart' | 'PreCompact' | 'SubagentStart' | 'SubagentStop';
  readonly facts: {
    readonly toolRan: boolean | null;
    readonly promptReached: boolean;
    readonly continued: boolean | null;
    readonly hookLabel: string | null;
    /** The hook's stderr reached the model. */
    readonly stderrReached: boolean;
  };
}

export const ON_FAILURE_EVENT_ROWS: readonly OnFailureEventRow[] = [
  { event: 'PreToolUse', facts: { toolRan: false, promptReached: true, continued: true, hookLabel: 'error', stderrReached: true } },
  { event: 'PostToolUse', facts: { toolRan: true, promptReached: true, continued: true, hookLabel: 'error', stderrReached: true } },
  { event: 'PostToolUseFailure', facts: { toolRan: true, promptReached: true, continued: true, hookLabel: 'error', stderrReached: true } },
  { event: 'UserPromptSubmit', facts: { toolRan: null, promptReached: false, continued: null, hookLabel: 'error', stderrReached: false } },
  { event: 'Stop', facts: { toolRan: null, promptReached: true, continued: false, hookLabel: 'error', stderrReached: false } },
  { event: 'SessionStart', facts: { toolRan: null, promptReached: true, continued: null, hookLabel: 'error', stderrReached: false } },
  { event: 'PreCompact', facts: { toolRan: null, promptReached: true, continued: false, hookLabel: null, stderrReached: false } },
  { event: 'SubagentStart', facts: { toolRan: null, promptReached: true, continued: null, hookLabel: 'error', stderrReached: false } },
  { event: 'SubagentStop', facts: { toolRan: null, promptReached: true, continued: false, hookLabel: 'error', stderrReached: false } },
];
