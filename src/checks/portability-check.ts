/**
 * portability: the same answer, judged by every other agent asked about (`--agents`), with no
 * extra runs. Where Claude Code holds a pre-tool call back and another agent lets it run, the
 * guard fails open there (an error); where only the other agent holds it back, the hook blocks
 * there what it lets through here (a warning). Each names the answer that denies in all of them.
 */
import type { AgentId } from '../oracle/agent-oracle.js';
import { AGENTS } from '../oracle/agents.js';
import type { Finding } from '../findings/finding.js';
import type { CaseResult } from '../engine/types.js';
import { describeAnswer } from '../oracle/portability/describe-answer.js';
import { findPortableDeny } from '../oracle/portability/portable-deny.js';
import { toolHeldBack } from '../oracle/portability/tool-held-back.js';
import { makeFinding, type Check } from './check.js';

/** Cases whose answer says nothing of the hook's decisions: it never finished, or stdout was cut. */
function judged(result: CaseResult): boolean {
  const { outcome, testCase } = result;
  return testCase.event === 'PreToolUse' && testCase.kind !== 'stdin-open' && (outcome.kind === 'exited' || outcome.kind === 'killed') && !outcome.stdoutTruncated && outcome.stdoutWhole === undefined;
}

const isRecorded = (agent: AgentId) => AGENTS[agent].basis(AGENTS[agent].latestVersion)?.kind === 'recorded';

/** "Gemini CLI 0.61.0 [unverified]": every line about an agent says how it is known. */
function agentWords(agent: AgentId): string {
  const oracle = AGENTS[agent];
  return `${oracle.name} ${oracle.latestVersion}${isRecorded(agent) ? '' : ' [unverified]'}`;
}

function unverifiedWords(agents: readonly AgentId[]): string {
  return agents.some((agent) => !isRecorded(agent)) ? ' [unverified]: modelled from hand-written observations (AGENTS-MEASURED.md), not yet measured by a truth script here.' : '';
}

/** The deny that works in all of them, or what the hook already does; and each agent left out, by its own form. */
function fixWords(agents: readonly AgentId[], answer: CaseResult): { fix: string; apart: string } {
  const fix = findPortableDeny(['claude-code', ...agents]);
  if (fix.words === null) return { fix: 'No one answer denies in all of them; give each agent a hook of its own.', apart: agents.map((agent) => `${AGENTS[agent].name}: ${AGENTS[agent].denyHint}.`).join(' ') };
  const apart = fix.unreached.map((agent) => `${AGENTS[agent].name} (${AGENTS[agent].denyHint})`);
  const rest = apart.length === 0 ? '' : `Left out, a hook of ${apart.length === 1 ? 'its' : 'their'} own: ${apart.join('; ')}.`;
  const reached = ['claude-code', ...agents].filter((agent) => !fix.unreached.includes(agent as AgentId)) as AgentId[];
  const already = reached.every((agent) => toolHeldBack(AGENTS[agent].predict(AGENTS[agent].nativeEvent('PreToolUse')!, answer.outcome, AGENTS[agent].latestVersion)));
  if (already) return { fix: 'This answer already denies in every agent one answer can reach.', apart: rest };
  return { fix: `To deny in ${apart.length === 0 ? 'all of them' : `all but ${fix.unreached.map((agent) => AGENTS[agent].name).join(' and ')}`}: ${fix.words}.`, apart: rest };
}

interface Divergence {
  readonly agents: AgentId[];
  readonly cases: Map<string, CaseResult>;
}

const portabilityCheck: Check<'portability'> = {
  id: 'portability',
  title: 'The same answer has the same effect in every agent asked about',
  description: 'With --agents: a pre-tool answer that Claude Code honours as a deny but another agent lets through (or the reverse).',
  run({ results, agents = [] }) {
    const others = agents.filter((agent) => agent !== 'claude-code' && AGENTS[agent].nativeEvent('PreToolUse') !== null);
    if (others.length === 0) return [];
    const failsOpen: Divergence = { agents: [], cases: new Map() };
    const blocksThere: Divergence = { agents: [], cases: new Map() };
    const cases = results.filter(judged);
    if (cases.length === 0) {
      const events = [...new Set(results.map((result) => result.testCase.event))].join(', ') || 'none';
      return [makeFinding('portability', 'portability-not-compared', 'info', { agents: others.map((agent) => AGENTS[agent].name).join(', '), events })];
    }
    for (const agent of others) {
      const oracle = AGENTS[agent];
      const event = oracle.nativeEvent('PreToolUse')!;
      for (const result of cases) {
        const here = toolHeldBack(result.effect);
        const there = toolHeldBack(oracle.predict(event, result.outcome, oracle.latestVersion));
        const divergence = here && !there ? failsOpen : !here && there ? blocksThere : null;
        if (divergence === null) continue;
        if (!divergence.agents.includes(agent)) divergence.agents.push(agent);
        divergence.cases.set(result.testCase.id, result);
      }
    }
    const findings: Finding[] = [];
    const report = (divergence: Divergence, code: 'portability-fails-open' | 'portability-blocks-elsewhere', severity: Finding['severity']) => {
      const first = [...divergence.cases.values()][0];
      if (first === undefined) return;
      const args = { agents: divergence.agents.map(agentWords).join(', '), cases: divergence.cases.size, label: first.testCase.label, answer: describeAnswer(first.outcome), ...fixWords(others, first), unverified: unverifiedWords(divergence.agents) };
      findings.push(makeFinding('portability', code, severity, args, first.testCase.id));
    };
    report(failsOpen, 'portability-fails-open', 'error');
    report(blocksThere, 'portability-blocks-elsewhere', 'warning');
    return findings;
  },
};

export default portabilityCheck;
