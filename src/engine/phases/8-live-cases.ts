/**
 * Which cases a live phase replays: each finding's case first, then cases where the hook blocked or
 * acted, then the rest, among those the agent can replay; at most `max`, since each replay is a
 * whole agent session.
 */
import type { Finding } from '../../findings/finding.js';
import { isBlocking } from '../../oracle/effect.js';
import type { CaseResult } from '../../model/run/hook-report.js';

/** Finding cases first, then cases where the hook blocked or acted, then the rest; replayable only. */
export function selectLiveCases(results: readonly CaseResult[], findings: readonly Finding[], isReplayable: (result: CaseResult) => boolean, max: number): string[] {
  const replayable = results.filter(isReplayable);
  const findingIds = new Set(findings.map((finding) => finding.caseId));
  const ranked = [
    ...replayable.filter(({ testCase }) => findingIds.has(testCase.id)),
    ...replayable.filter(({ effect }) => isBlocking(effect.kind)),
    ...replayable.filter(({ effect }) => effect.kind !== 'no-effect'),
    ...replayable,
  ];
  return [...new Set(ranked.map(({ testCase }) => testCase.id))].slice(0, max);
}
