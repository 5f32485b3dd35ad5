/**
 * The conformance run of one hook, in phases: build the cases, run them (valid, garbage and the
 * large payload in parallel, then the stdin-open probe with a timeout learned from the others),
 * ask the oracle what the agent would do with each answer, and judge.
 */
import { checks } from '../checks/index.js';
import type { CheckContext } from '../checks/check.js';
import { replayLive, type LiveSettings } from '../live/replay-live.js';
import { predictEffect } from '../oracle/claude-code/predict-effect.js';
import { chooseExperimentCase } from './experiment-case.js';
import { runStateExperiments, type ExperimentInput, type Experiments } from './state-experiments.js';
import { withArgs, type HookCommand } from '../runner/hook-command.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import type { HookOutcome } from '../runner/outcome.js';
import { scratchOptionsFor, type ScratchArea, type ScratchOptions } from '../runner/scratch-area.js';
import { buildHookEnv } from '../runner/hook-env.js';
import { containInvocation } from '../sandbox/contained-invocation.js';
import type { Fault, SandboxSettings } from '../sandbox/sandbox-settings.js';
import type { Snapshot } from '../sandbox/state-diff.js';
import type { TraceReport } from '../sandbox/read-trace.js';
import { buildGarbageCases } from './cases/garbage-cases.js';
import { buildLargePayloadCase, buildStdinOpenCase } from './cases/stdin-cases.js';
import { buildValidCases } from './cases/valid-cases.js';
import { summarizeDurations } from './duration-stats.js';
import { decideVerdict, judgeResults } from './judge.js';
import { mapLimited } from './map-limited.js';
import { createTimeoutBreaker } from './timeout-breaker.js';
import { runFuzzPhase, type FuzzSettings } from './fuzz-phase.js';
import { regressionCase, regressionStatuses, selectRegressions } from './regression-cases.js';
import type { Regression } from '../fuzz/regression.js';
import type { CaseResult, FuzzReport, HookReport, HookTarget, Posture, TestCase } from './types.js';
import { runProbePhase, type ProbeFileAccess, type ProbePhase } from './probes/probe-phase.js';
import type { ProbeReport } from './probes/probe.js';
import { inferRole } from './role.js';
import { recordedCases } from './cases/recorded-cases.js';
import type { RecordedInput } from './probes/probe-case.js';

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
}

export interface RunSettings {
  readonly agentVersion: string;
  readonly posture: Posture;
  readonly jobs: number;
  readonly inheritEnv: boolean;
  readonly killGraceMs: number;
  /** The user's project, copied (bounded) into the scratch project; null for an empty one. */
  readonly projectDir: string | null;
  /** A HOME to copy (bounded) into the scratch HOME (`--home`); absent: an empty one. */
  readonly homeDir?: string | null;
  /** Replay the cases that matter inside the real agent; null for an oracle-only run. */
  readonly live?: LiveSettings | null;
  /** Generate cases from the seed; null or absent: named cases only. */
  readonly fuzz?: FuzzSettings | null;
  /** Saved regressions (of any hook); this hook's are run first. */
  readonly regressions?: readonly Regression[];
  /** How hooks are contained; absent: plain scratch folders. */
  readonly sandbox?: SandboxSettings;
  /** Run the state experiments (idempotency, concurrency, faults, env, side effects). */
  readonly experiments?: boolean;
  /** Judge side effects as an audit does: writes outside the project are errors. */
  readonly audit?: boolean;
  /** Payloads `hookcheck record` kept: run as extra valid cases, and named by probes. */
  readonly recorded?: readonly RecordedInput[];
  /** Probes (mostly canaries) the agent would never send a hook, by hook, for the report. */
  readonly notApplicable?: ReadonlyMap<HookTarget, ProbeReport['notApplicable']>;
  /** The instant probe times ("-2h") are relative to; default: when the hook's run starts. */
  readonly now?: number;
}

/** Bounds for the stdin-open probe: long enough for a slow hook, short enough not to stall a run. */
const STDIN_OPEN_MIN_MS = 1000;
const STDIN_OPEN_FACTOR = 3;
/** Events whose hooks get CLAUDE_ENV_FILE (PROTOCOLS.md §1.5). */
export const ENV_FILE_EVENTS = new Set(['SessionStart', 'Setup', 'CwdChanged', 'FileChanged']);

/** Runs every case against one hook and returns the report data. */
export async function runTarget(target: HookTarget, settings: RunSettings, environment: EngineEnvironment): Promise<HookReport> {
  const projectDir = target.projectDir ?? settings.projectDir;
  const seed = { seedFrom: projectDir ?? undefined, extraPaths: projectPathsNamedBy(target.command), homeFrom: target.homeDir ?? settings.homeDir ?? undefined };
  const newScratch = () => environment.createScratchArea(seed.seedFrom, seed.extraPaths, seed.homeFrom, scratchOptionsFor(settings.sandbox));
  // Controls first: whether the guard works at all frames everything reported after them.
  const probePhase = await runProbes(target, settings, environment);
  const posture = target.posture ?? settings.posture;
  const context: Omit<CheckContext, 'results'> = { target, agentVersion: settings.agentVersion, posture, killGraceMs: settings.killGraceMs, probes: probePhase.report, projectDir };
  if (target.input === 'none') return reportScriptProbes(target, settings, context, probePhase);
  const scratch = await newScratch();
  try {
    const valid = [
      ...buildValidCases({ events: target.events, matcher: target.matcher, agentVersion: settings.agentVersion, payloadContext: payloadContext(scratch) }),
      ...recordedCases(settings.recorded ?? [], target, settings.agentVersion, scratch),
    ];
    const garbage = target.events.flatMap((event) => buildGarbageCases(event, payloadContext(scratch)));
    const first = valid[0];
    const cases = first ? [...valid, ...garbage, buildLargePayloadCase(first)] : garbage;
    const regressions = selectRegressions(settings.regressions ?? [], target, settings.projectDir);
    const execute = (testCase: TestCase) => executeCase(testCase, target, settings, scratch, environment);
    // A hook that never finishes gets a few cases of each family, not a timeout per case.
    const breaker = createTimeoutBreaker();
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
        const phase = await runFuzzPhase({ ...settings, posture, target, fuzz: settings.fuzz, scratch, payloadContext: payloadContext(scratch), execute, send, judgeOne, knownCodes });
        results.push(...phase.results);
        fuzz = phase.report;
      }
    }
    // Experiments and live replays on a hook that never finishes would each cost a timeout too.
    const hangs = await breaker.tripped('valid');
    const experiments = stopReason === null && !hangs && settings.experiments && environment.snapshot ? await runExperimentsOn(results, probePhase.report, { target, settings, environment: { ...environment, snapshot: environment.snapshot }, scratch, seed }) : undefined;
    // Whole-hook judging also sees the experiments; `judgeOne` (one case) does not need them.
    const notSent = breaker.notSent();
    const judgeAll = (all: readonly CaseResult[]) => judgeResults({ ...context, results: all, ...(experiments ? { experiments } : {}), ...(notSent.length > 0 ? { notSent } : {}), audit: settings.audit ?? false });
    const judged = judgeAll(results);
    // Live replays see the findings first: each finding's case is among those replayed.
    const live = settings.live && stopReason === null && !hangs ? settings.live : null;
    const replayed = live ? await replayLive({ target, results, findings: judged, live, jobs: settings.jobs, callerEnv: environment.callerEnv, ...seed }, environment.runHook) : results;
    const findings = live ? judgeAll(replayed) : judged;
    return {
      target,
      agent: 'claude-code',
      agentVersion: settings.agentVersion,
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

/** The target's probes, each in a fresh scratch area (also what `hookcheck mutate` runs per mutant). */
export function runProbes(target: HookTarget, settings: RunSettings, environment: EngineEnvironment): Promise<ProbePhase> {
  const projectDir = target.projectDir ?? settings.projectDir;
  const homeDir = target.homeDir ?? settings.homeDir;
  return runProbePhase({
    target,
    agentVersion: settings.agentVersion,
    jobs: settings.jobs,
    recorded: settings.recorded ?? [],
    notApplicable: settings.notApplicable?.get(target) ?? [],
    now: settings.now ?? Date.now(),
    newScratch: () => environment.createScratchArea(projectDir ?? undefined, projectPathsNamedBy(target.command), homeDir ?? undefined, scratchOptionsFor(settings.sandbox)),
    payloadContext,
    execute: (testCase, probeScratch) => executeCase(testCase, target, settings, probeScratch, environment),
    ...(environment.probeFiles ? { files: environment.probeFiles } : {}),
  });
}

/** What payloads of a scratch area name as the session: its project, its transcript. */
function payloadContext(scratch: ScratchArea) {
  return { sessionId: '5f1c8f0e-7d1a-4c59-9a53-2b8f3c6f9d10', transcriptPath: scratch.transcriptPath, cwd: scratch.projectDir };
}

/** A script that takes no JSON is judged by its probes alone: payload phases would mean nothing to it. */
function reportScriptProbes(target: HookTarget, settings: RunSettings, context: Omit<CheckContext, 'results'>, phase: { results: readonly CaseResult[]; report: ProbeReport }): HookReport {
  const findings = judgeResults({ ...context, results: phase.results });
  return {
    target,
    agent: 'claude-code',
    agentVersion: settings.agentVersion,
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

/** A case run under a fault (see the `faults` check). */
export interface CaseVariant {
  readonly fault?: Fault;
  /** Overrides the run's setting (the `env` check compares both). */
  readonly inheritEnv?: boolean;
  /** Caller variables added to the clean environment (the `env` check bisects with them). */
  readonly extraEnv?: Readonly<Record<string, string>>;
  /** Trace the run with strace, when the sandbox has it (the `side-effects` check). */
  readonly trace?: boolean;
  /** One of copies run at once: distinct PIDs and a common start in the sandbox (see sandbox-init.ts). */
  readonly together?: { readonly pidOffset: number; readonly barrierDir: string; readonly copies: number };
}

/** Runs one case against the hook in `scratch` and asks the oracle what the agent would do. */
export async function executeCase(testCase: TestCase, target: HookTarget, settings: RunSettings, scratch: ScratchArea, environment: EngineEnvironment, variant: CaseVariant = {}): Promise<CaseResult> {
  const agentEnv: Record<string, string> = { CLAUDE_PROJECT_DIR: scratch.projectDir, CLAUDECODE: '1' };
  if (ENV_FILE_EVENTS.has(testCase.event)) agentEnv['CLAUDE_ENV_FILE'] = `${scratch.tmpDir}/claude-env-${testCase.id.replaceAll('/', '-')}.sh`;
  const env = {
    ...buildHookEnv({
      callerEnv: environment.callerEnv,
      inheritEnv: variant.inheritEnv ?? settings.inheritEnv,
      projectDir: scratch.projectDir,
      homeDir: scratch.homeDir,
      tmpDir: scratch.tmpDir,
      agentEnv,
    }),
    ...target.env,
    ...testCase.env,
    ...variant.extraEnv,
  };
  const { fault } = variant;
  if (fault === 'no-project-dir-var') delete env['CLAUDE_PROJECT_DIR'];
  if (fault === 'no-env-file-var') delete env['CLAUDE_ENV_FILE'];
  const toolFree = fault === 'path-without-tools' && environment.toolFreePath ? environment.toolFreePath(scratch.root, env['PATH'] ?? '', target.command) : null;
  if (toolFree !== null) env['PATH'] = toolFree;
  const sandbox = settings.sandbox?.kind === 'bwrap' ? settings.sandbox : null;
  const sandboxFault = fault === 'read-only-home' || fault === 'read-only-project' || fault === 'full-disk' ? fault : undefined;
  const tracer = variant.trace && sandbox?.straceBin && environment.tracer ? { straceBin: sandbox.straceBin, output: environment.tracer.prepare(scratch.root) } : null;
  // The agent substitutes the placeholder in the command itself: the fault only takes the variable from the hook.
  const wired = fault === 'no-project-dir-var' ? substituteProjectDir(target.command, scratch.projectDir) : target.command;
  const hookCommand = withArgs(wired, testCase.args ?? []);
  const contained = sandbox
    ? containInvocation(hookCommand, {
        bwrapBin: sandbox.bwrapBin,
        scratch,
        realHome: sandbox.realHome,
        visible: [...sandbox.visible, ...(toolFree === null ? [] : [toolFree])],
        ...(sandboxFault ? { fault: sandboxFault } : {}),
        ...(tracer ? { trace: tracer } : {}),
        ...(sandbox.limits ? { limits: sandbox.limits } : {}),
        ...(variant.together ? { together: variant.together } : {}),
      })
    : null;
  const command = contained?.command ?? hookCommand;
  const raw = await environment.runHook({
    command,
    stdin: testCase.stdin,
    cwd: scratch.projectDir,
    env,
    timeoutMs: testCase.timeoutMs ?? target.timeoutMs,
    keepStdinOpen: testCase.keepStdinOpen ?? false,
    killGraceMs: settings.killGraceMs,
  });
  const outcome = contained ? contained.finish(raw) : raw;
  const trace = tracer && environment.tracer ? { trace: environment.tracer.read(tracer.output) } : {};
  const result = { testCase, outcome, effect: predictEffect(testCase.event, outcome, settings.agentVersion), ...trace };
  environment.onCaseDone?.(result);
  return result;
}

export function describeSandbox(sandbox: SandboxSettings | undefined): HookReport['sandbox'] {
  if (sandbox?.kind === 'bwrap') return { kind: 'bwrap', ...(sandbox.limits ? { limits: { applied: [...sandbox.limits.applied], notApplied: [...sandbox.limits.notApplied] } } : {}) };
  return { kind: 'none', reason: sandbox?.reason ?? 'no sandbox was asked for' };
}

/** The experiments run on the case that shows the hook at work (see experiment-case.ts). */
function runExperimentsOn(results: readonly CaseResult[], probes: ProbeReport, input: Omit<ExperimentInput, 'testCase'>): Promise<Experiments> | undefined {
  const { target, settings, environment, scratch } = input;
  const probeInput = { target, agentVersion: settings.agentVersion, scratch, payloadContext: payloadContext(scratch), recorded: settings.recorded ?? [], now: settings.now ?? Date.now() };
  const chosen = chooseExperimentCase(results, probes, { ...probeInput, ...(environment.probeFiles ? { files: environment.probeFiles } : {}) });
  return chosen ? runStateExperiments({ ...input, ...chosen }) : undefined;
}

/** The command with `$CLAUDE_PROJECT_DIR` / `${CLAUDE_PROJECT_DIR}` written out, as Claude Code does before running it. */
function substituteProjectDir(command: HookCommand, projectDir: string): HookCommand {
  const substitute = (text: string) => text.replace(/\$\{?CLAUDE_PROJECT_DIR\}?/g, () => projectDir);
  if (command.form === 'shell') return { form: 'shell', script: substitute(command.script) };
  return { form: 'exec', file: substitute(command.file), args: command.args.map(substitute) };
}

/** Project-relative paths a command names through $CLAUDE_PROJECT_DIR (they must be in the copy). */
export function projectPathsNamedBy(command: HookCommand): string[] {
  const text = command.form === 'shell' ? command.script : [command.file, ...command.args].join(' ');
  return [...text.matchAll(/\$\{?CLAUDE_PROJECT_DIR\}?["']?\/([^\s"'|;&)<>]+)/g)].map((match) => match[1]!);
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
