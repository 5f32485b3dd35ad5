/**
 * portability: the same answer, judged by every other agent asked about (`--agents`), with no
 * extra runs, at each moment modelled for them (acts.ts): before a call, after it, at the end of a
 * turn. Where Claude Code denies a pre-tool call (or, at the end of a turn, goes on) and another
 * agent does not, the gate fails open there (an error); a reason after a call that another agent
 * drops is a warning; where only the other agent blocks, the hook blocks there what it lets through
 * here (a warning). Each names the answer that blocks in all of them.
 */
import type { AgentId } from '../agents/index.js';
import { AGENTS, isOtherAgent } from '../agents/index.js';
import type { CaseResult } from '../model/run/hook-report.js';
import { describeAnswer } from '../oracle/portability/describe-answer.js';
import { findPortableDeny } from '../agents/portable-deny.js';
import { acts, COMPARED } from '../oracle/portability/acts.js';
import type { Effect } from '../oracle/effect.js';
import { makeFinding, type Check } from './check.js';

/** Kinds of case an agent would send: garbage and the stdin-open probe test hookcheck's own questions. */
const SENT_BY_AGENTS = new Set(['valid', 'large-payload', 'probe']);

/**
 * Cases whose answer is the hook's decision on a call an agent makes: finished by itself (not timed
 * out, not killed by the sandbox's bounds), with its whole stdout read, and one Claude Code denies
 * or lets run (an ask or a defer hands the call to the user or the caller: no decision to compare).
 */
function compared(result: CaseResult): boolean {
  const { outcome, testCase, effect } = result;
  if (COMPARED[testCase.event] === undefined || !SENT_BY_AGENTS.has(testCase.kind)) return false;
  if (outcome.kind !== 'exited' && outcome.kind !== 'killed') return false;
  if (outcome.stdoutTruncated || outcome.stdoutWhole !== undefined || (outcome.limitsReached?.length ?? 0) > 0) return false;
  return effect.kind !== 'ask' && effect.kind !== 'defer';
}

const isRecorded = (agent: AgentId) => AGENTS[agent].basis(AGENTS[agent].latestVersion)?.kind === 'recorded';

/** "Gemini CLI 0.61.0"; an agent known only from hand-written observations says so. */
function agentWords(agent: AgentId): string {
  const oracle = AGENTS[agent];
  return `${oracle.name} ${oracle.latestVersion}${isRecorded(agent) ? '' : ' [unverified]'}`;
}

const predict = (agent: AgentId, result: CaseResult) => AGENTS[agent].predict(AGENTS[agent].nativeEvent(result.testCase.event)!, result.outcome, AGENTS[agent].latestVersion);
const actsOn = (result: CaseResult, effect: Effect) => acts(result.testCase.event, effect);

/** How a hook does there what this moment compares, in the agent's own terms. */
function howTo(agent: AgentId, answer: CaseResult): string {
  const event = answer.testCase.event;
  if (event === 'PreToolUse') return AGENTS[agent].denyHint;
  const native = AGENTS[agent].nativeEvent(event);
  return `it reads ${(native === null ? undefined : AGENTS[agent].readsOn(native)) ?? 'its own forms'}`;
}

/** The answer that blocks in all of them, or that the hook already gives it; and each agent left out, by its own form. */
function fixWords(agents: readonly AgentId[], claudeVersion: string, answer: CaseResult): { fix: string; apart: string } {
  const fix = findPortableDeny(agents, claudeVersion, answer.testCase.event);
  if (fix.words === null)
    return { fix: `No one answer does this in all of them; give each agent a hook of its own.`, apart: agents.map((agent) => `${AGENTS[agent].name}: ${howTo(agent, answer)}.`).join(' ') };
  const apart = fix.unreached.map((agent) => `${AGENTS[agent].name} (${howTo(agent, answer)})`);
  const rest = apart.length === 0 ? '' : `Left out, a hook of ${apart.length === 1 ? 'its' : 'their'} own: ${apart.join('; ')}.`;
  const reached = agents.filter((agent) => !fix.unreached.includes(agent));
  if (actsOn(answer, answer.effect) && reached.every((agent) => !isOtherAgent(agent) || actsOn(answer, predict(agent, answer)))) {
    return { fix: `This answer already ${COMPARED[answer.testCase.event]!.fixVerbs} in every agent one answer can reach.`, apart: rest };
  }
  const where = apart.length === 0 ? 'all of them' : `all but ${fix.unreached.map((agent) => AGENTS[agent].name).join(' and ')}`;
  return { fix: `To ${COMPARED[answer.testCase.event]!.fixVerb} in ${where}: ${fix.words}.`, apart: rest };
}

type Direction = 'portability-fails-open' | 'portability-blocks-elsewhere';

/**
 * Agents grouped by a case on which every agent of the group diverges, so that the answer a
 * finding quotes is one each agent it names really judges otherwise.
 */
function groupByCase(diverging: Map<AgentId, CaseResult[]>): { agents: AgentId[]; first: CaseResult; cases: number }[] {
  const groups = [];
  const left = new Map(diverging);
  while (left.size > 0) {
    const first = [...left.values()][0]![0]!;
    const agents = [...left.keys()].filter((agent) => left.get(agent)!.includes(first));
    const cases = new Set(agents.flatMap((agent) => left.get(agent)!.map((result) => result.testCase.id)));
    groups.push({ agents, first, cases: cases.size });
    for (const agent of agents) left.delete(agent);
  }
  return groups;
}

const portabilityCheck: Check<'portability'> = {
  id: 'portability',
  title: 'The same answer has the same effect in every agent asked about',
  description: 'With --agents: an answer Claude Code honours as a deny (or, after a call or at the end of a turn, as a block) that another agent does not (or the reverse).',
  run({ results, agents = [], agentVersion }) {
    const others = agents.filter(isOtherAgent);
    if (others.length === 0) return [];
    // Each case is compared with the agents that have its event modelled.
    const cases = results.filter(compared).filter((result) => others.some((agent) => AGENTS[agent].nativeEvent(result.testCase.event) !== null));
    if (cases.length === 0) {
      const events = [...new Set(results.map((result) => result.testCase.event))].join(', ') || 'none';
      return [makeFinding('portability', 'portability-not-compared', 'info', { agents: others.map((agent) => AGENTS[agent].name).join(', '), events })];
    }
    const diverging: Record<Direction, Map<AgentId, CaseResult[]>> = { 'portability-fails-open': new Map(), 'portability-blocks-elsewhere': new Map() };
    for (const agent of others) {
      for (const result of cases) {
        if (AGENTS[agent].nativeEvent(result.testCase.event) === null) continue;
        const here = actsOn(result, result.effect);
        const there = actsOn(result, predict(agent, result));
        if (here === there) continue;
        const direction = diverging[here ? 'portability-fails-open' : 'portability-blocks-elsewhere'];
        direction.set(agent, [...(direction.get(agent) ?? []), result]);
      }
    }
    const everyAgent: AgentId[] = ['claude-code', ...others];
    return (Object.keys(diverging) as Direction[]).flatMap((code) =>
      groupByCase(diverging[code]).map(({ agents: group, first, cases: count }) => {
        const moment = COMPARED[first.testCase.event]!;
        const args = {
          acts: moment.acts,
          actsPlural: moment.actsPlural,
          passes: moment.passes,
          passesPlural: moment.passesPlural,
          agents: group.map(agentWords).join(', '),
          cases: count,
          label: first.testCase.label,
          answer: describeAnswer(first.outcome),
          version: agentVersion,
          ...fixWords(everyAgent, agentVersion, first),
        };
        // What an agent known only from hand-written observations does is not proven: a warning.
        // A reason lost after a call is lost feedback, not a gate left open: a warning.
        const severity = code === 'portability-fails-open' && moment.gate && group.every(isRecorded) ? 'error' : 'warning';
        return makeFinding('portability', code, severity, args, first.testCase.id);
      }),
    );
  },
};

export default portabilityCheck;
