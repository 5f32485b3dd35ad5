/**
 * The file edits a hook held back in Claude Code's form: the calls whose form differs from agent
 * to agent (a shell call is compared by its answer alone), and so are sent again as each agent
 * sends them (phases/6-agent-forms.ts, checks/tool-kinds-check.ts).
 */
import { CLAUDE_TOOLS } from '../agents/modelled-tools.js';
import type { CaseResult } from '../model/run/hook-report.js';
import { stdinText } from '../util/stdin-text.js';
import { acts } from '../oracle/portability/acts.js';
import { jsonObject } from '../oracle/hook-answer.js';

const EDIT_TOOLS = new Set<string>(CLAUDE_TOOLS.edit);

export function heldBackEdits(results: readonly CaseResult[]): CaseResult[] {
  return results.filter(({ testCase, effect, outcome }) => {
    if (testCase.event !== 'PreToolUse' || (testCase.kind !== 'valid' && testCase.kind !== 'probe') || outcome.kind !== 'exited') return false;
    return acts('PreToolUse', effect) && EDIT_TOOLS.has(String(payloadOf(testCase.stdin)?.['tool_name']));
  });
}

/** The JSON object a case sends, or null (read as an answer's stdout is). */
export function payloadOf(stdin: string | Uint8Array): Record<string, unknown> | null {
  return jsonObject(stdinText(stdin));
}
