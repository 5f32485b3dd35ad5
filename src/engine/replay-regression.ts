/**
 * `hookcheck replay <id>`: one saved failure run again, exactly as saved, and judged by the same
 * checks, so the user sees whether it still fails and how.
 */
import type { Regression } from '../fuzz/regression.js';
import type { OtherAgentId } from '../agents/index.js';
import type { HookCommand } from '../runner/hook-command.js';
import { summarizeDurations } from './duration-stats.js';
import { decideVerdict, judgeResults } from './judge.js';
import { regressionCase, regressionStatuses } from './regression-cases.js';
import { describeSandbox, executeCase, projectPathsNamedBy } from './execute-case.js';
import type { EngineEnvironment } from './run-target.js';
import { reportAgentOf, type RunSettings } from './settings.js';
import type { HookReport, HookTarget } from '../model/run/hook-report.js';
import { NO_PROBES } from '../model/run/probe-report.js';

/** Runs the saved case of `entry` against `command` (its hook, with paths made absolute again). */
export async function replayRegression(entry: Regression, command: HookCommand, settings: RunSettings, environment: EngineEnvironment): Promise<HookReport> {
  // Found as another agent: its payload is that agent's, and so are the verdicts (the id was checked when the file was read).
  const agent = entry.agent === undefined ? {} : { agent: { ...entry.agent, agent: entry.agent.agent as OtherAgentId } };
  const target: HookTarget = { command, events: [entry.event], timeoutMs: entry.timeoutMs, eventsFrom: `regression ${entry.id}`, ...agent };
  const scratch = await environment.createScratchArea(settings.projectDir ?? undefined, projectPathsNamedBy(command), settings.homeDir ?? undefined);
  try {
    const result = await executeCase(regressionCase(entry, scratch), target, { ...settings, posture: entry.posture }, scratch, environment);
    const context = { target, agentVersion: settings.agentVersion, posture: entry.posture, killGraceMs: settings.killGraceMs };
    const findings = judgeResults({ ...context, results: [result] });
    return {
      target,
      ...reportAgentOf(target, settings),
      posture: entry.posture,
      results: [result],
      findings,
      stoppedEarly: null,
      verdict: decideVerdict(findings),
      durationsMs: summarizeDurations([result.outcome.durationMs]),
      sandbox: describeSandbox(settings.sandbox),
      probes: NO_PROBES,
      regressions: regressionStatuses([entry], [result], (one) => judgeResults({ ...context, results: [one] })),
    };
  } finally {
    await scratch.remove();
  }
}
