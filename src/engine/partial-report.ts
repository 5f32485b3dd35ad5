/**
 * The report of a hook whose run was stopped from outside: the cases measured until then, and only
 * the findings each of them shows on its own (a crash, a wrong exit code, invalid output). Nothing
 * whole-hook is judged on a part of the run (controls, silence, determinism), and a partial run
 * never passes: without an error it has no evidence.
 */
import { describeSandbox } from './execute-case.js';
import { judgeResults } from './judge.js';
import { summarizeDurations } from './duration-stats.js';
import { summarizeProbes, type ProbeReport } from '../model/run/probe-report.js';
import { comparedAgentsOf, reportAgentOf, type RunSettings } from './settings.js';
import type { CaseResult, HookReport, HookTarget } from '../model/run/hook-report.js';

/** A payload the fuzz phase tried while shrinking a failure: its failing case is already measured. */
const SHRINK_CANDIDATE = /\/shrink-\d+$/;

export function partialReport(target: HookTarget, settings: RunSettings, done: readonly CaseResult[], probes: ProbeReport | undefined): HookReport {
  // A case run again under an experiment's variant (a fault, copies at once) keeps its id: only its
  // plain run is judged as a case. Shrinking tries are not cases of their own.
  const firstRuns = new Map<string, CaseResult>();
  for (const result of done) if (!SHRINK_CANDIDATE.test(result.testCase.id) && !firstRuns.has(result.testCase.id)) firstRuns.set(result.testCase.id, result);
  const measured = [...firstRuns.values()];
  const posture = target.posture ?? settings.posture;
  const projectDir = target.projectDir ?? settings.projectDir;
  const context = { target, agentVersion: settings.agentVersion, agents: comparedAgentsOf(target, settings), posture, killGraceMs: settings.killGraceMs, projectDir };
  const findings = measured.flatMap((result) => judgeResults({ ...context, results: [result] }).filter((finding) => finding.caseId === result.testCase.id && finding.check !== 'determinism'));
  return {
    target,
    ...reportAgentOf(target, settings),
    posture,
    results: measured,
    findings,
    stoppedEarly: `interrupted after ${measured.length} case(s); the rest did not run`,
    interrupted: true,
    verdict: findings.some((finding) => finding.severity === 'error') ? 'fail' : 'no-evidence',
    durationsMs: summarizeDurations(measured.filter(({ testCase }) => testCase.kind === 'valid').map(({ outcome }) => outcome.durationMs)),
    regressions: [],
    sandbox: describeSandbox(settings.sandbox),
    probes: probes ?? summarizeProbes([], false, []),
  };
}
