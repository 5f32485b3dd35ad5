/**
 * tool-kinds: a guard holds back its kind of call in every agent asked about, in the form that
 * agent sends it. The portability check compares the same answer; here the payload differs too:
 * each file edit the hook held back in Claude Code's form was sent again as each compared agent
 * sends edits (phases/6-agent-forms.ts), and judged by that agent's oracle. An edit let through
 * there is that kind left unguarded in that agent: the guard reads fields the agent does not send.
 */
import type { OtherAgentId } from '../agents/agent-ids.js';
import { AGENTS } from '../agents/index.js';
import type { AgentFormResult } from '../model/run/agent-form.js';
import type { CaseResult } from '../model/run/hook-report.js';
import { acts } from '../oracle/portability/acts.js';
import { describeAnswer } from '../oracle/portability/describe-answer.js';
import { makeFinding, type Check } from './check.js';

const toolKindsCheck: Check<'tool-kinds'> = {
  id: 'tool-kinds',
  title: 'A guard holds back its kind of call in every agent, in the form each sends it',
  description:
    "With --agents: each file edit the hook denies in Claude Code's form is sent again as each agent sends edits (Codex: one apply_patch); one let through there leaves edits unguarded in that agent.",
  run({ agentForms = [], results }) {
    const unguarded = new Map<OtherAgentId, AgentFormResult[]>();
    for (const form of agentForms) {
      const oracle = AGENTS[form.agent];
      const effect = oracle.predict(oracle.nativeEvent('PreToolUse')!, form.result.outcome, oracle.latestVersion);
      if (acts('PreToolUse', effect) || sameAnswerAsHeldBack(form, results)) continue;
      unguarded.set(form.agent, [...(unguarded.get(form.agent) ?? []), form]);
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
                names: new Intl.ListFormat('en').format(agentsOpen.map((agent) => AGENTS[agent].facts.name)),
                flags: agentsOpen.map((agent) => `--agent ${agent}`).join(', '),
              },
              first.heldBack,
            ),
          ];
    return findings;
  },
};

/**
 * The hook gave the agent's form the very answer it gave Claude Code's: it read the edit, and the
 * agent does not act on that answer in any form (Cline reads no exit 2), which is the portability
 * check's to report, not a kind left unguarded.
 */
function sameAnswerAsHeldBack(form: AgentFormResult, results: readonly CaseResult[]): boolean {
  const held = results.find((result) => result.testCase.id === form.heldBack)?.outcome;
  const given = form.result.outcome;
  return held !== undefined && held.kind === 'exited' && given.kind === 'exited' && held.exitCode === given.exitCode && held.stdout.trim() === given.stdout.trim();
}

export default toolKindsCheck;
