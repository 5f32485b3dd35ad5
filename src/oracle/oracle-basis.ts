/**
 * Says which agent version a run's verdicts are true for, and how that was established: a recorded
 * truth table of that version, the protocol's version history only, or live replays as well.
 */
import { RECORDED_TRUTH } from '../../specs/claude-code/versions.js';

/** One line for a run whose hooks were judged for `agentVersions`, with `liveCases` replayed live. */
export function describeOracleBasis(agentVersions: readonly string[], liveCases: number): string {
  const versions = [...new Set(agentVersions)];
  const parts = versions.map((version) => {
    const rows = RECORDED_TRUTH[version];
    if (rows !== undefined) return `Claude Code ${version}, by its recorded truth table (${rows} measured answers)`;
    const recorded = Object.keys(RECORDED_TRUTH).join(', ');
    return `Claude Code ${version}, predicted from the protocol's version history (no recorded truth table for it; recorded: ${recorded})`;
  });
  const live = liveCases > 0 ? `; ${liveCases} case(s) also replayed live in the agent` : '';
  return `oracle: verdicts hold for ${parts.join('; ')}${live}`;
}
