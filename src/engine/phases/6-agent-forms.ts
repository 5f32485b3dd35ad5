/**
 * Portability by tool kind. The same answer is compared across agents with no extra runs
 * (portability-check.ts), but an agent may ask a hook about the same kind of call in another form:
 * Codex sends every file edit as one `apply_patch`, the patch in `tool_input.command`, with no
 * `file_path`. So each call of a kind other than the shell that the hook holds back here is sent
 * again as each compared agent sends it, and the tool-kinds check judges that answer by the
 * agent's own oracle.
 */
import { AGENTS, isOtherAgent } from '../../agents/index.js';
import type { AgentFormResult } from '../../model/run/agent-form.js';
import { heldBackEdits, payloadOf } from '../../checks/held-back-edits.js';
import type { AgentId } from '../../agents/agent-ids.js';
import type { CaseResult, HookTarget, TestCase } from '../../model/run/hook-report.js';

/** Cases sent again per agent, at most: a few held-back calls of a kind show whether it is guarded there. */
const MAX_PER_AGENT = 4;

/**
 * The held-back edits, each sent as every other agent in `compared` that has a form for it sends it;
 * none for a hook run as one agent, which is judged in that agent's form already.
 */
export async function sendInAgentForms(
  target: Pick<HookTarget, 'agent'>,
  compared: readonly AgentId[] | undefined,
  results: readonly CaseResult[],
  send: (testCase: TestCase) => Promise<CaseResult | null>,
): Promise<AgentFormResult[]> {
  const agents = target.agent === undefined ? (compared ?? []).filter(isOtherAgent) : [];
  const heldBack = agents.length === 0 ? [] : heldBackEdits(results).slice(0, MAX_PER_AGENT);
  const forms: AgentFormResult[] = [];
  for (const agent of agents) {
    const native = AGENTS[agent].nativeEvent('PreToolUse');
    if (native === null) continue;
    for (const held of heldBack) {
      const payload = AGENTS[agent].payloadFor(native, payloadOf(held.testCase.stdin)!);
      if (payload === null) continue;
      const testCase: TestCase = { ...held.testCase, id: `${held.testCase.id}/as-${agent}`, label: `${held.testCase.label}, as ${AGENTS[agent].name} sends it`, stdin: JSON.stringify(payload) };
      const result = await send(testCase);
      if (result !== null) forms.push({ agent, heldBack: held.testCase.id, result });
    }
  }
  return forms;
}
