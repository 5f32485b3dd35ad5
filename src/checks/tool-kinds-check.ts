/**
 * tool-kinds: a guard holds back its kind of call in every agent asked about, in the form that
 * agent sends it. The portability check compares the same answer; here the payload differs too:
 * each file edit the hook held back in Claude Code's form was sent again as each compared agent
 * sends edits (phases/6-agent-forms.ts), and judged by that agent's oracle. An edit let through
 * there is that kind left unguarded in that agent: the guard reads fields the agent does not send.
 */
import type { OtherAgentId } from '../agents/agent-ids.js';
import { AGENTS, isOtherAgent } from '../agents/index.js';
import { modelledKinds } from '../agents/modelled-tools.js';
import type { AgentFormResult } from '../model/run/agent-form.js';
import { acts } from '../oracle/portability/acts.js';
import { heldBackEdits } from './held-back-edits.js';
import { describeAnswer } from '../oracle/portability/describe-answer.js';
import { makeFinding, type Check } from './check.js';

const toolKindsCheck: Check<'tool-kinds'> = {
  id: 'tool-kinds',
  title: 'A guard holds back its kind of call in every agent, in the form each sends it',
  description:
    "With --agents: each file edit the hook denies in Claude Code's form is sent again as each agent sends edits (Codex: one apply_patch); one let through there leaves edits unguarded in that agent.",
  run({ agentForms = [], agents = [], results }) {
    const unguarded = new Map<OtherAgentId, AgentFormResult[]>();
    for (const form of agentForms) {
      const oracle = AGENTS[form.agent];
      const effect = oracle.predict(oracle.nativeEvent('PreToolUse')!, form.result.outcome, oracle.latestVersion);
      if (!acts('PreToolUse', effect)) unguarded.set(form.agent, [...(unguarded.get(form.agent) ?? []), form]);
    }
    // One finding names every agent that lets the edits through, each with its form: a reader sees them all at once.
    const agentsOpen = [...unguarded.keys()];
    const first = agentsOpen.length === 0 ? undefined : unguarded.get(agentsOpen[0]!)![0]!;
    const findings =
      first === undefined
        ? []
        : [
            makeFinding(
              'tool-kinds',
              'kind-unguarded',
              'error',
              {
                cases: new Set([...unguarded.values()].flat().map((form) => form.heldBack)).size,
                label: first.result.testCase.label,
                answer: describeAnswer(first.result.outcome),
                agents: agentsOpen.map((agent) => `${AGENTS[agent].facts.name} ${AGENTS[agent].facts.latestVersion} (${AGENTS[agent].facts.editForm ?? 'its own edit tool'})`).join('; '),
                names: agentsOpen.map((agent) => AGENTS[agent].facts.name).join(' and '),
                flags: agentsOpen.map((agent) => `--agent ${agent}`).join(', '),
              },
              first.heldBack,
            ),
          ];
    // Edits were held back here, and some agents asked about have no edit form modelled: said, not silence.
    const unformed = agents.filter((agent): agent is OtherAgentId => isOtherAgent(agent) && !modelledKinds(agent).includes('edit'));
    if (unformed.length === 0 || heldBackEdits(results).length === 0) return findings;
    return [...findings, makeFinding('tool-kinds', 'kind-not-compared', 'info', { agents: unformed.map((agent) => AGENTS[agent].name).join(', ') })];
  },
};

export default toolKindsCheck;
