/**
 * Says which agent version a run's verdicts are true for, and how that was established: a recorded
 * truth table of that version, the protocol's version history only, or live replays as well.
 */
import { RECORDED_TRUTH } from '../../specs/claude-code/versions.js';
import type { AgentId } from './index.js';
import { AGENTS } from './index.js';

/** One line for a run whose hooks were judged as `hooks` say, with `liveCases` replayed live. */
export function describeOracleBasis(hooks: readonly { readonly agent: AgentId; readonly agentVersion: string }[], liveCases: number): string {
  const judged = [...new Map(hooks.map(({ agent, agentVersion }) => [`${agent}@${agentVersion}`, { agent, agentVersion }])).values()];
  const parts = judged.map(({ agent, agentVersion: version }) => {
    const oracle = AGENTS[agent];
    const basis = oracle.basis(version);
    if (basis?.kind === 'recorded') return `${oracle.name} ${version}, by its recorded truth table (${basis.rows} measured answers)`;
    if (basis?.kind === 'nearest') return `${oracle.name} ${version}, by the recorded truth table of ${basis.version} (${basis.rows} measured answers), the nearest measured version: ${version} itself was not measured, and no change between the two is known`;
    if (basis?.kind === 'observed') return `${oracle.name} ${version}, unverified: from ${basis.source}, not re-measured here`;
    const recorded = Object.keys(RECORDED_TRUTH).join(', ');
    return `${oracle.name} ${version}, predicted from the protocol's version history (no recorded truth table for it; recorded: ${recorded})`;
  });
  const live = liveCases > 0 ? `; ${liveCases} case(s) also replayed live in the agent` : '';
  return `oracle: verdicts hold for ${parts.join('; ')}${live}`;
}
