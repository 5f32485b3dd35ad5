/**
 * One row of the `onFailure` table (specs/claude-code/on-failure.ts) measured in the real Claude
 * Code: a PreToolUse hook on Bash that fails the row's way, wired with `"onFailure": "block"` on
 * the handler or its matcher group, and whether the Bash call still ran.
 */
import type { OnFailureRow } from '../../specs/claude-code/on-failure.js';
import { runBashGuardSession, type BashGuardSettings } from './bash-guard-session.js';

const FAILURES: Readonly<Record<OnFailureRow['failure'], string>> = {
  'exit-1': 'echo "the guard crashed" >&2; exit 1',
  'not-found': 'hookcheck-no-such-program-xyz',
  timeout: 'sleep 30',
  'exit-2': 'echo "denied" >&2; exit 2',
  'exit-0': 'exit 0',
  'plain-stdout': 'echo "checked"; exit 0',
  'invalid-json': 'echo "{not json"; exit 0',
  'exit-1-allow-json': 'echo \'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}\'; exit 1',
};
/** The timeout the failing-by-timeout row is given; the others answer at once. */
const HOOK_TIMEOUT_MS = 2_000;

/** Whether the Bash call ran after the hook failed as `row` says. */
export async function measureOnFailureRow(row: OnFailureRow, settings: BashGuardSettings): Promise<boolean> {
  const fields = row.on === 'group' ? { groupFields: { onFailure: 'block' } } : { handlerFields: { onFailure: 'block' } };
  const session = await runBashGuardSession({ body: FAILURES[row.failure], interpreter: '/bin/sh', hookTimeoutMs: HOOK_TIMEOUT_MS, fields }, settings);
  return session.toolRan;
}
