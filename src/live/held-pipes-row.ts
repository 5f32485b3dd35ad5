/**
 * One row of the held-pipes table (specs/claude-code/held-pipes.ts) measured in the real Claude
 * Code: a PreToolUse hook on Bash that exits while its background child holds stdout, and whether
 * the Bash call ran and how the agent reported the hook.
 */
import type { HeldPipesRow } from '../../specs/claude-code/held-pipes.js';
import { runBashGuardSession, type BashGuardSettings } from './bash-guard-session.js';

const DENY = `'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}'`;

const HOOKS: Readonly<Record<HeldPipesRow['hook'], string>> = {
  quiet: 'exit 0',
  'fd-1-held': 'sleep 30 & exit 0',
  'fd-3-held': 'exec 3>&1; ( exec 1>/dev/null 2>/dev/null; sleep 30 ) & exit 0',
  'deny-exit-2-held': 'sleep 30 & echo "denied" >&2; exit 2',
  'deny-json-then-held': `sleep 30 & echo ${DENY}; exit 0`,
  'late-deny-json': `( sleep 1; echo ${DENY}; sleep 30 ) & exit 0`,
};
/** Far shorter than the child's 30 s: an agent that waited for the pipes would report a timeout. */
const HOOK_TIMEOUT_MS = 3_000;

/** The row as measured: whether the Bash call ran, and how the agent reported the hook's run. */
export async function measureHeldPipesRow(row: HeldPipesRow, settings: BashGuardSettings): Promise<{ readonly toolRan: boolean; readonly hookOutcome: string }> {
  const session = await runBashGuardSession({ body: HOOKS[row.hook], interpreter: '/bin/bash', hookTimeoutMs: HOOK_TIMEOUT_MS }, settings);
  return { toolRan: session.toolRan, hookOutcome: session.stream.hookResponses.find((response) => response.event === 'PreToolUse')?.outcome ?? 'none' };
}
