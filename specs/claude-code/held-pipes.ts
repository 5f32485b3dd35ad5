/**
 * What Claude Code does with a hook that exits while a process it started still holds its stdout,
 * measured in the real agent: one contained session a row, a PreToolUse hook on Bash (timeout 3 s)
 * whose background child (sleep 30) keeps stdout open, on fd 1 or as a copy on fd 3, and whether
 * the Bash call ran and how the agent reported the hook. Claude Code does not wait for the pipes: it
 * takes the hook's exit and what it printed before it (a deny then holds), and goes on at once (the
 * hook reported as a success or a blocking error, never as timed out); what the child prints later
 * is lost. The quiet hook is the control. test/conformance/held-pipes.test.ts measures it again.
 */

export interface HeldPipesRow {
  /** The hook (src/live/held-pipes-row.ts). */
  readonly hook: 'quiet' | 'fd-1-held' | 'fd-3-held' | 'deny-exit-2-held' | 'deny-json-then-held' | 'late-deny-json';
  readonly toolRan: boolean;
  /** How the agent reported the hook's run: `success`, or `error` for an exit 2; a wait for the pipes would end in a timeout. */
  readonly hookOutcome: 'success' | 'error';
}

export const HELD_PIPES_MEASURED_ON = ['2.1.332', '2.1.335'] as const;

export const HELD_PIPES_ROWS: readonly HeldPipesRow[] = [
  { hook: 'quiet', toolRan: true, hookOutcome: 'success' },
  { hook: 'fd-1-held', toolRan: true, hookOutcome: 'success' },
  { hook: 'fd-3-held', toolRan: true, hookOutcome: 'success' },
  { hook: 'deny-exit-2-held', toolRan: false, hookOutcome: 'error' },
  { hook: 'deny-json-then-held', toolRan: false, hookOutcome: 'success' },
  { hook: 'late-deny-json', toolRan: true, hookOutcome: 'success' },
];
