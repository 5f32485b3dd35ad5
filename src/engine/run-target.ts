/**
 * The conformance run of one hook, as a sequence of phases, in this order:
 *   1 control probes (phases/1-probes.ts), before anything else: they frame all that follows;
 *   2 the baseline gate: the first case must start the hook, or the run stops;
 *   3 saved regressions of this hook; 4 the named cases (valid, garbage, large payload, recorded);
 *   5 the stdin-open case, with a timeout learned from the others; 6 fuzzing (phases/6-fuzz.ts),
 *   then the edits held back in each compared agent's form (phases/6-agent-forms.ts);
 *   7 the state experiments (phases/7-experiments.ts); 8 the live replay (phases/8-live.ts).
 * Each case runs through execute-case.ts; the oracle reads each answer, the checks judge them all.
 */
import { checks } from '../checks/index.js';
import type { CheckContext } from '../checks/check.js';
import { describeSandbox, executeCase, projectPathsNamedBy, startWhenFree } from './execute-case.js';
import { comparedAgentsOf, reportAgentOf, buildRunSettings, type RunSettings, type RunSettingsInput } from './settings.js';
import { chooseExperimentCase } from './phases/7-experiment-case.js';
import { sendInAgentForms } from './phases/6-agent-forms.js';
import { runStateExperiments, type ExperimentInput } from './phases/7-experiments.js';
import type { Experiments } from '../model/run/experiments.js';
import type { HookCommand } from '../runner/hook-command.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import type { HookOutcome } from '../model/outcome.js';
import { scratchOptionsFor, type ScratchArea, type ScratchOptions } from '../workspace/scratch-area.js';
import type { Snapshot } from '../sandbox/state-diff.js';
import type { TraceReport } from '../sandbox/read-trace.js';
import { buildGarbageCases } from './cases/garbage-cases.js';
import { buildStdinOpenCase, firstLargePayloadCase } from './cases/stdin-cases.js';
import { buildValidCases } from './cases/valid-cases.js';
import { summarizeDurations } from './duration-stats.js';
import { decideVerdict, judgeResults } from './judge.js';
import { mapLimited } from '../util/map-limited.js';
import type { JobPool } from './job-pool.js';
import { RunInterrupted, throwIfStopped } from './interrupted.js';
import { partialReport } from './partial-report.js';
import { createCaseBreaker } from './cases/case-breaker.js';
import { createTimeoutConfirmation, type TimeoutConfirmation } from './confirm-timeout.js';
import { regressionCase, regressionStatuses, selectRegressions } from './regression-cases.js';
import type { CaseResult, FuzzReport, HookReport, HookTarget, TestCase } from '../model/run/hook-report.js';
import type { ProbeFileAccess } from './phases/1-probes.js';
import { payloadContext, runProbes } from './run-probes.js';
import type { ProbeReport } from '../model/run/probe-report.js';
import { inferRole } from './role/role.js';
import { recordedCases } from './cases/recorded-cases.js';

/** Side effects, passed in so the engine can be tested without processes. */
export interface EngineEnvironment {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: (seedFrom?: string, extraPaths?: readonly string[], homeFrom?: string, options?: ScratchOptions) => Promise<ScratchArea>;
  readonly callerEnv: Readonly<Record<string, string | undefined>>;
  readonly onCaseDone?: (result: CaseResult) => void;
  /** Snapshots of a scratch area's writable folders; without it, the state experiments are skipped. */
  readonly snapshot?: (scratch: ScratchArea) => Snapshot;
  /** A PATH without the tools hooks assume (for the `faults` check). */
  readonly toolFreePath?: (root: string, path: string, command: HookCommand) => string;
  /** Where a traced run writes its trace, and how to read it (for the `side-effects` check). */
  readonly tracer?: { readonly prepare: (root: string) => string; readonly read: (path: string) => TraceReport };
  /** Sets up and reads back the files probes name; without it, probes with files cannot run. */
  readonly probeFiles?: ProbeFileAccess;
  /** The run's pool of invocations (see job-pool.ts); without it, each hook keeps to its own `jobs`. */
  readonly pool?: JobPool;
  /** Aborted when the run is stopped from outside (see interrupted.ts). */
  readonly stop?: AbortSignal;
  /** Confirms each timeout of this hook by a run alone (confirm-timeout.ts); set per hook by runTarget. */
  readonly timeouts?: TimeoutConfirmation;
}

/** Bounds for the stdin-open probe: long enough for a slow hook, short enough not to stall a run. */
const STDIN_OPEN_MIN_MS = 1000;
const STDIN_OPEN_FACTOR = 3;

/**
 * Runs every case against one hook and returns the report data; stopped from outside, the report
 * of the cases measured until then (see partialReport).
 */
export async function runTarget(target: HookTarget, input: RunSettingsInput, outer: EngineEnvironment): Promise<HookReport> {
  const measured: CaseResult[] = [];
  const onCaseDone = (result: CaseResult) => {
    measured.push(result);
    outer.onCaseDone?.(result);
  };
  const environment: EngineEnvironment = { ...outer, onCaseDone, timeouts: createTimeoutConfirmation() };
  const reached: { probes?: ProbeReport } = {};
  try {
    const report = await runAllPhases(target, input, environment, reached);
    throwIfStopped(environment.stop);
    return report;
  } catch (error) {
    if (!(error instanceof RunInterrupted)) throw error;
    return partialReport(target, buildRunSettings(input), measured, reached.probes);
  }
}

async function runAllPhases(target: HookTarget, input: RunSettingsInput, environment: EngineEnvironment, reached: { probes?: ProbeReport }): Promise<HookReport> {
  // A hook whose turn comes after the stop makes no copy of the project.
  throwIfStopped(environment.stop);
  const settings = buildRunSettings(input);
  const projectDir = target.projectDir ?? settings.projectDir;
  const seed = { seedFrom: projectDir ?? undefined, extraPaths: projectPathsNamedBy(target.command), homeFrom: target.homeDir ?? settings.homeDir ?? undefined };
  const newScratch = () => environment.createScratchArea(seed.seedFrom, seed.extraPaths, seed.homeFrom, scratchOptionsFor(settings.sandbox));
  // Controls first: whether the guard works at all frames everything reported after them.
  const probePhase = await runProbes(target, settings, environment);
  reached.probes = probePhase.report;
  const posture = target.posture ?? settings.posture;
  const context: Omit<CheckContext, 'results'> = {
    target,
    agentVersion: settings.agentVersion,
    agents: comparedAgentsOf(target, settings),
    posture,
    killGraceMs: settings.killGraceMs,
    probes: probePhase.report,
    projectDir,
  };
  if (target.input === 'none') return reportScriptProbes(target, settings, context, probePhase);
  const scratch = await newScratch();
  try {
    const valid = [
      ...buildValidCases({
        events: target.events,
        matcher: target.matcher,
        agentVersion: settings.agentVersion,
        payloadContext: payloadContext(scratch),
        ...(target.agent === undefined ? {} : { agent: target.agent }),
      }),
      ...recordedCases(settings.recorded ?? [], target, settings.agentVersion, scratch),
    ];
    const garbage = target.events.flatMap((event) => buildGarbageCases(event, payloadContext(scratch)));
    const first = valid[0];
    const large = firstLargePayloadCase(valid);
    const cases = first ? [...valid, ...garbage, ...(large ? [large] : [])] : garbage;
    const regressions = selectRegressions(settings.regressions ?? [], target, settings.projectDir);
    const execute = (testCase: TestCase) => executeCase(testCase, target, settings, scratch, environment);
    // A hook that never finishes, or floods every answer, gets a few cases of each family, not that cost per case.
    const breaker = createCaseBreaker();
    const send = (testCase: TestCase) => breaker.send(testCase, () => execute(testCase));
    // One case is judged on its own: the controls are the whole hook's business.
    const { probes: _wholeHook, ...caseContext } = context;
    const judgeOne = (result: CaseResult) => judgeResults({ ...caseContext, results: [result] });
    // Baseline first: a hook that cannot start on an ordinary payload would only repeat that on
    // every other case. One that times out goes on: the breaker decides from the first few.
    const baseline = (await send(cases[0]!))!;
    const stopReason = explainBaselineFailure(baseline, context);
    const results = [...probePhase.results, baseline];
    let fuzz: FuzzReport | undefined;
    if (stopReason === null) {
      // Saved regressions go first: they are the failures known to matter.
      const rest = [...regressions.map((entry) => regressionCase(entry, scratch)), ...cases.slice(1)];
      results.push(...sent(await mapLimited(rest, settings.jobs, send)));
      if (first) results.push(...sent([await send(buildStdinOpenCase(first, stdinOpenTimeout(results, target.timeoutMs)))]));
      if (settings.fuzz && settings.fuzz.runs > 0) {
        const knownCodes = new Set(judgeResults({ ...context, results }).map((finding) => `${finding.check}/${finding.code}`));
        const { runFuzzPhase } = await fuzzPhase();
        const phase = await runFuzzPhase({ ...settings, posture, target, fuzz: settings.fuzz, scratch, payloadContext: payloadContext(scratch), execute, send, judgeOne, knownCodes });
        results.push(...phase.results);
        fuzz = phase.report;
      }
    }
    const agentForms = stopReason === null ? await sendInAgentForms(target, context.agents, results, send) : [];
    // Experiments and live replays on a hook that never finishes (or floods) would each cost that too.
    const hangs = (await breaker.tripped('valid')) !== null;
    const experiments =
      stopReason === null && !hangs && settings.experiments && environment.snapshot
        ? await runExperimentsOn(results, probePhase.report, { target, settings, environment: { ...environment, snapshot: environment.snapshot }, scratch, seed })
        : undefined;
    // Whole-hook judging also sees the experiments; `judgeOne` (one case) does not need them.
    const notSent = breaker.notSent();
    const judgeAll = (all: readonly CaseResult[]) =>
      judgeResults({ ...context, results: all, agentForms, ...(experiments ? { experiments } : {}), ...(notSent.length > 0 ? { notSent } : {}), audit: settings.audit ?? false });
    const judged = judgeAll(results);
    // Live replays see the findings first: each finding's case is among those replayed.
    const live = settings.live && stopReason === null && !hangs ? settings.live : null;
    const replayed = live
      ? await (await liveReplay()).replayLive({ target, results, findings: judged, live, jobs: settings.jobs, callerEnv: environment.callerEnv, ...seed }, agentSessions(environment))
      : results;
    const findings = live ? judgeAll(replayed) : judged;
    return {
      target,
      ...reportAgentOf(target, settings),
      posture,
      results: replayed,
      findings,
      stoppedEarly: stopReason,
      verdict: decideVerdict(findings),
      role: inferRole({ ...context, results: replayed }),
      durationsMs: summarizeDurations(results.filter(({ testCase }) => testCase.kind === 'valid').map(({ outcome }) => outcome.durationMs)),
      ...(fuzz === undefined ? {} : { fuzz }),
      regressions: regressionStatuses(regressions, results, judgeOne),
      ...(experiments ? { experiments } : {}),
      sandbox: describeSandbox(settings.sandbox),
      ...(scratch.projectView ? { project: scratch.projectView } : {}),
      probes: probePhase.report,
    };
  } finally {
    await scratch.remove();
  }
}

/**
 * Fuzzing (fast-check) and the live replay load when a run first reaches them: the first cases
 * start without them, and a run that never fuzzes or goes live never pays for them.
 */
const fuzzPhase = () => import('./phases/6-fuzz.js');
const liveReplay = () => import('./phases/8-live.js');

/** Agent sessions of the live replay: each takes a slot of the run's pool, and none starts after the stop. */
function agentSessions(environment: EngineEnvironment): EngineEnvironment['runHook'] {
  return (options) => startWhenFree(environment, () => environment.runHook(options));
}

/** A script that takes no JSON is judged by its probes alone: payload phases would mean nothing to it. */
function reportScriptProbes(target: HookTarget, settings: RunSettings, context: Omit<CheckContext, 'results'>, phase: { results: readonly CaseResult[]; report: ProbeReport }): HookReport {
  const findings = judgeResults({ ...context, results: phase.results });
  return {
    target,
    ...reportAgentOf(target, settings),
    posture: context.posture,
    results: phase.results,
    findings,
    stoppedEarly: null,
    verdict: decideVerdict(findings),
    role: inferRole({ ...context, results: phase.results }),
    durationsMs: summarizeDurations(phase.results.map(({ outcome }) => outcome.durationMs)),
    regressions: [],
    sandbox: describeSandbox(settings.sandbox),
    probes: phase.report,
  };
}

/** The experiments run on the case that shows the hook at work (see phases/7-experiment-case.ts). */
function runExperimentsOn(results: readonly CaseResult[], probes: ProbeReport, input: Omit<ExperimentInput, 'testCase'>): Promise<Experiments> | undefined {
  const { target, settings, environment, scratch } = input;
  const probeInput = { target, agentVersion: settings.agentVersion, scratch, payloadContext: payloadContext(scratch), recorded: settings.recorded ?? [], now: settings.now ?? Date.now() };
  const chosen = chooseExperimentCase(results, probes, { ...probeInput, ...(environment.probeFiles ? { files: environment.probeFiles } : {}) });
  return chosen ? runStateExperiments({ ...input, ...chosen }) : undefined;
}

/** Why the run stops after the baseline case, or null to go on. */
function explainBaselineFailure(baseline: CaseResult, context: Omit<CheckContext, 'results'>): string | null {
  if (checks.launch.run({ ...context, results: [baseline] }).length > 0) return 'the hook did not start on the first case';
  return null;
}

/** The cases that were sent (the breaker holds back the rest). */
function sent(results: readonly (CaseResult | null)[]): CaseResult[] {
  return results.filter((result) => result !== null);
}

/** A few times the slowest valid run, at least a second, never past the hook's own timeout. */
function stdinOpenTimeout(results: readonly CaseResult[], timeoutMs: number): number {
  const slowest = Math.max(0, ...results.filter(({ testCase }) => testCase.kind === 'valid').map(({ outcome }) => outcome.durationMs));
  return Math.min(timeoutMs, Math.max(STDIN_OPEN_MIN_MS, Math.ceil(slowest * STDIN_OPEN_FACTOR)));
}
