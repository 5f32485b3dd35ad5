/**
 * The conformance run of one hook, in phases: build the cases, run them (valid, garbage and the
 * large payload in parallel, then the stdin-open probe with a timeout learned from the others),
 * ask the oracle what the agent would do with each answer, and judge.
 */
import { checks } from '../checks/index.js';
import type { CheckContext } from '../checks/check.js';
import { replayLive, type LiveSettings } from '../live/replay-live.js';
import { predictEffect } from '../oracle/claude-code/predict-effect.js';
import { isObservable } from '../oracle/effect.js';
import { runStateExperiments, type ExperimentInput, type Experiments } from './state-experiments.js';
import type { HookCommand } from '../runner/hook-command.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import type { HookOutcome } from '../runner/outcome.js';
import type { ScratchArea } from '../runner/scratch-area.js';
import { buildHookEnv } from '../runner/hook-env.js';
import { sandboxCommand } from '../sandbox/sandbox-command.js';
import { unwrapSandboxOutcome } from '../sandbox/sandbox-outcome.js';
import type { Fault, SandboxSettings } from '../sandbox/sandbox-settings.js';
import type { Snapshot } from '../sandbox/state-diff.js';
import type { TraceReport } from '../sandbox/read-trace.js';
import { buildGarbageCases } from './cases/garbage-cases.js';
import { buildLargePayloadCase, buildStdinOpenCase } from './cases/stdin-cases.js';
import { buildValidCases } from './cases/valid-cases.js';
import { summarizeDurations } from './duration-stats.js';
import { decideVerdict, judgeResults } from './judge.js';
import { mapLimited } from './map-limited.js';
import { runFuzzPhase, type FuzzSettings } from './fuzz-phase.js';
import { regressionCase, regressionStatuses, selectRegressions } from './regression-cases.js';
import type { Regression } from '../fuzz/regression.js';
import type { CaseResult, FuzzReport, HookReport, HookTarget, Posture, TestCase } from './types.js';

/** Side effects, passed in so the engine can be tested without processes. */
export interface EngineEnvironment {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: (seedFrom?: string, extraPaths?: readonly string[], homeFrom?: string) => Promise<ScratchArea>;
  readonly callerEnv: Readonly<Record<string, string | undefined>>;
  readonly onCaseDone?: (result: CaseResult) => void;
  /** Snapshots of a scratch area's writable folders; without it, the state experiments are skipped. */
  readonly snapshot?: (scratch: ScratchArea) => Snapshot;
  /** A PATH without the tools hooks assume (for the `faults` check). */
  readonly toolFreePath?: (root: string, path: string, command: HookCommand) => string;
  /** Where a traced run writes its trace, and how to read it (for the `side-effects` check). */
  readonly tracer?: { readonly prepare: (root: string) => string; readonly read: (path: string) => TraceReport };
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
}

/** Bounds for the stdin-open probe: long enough for a slow hook, short enough not to stall a run. */
const STDIN_OPEN_MIN_MS = 1000;
const STDIN_OPEN_FACTOR = 3;
/** Events whose hooks get CLAUDE_ENV_FILE (PROTOCOLS.md §1.5). */
export const ENV_FILE_EVENTS = new Set(['SessionStart', 'Setup', 'CwdChanged', 'FileChanged']);

/** Runs every case against one hook and returns the report data. */
export async function runTarget(target: HookTarget, settings: RunSettings, environment: EngineEnvironment): Promise<HookReport> {
  const seed = { seedFrom: settings.projectDir ?? undefined, extraPaths: projectPathsNamedBy(target.command), homeFrom: settings.homeDir ?? undefined };
  const scratch = await environment.createScratchArea(seed.seedFrom, seed.extraPaths, seed.homeFrom);
  try {
    const payloadContext = { sessionId: '5f1c8f0e-7d1a-4c59-9a53-2b8f3c6f9d10', transcriptPath: scratch.transcriptPath, cwd: scratch.projectDir };
    const valid = buildValidCases({ events: target.events, matcher: target.matcher, agentVersion: settings.agentVersion, payloadContext });
    const garbage = target.events.flatMap((event) => buildGarbageCases(event, payloadContext));
    const first = valid[0];
    const cases = first ? [...valid, ...garbage, buildLargePayloadCase(first)] : garbage;
    const regressions = selectRegressions(settings.regressions ?? [], target, settings.projectDir);
    const execute = (testCase: TestCase) => executeCase(testCase, target, settings, scratch, environment);
    const context = { target, agentVersion: settings.agentVersion, posture: settings.posture, killGraceMs: settings.killGraceMs };
    const judgeOne = (result: CaseResult) => judgeResults({ ...context, results: [result] });
    // Baseline first: a hook that cannot start or hangs on an ordinary payload would only repeat
    // that on every other case, at the cost of a timeout each.
    const baseline = await execute(cases[0]!);
    const stopReason = explainBaselineFailure(baseline, context);
    const results = [baseline];
    let fuzz: FuzzReport | undefined;
    if (stopReason === null) {
      // Saved regressions go first: they are the failures known to matter.
      const rest = [...regressions.map((entry) => regressionCase(entry, scratch)), ...cases.slice(1)];
      results.push(...(await mapLimited(rest, settings.jobs, execute)));
      if (first) results.push(await execute(buildStdinOpenCase(first, stdinOpenTimeout(results, target.timeoutMs))));
      if (settings.fuzz && settings.fuzz.runs > 0) {
        const knownCodes = new Set(judgeResults({ ...context, results }).map((finding) => `${finding.check}/${finding.code}`));
        const phase = await runFuzzPhase({ ...settings, target, fuzz: settings.fuzz, scratch, payloadContext, execute, judgeOne, knownCodes });
        results.push(...phase.results);
        fuzz = phase.report;
      }
    }
    const experiments = stopReason === null && settings.experiments && environment.snapshot ? await runExperimentsOn(results, { target, settings, environment: { ...environment, snapshot: environment.snapshot }, scratch, seed }) : undefined;
    // Whole-hook judging also sees the experiments; `judgeOne` (one case) does not need them.
    const judgeAll = (all: readonly CaseResult[]) => judgeResults({ ...context, results: all, ...(experiments ? { experiments } : {}), audit: settings.audit ?? false });
    const judged = judgeAll(results);
    // Live replays see the findings first: each finding's case is among those replayed.
    const live = settings.live && stopReason === null ? settings.live : null;
    const replayed = live ? await replayLive({ target, results, findings: judged, live, jobs: settings.jobs, callerEnv: environment.callerEnv, ...seed }, environment.runHook) : results;
    const findings = live ? judgeAll(replayed) : judged;
    return {
      target,
      agent: 'claude-code',
      agentVersion: settings.agentVersion,
      posture: settings.posture,
      results: replayed,
      findings,
      stoppedEarly: stopReason,
      verdict: decideVerdict(findings),
      durationsMs: summarizeDurations(results.filter(({ testCase }) => testCase.kind === 'valid').map(({ outcome }) => outcome.durationMs)),
      ...(fuzz === undefined ? {} : { fuzz }),
      regressions: regressionStatuses(regressions, results, judgeOne),
      ...(experiments ? { experiments } : {}),
      sandbox: describeSandbox(settings.sandbox),
    };
  } finally {
    await scratch.remove();
  }
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
  const command = sandbox
    ? sandboxCommand(target.command, {
        bwrapBin: sandbox.bwrapBin,
        scratch,
        realHome: sandbox.realHome,
        visible: [...sandbox.visible, ...(toolFree === null ? [] : [toolFree])],
        ...(sandboxFault ? { fault: sandboxFault } : {}),
        ...(tracer ? { trace: tracer } : {}),
      })
    : target.command;
  const raw = await environment.runHook({
    command,
    stdin: testCase.stdin,
    cwd: scratch.projectDir,
    env,
    timeoutMs: testCase.timeoutMs ?? target.timeoutMs,
    keepStdinOpen: testCase.keepStdinOpen ?? false,
    killGraceMs: settings.killGraceMs,
  });
  const outcome = sandbox ? unwrapSandboxOutcome(raw) : raw;
  const trace = tracer && environment.tracer ? { trace: environment.tracer.read(tracer.output) } : {};
  const result = { testCase, outcome, effect: predictEffect(testCase.event, outcome, settings.agentVersion), ...trace };
  environment.onCaseDone?.(result);
  return result;
}

export function describeSandbox(sandbox: SandboxSettings | undefined): HookReport['sandbox'] {
  if (sandbox?.kind === 'bwrap') return { kind: 'bwrap' };
  return { kind: 'none', reason: sandbox?.reason ?? 'no sandbox was asked for' };
}

/** The experiments run on the valid case that shows the hook at work, else on the first valid one. */
function runExperimentsOn(results: readonly CaseResult[], input: Omit<ExperimentInput, 'testCase'>): Promise<Experiments> | undefined {
  const valid = results.filter(({ testCase }) => testCase.kind === 'valid' && (testCase.origin ?? 'named') === 'named');
  const chosen = valid.find(({ effect }) => isObservable(effect.kind)) ?? valid[0];
  return chosen ? runStateExperiments({ ...input, testCase: chosen.testCase }) : undefined;
}

/** Project-relative paths a command names through $CLAUDE_PROJECT_DIR (they must be in the copy). */
export function projectPathsNamedBy(command: HookCommand): string[] {
  const text = command.form === 'shell' ? command.script : [command.file, ...command.args].join(' ');
  return [...text.matchAll(/\$\{?CLAUDE_PROJECT_DIR\}?["']?\/([^\s"'|;&)<>]+)/g)].map((match) => match[1]!);
}

/** Why the run stops after the baseline case, or null to go on. */
function explainBaselineFailure(baseline: CaseResult, context: Omit<CheckContext, 'results'>): string | null {
  if (baseline.outcome.kind === 'timed-out') return 'the first case timed out, so the other cases would too';
  if (checks.launch.run({ ...context, results: [baseline] }).length > 0) return 'the hook did not start on the first case';
  return null;
}

/** A few times the slowest valid run, at least a second, never past the hook's own timeout. */
function stdinOpenTimeout(results: readonly CaseResult[], timeoutMs: number): number {
  const slowest = Math.max(0, ...results.filter(({ testCase }) => testCase.kind === 'valid').map(({ outcome }) => outcome.durationMs));
  return Math.min(timeoutMs, Math.max(STDIN_OPEN_MIN_MS, Math.ceil(slowest * STDIN_OPEN_FACTOR)));
}
