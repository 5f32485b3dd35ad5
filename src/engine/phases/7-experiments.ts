/**
 * What a hook does to the world, not only what it prints. One valid payload is run in fresh scratch
 * areas: once, and twice in a row (idempotency); N times at once and N times one after another
 * (concurrency); under injected faults; with the caller's whole environment (env); and what it
 * wrote outside the project is kept (side effects). The checks judge the observations.
 */
import { join } from 'node:path';
import { fromPortable, toPortable } from '../../fuzz/portable.js';
import { scratchOptionsFor, type ScratchArea } from '../../workspace/scratch-area.js';
import { FAULTS, type Fault } from '../../sandbox/sandbox-settings.js';
import { pathInSandbox } from '../../sandbox/snapshot.js';
import { diffPaths, diffSnapshots, type Snapshot } from '../../sandbox/state-diff.js';
import { ENV_FILE_EVENTS, executeCase, type CaseVariant } from '../execute-case.js';
import { throwIfStopped } from '../interrupted.js';
import type { EngineEnvironment } from '../run-target.js';
import { createJobPool } from '../job-pool.js';
import type { RunSettings } from '../settings.js';
import type { CaseResult, HookTarget, TestCase } from '../../model/run/hook-report.js';
import type { RunObservation } from '../../model/run/run-observation.js';
import type { Experiments } from '../../model/run/experiments.js';

/** Parallel copies in the concurrency experiment: enough to collide on a read-modify-write. */
const CONCURRENT_RUNS = 6;
const SANDBOX_FAULTS = new Set<Fault>(['read-only-home', 'read-only-project', 'full-disk']);
const KEPT_VARIABLES = new Set(['HOME', 'TMPDIR', 'PWD', 'OLDPWD', 'SHLVL', '_']);
/** How far apart the PIDs of copies run at once start (each sandbox has its own PID namespace). */
const PIDS_APART = 8;
/** State files whose calls the copies at once hold back, at most: strace takes each as an argument. */
const MAX_HELD_FILES = 32;
/** Bisection steps at most: each is a run. */
const MAX_BISECT_RUNS = 12;

export interface ExperimentInput {
  readonly target: HookTarget;
  readonly settings: RunSettings;
  readonly environment: EngineEnvironment & { readonly snapshot: (scratch: ScratchArea) => Snapshot };
  readonly testCase: TestCase;
  /** The scratch area the case's stdin was built for. */
  readonly scratch: ScratchArea;
  readonly seed: { readonly seedFrom?: string; readonly extraPaths: readonly string[]; readonly homeFrom?: string };
  /** Lays out what the case needs in each fresh scratch area (a probe's setup files). */
  readonly prepare?: (scratch: ScratchArea) => void;
}

/** Runs every experiment on `testCase` and returns what was observed. */
export async function runStateExperiments(input: ExperimentInput): Promise<Experiments> {
  // Side by side, the experiments keep to the run's pool; a caller that gave none gets a pool of `jobs` slots.
  const environment = { ...input.environment, pool: input.environment.pool ?? createJobPool(input.settings.jobs) };
  const portable = toPortable(input.testCase.stdin, input.scratch);
  /** Runs `count` copies in one fresh scratch area (`together`: at once) and snapshots it. */
  const inFreshScratch = async (count: number, together: boolean, variant: CaseVariant = {}, held: readonly string[] = []) => {
    // A stopped run makes no more scratch areas (one made after the factory's end would be left behind).
    throwIfStopped(environment.stop);
    const scratch = await environment.createScratchArea(input.seed.seedFrom, input.seed.extraPaths, input.seed.homeFrom, scratchOptionsFor(input.settings.sandbox));
    try {
      const testCase = { ...input.testCase, stdin: fromPortable(portable, scratch) };
      input.prepare?.(scratch);
      const before = environment.snapshot(scratch);
      const widen = held.flatMap((key) => pathInSandbox(key, scratch) ?? []);
      const run = (copy: CaseVariant['together'] = undefined) =>
        executeCase(testCase, input.target, input.settings, scratch, environment, { ...variant, ...(copy ? { together: copy } : {}), ...(widen.length > 0 ? { widen } : {}) }).then(observe);
      const runs: RunObservation[] = [];
      if (together) {
        const barrierDir = join(scratch.root, 'barrier');
        const all = () => Promise.all(Array.from({ length: count }, (_, index) => run({ pidOffset: index * PIDS_APART, barrierDir, copies: count })));
        // Every slot of the pool: the copies share the machine with one another only, as before any
        // experiment went side by side, so whether one reaches its timeout is theirs alone.
        runs.push(...(await environment.pool.run(all, Number.MAX_SAFE_INTEGER)));
      } else for (let index = 0; index < count; index++) runs.push(await run());
      return { before, runs, after: environment.snapshot(scratch) };
    } finally {
      await scratch.remove();
    }
  };
  const once = await inFreshScratch(1, false);
  // Each experiment has scratch areas of its own; in the sandbox they hold the whole world a hook
  // can write (project, HOME, TMPDIR, /tmp), so the experiments after the first run go side by side
  // in the run's pool. Without it a hook may keep state in the shared /tmp: one after another there.
  const sideBySide = input.settings.sandbox?.kind === 'bwrap';
  // At most `jobs` experiments at once: each makes its scratch area (a copy of the project) and
  // snapshot before it waits for a slot, and those should stay few.
  const start = sideBySide ? atMost(input.settings.jobs) : oneAfterAnother();
  const canTrace = input.settings.sandbox?.kind === 'bwrap' && input.settings.sandbox.straceBin !== null;
  const faultRun = async (fault: Fault) => {
    const skipped = whyFaultSkipped(fault, input);
    return skipped === null ? { fault, run: (await inFreshScratch(1, false, { fault })).runs[0]! } : { fault, skipped };
  };
  // Every task is started (or queued) before any is awaited; all are awaited, and the first failure
  // (a stop, a broken sandbox) is thrown once every task has ended.
  const [onceAgain, twice, parallel, sequential, traced, faults, env] = await allEnded([
    start(() => inFreshScratch(1, false)),
    start(() => inFreshScratch(2, false)),
    // The copies at once hold back each call on the files one run wrote, so that an unlocked
    // read-modify-write loses its updates every time, not by chance (read-write-race.ts).
    start(() => inFreshScratch(CONCURRENT_RUNS, true, {}, diffPaths(diffSnapshots(once.before, once.after)).slice(0, MAX_HELD_FILES))),
    start(() => inFreshScratch(CONCURRENT_RUNS, false)),
    start(async () => (canTrace ? (await inFreshScratch(1, false, { trace: true })).runs[0] : undefined)),
    allEnded(FAULTS.map((fault) => start(() => faultRun(fault)))),
    start(() => compareEnvironments(once.runs[0]!, input, inFreshScratch)),
  ]);
  return {
    caseId: input.testCase.id,
    caseKind: input.testCase.kind,
    label: input.testCase.label,
    sandbox: input.settings.sandbox?.kind ?? 'none',
    idempotency: {
      before: once.before,
      once: once.runs[0]!,
      afterOnce: once.after,
      afterOnceAgain: onceAgain.after,
      twice: [twice.runs[0]!, twice.runs[1]!],
      afterTwice: twice.after,
    },
    concurrency: { count: CONCURRENT_RUNS, parallel: parallel.runs, afterParallel: parallel.after, sequential: sequential.runs, afterSequential: sequential.after },
    faults,
    env,
    ...(traced?.trace ? { traced } : {}),
    leftoversListed: input.settings.sandbox?.kind === 'bwrap' && Boolean(input.settings.sandbox.limits?.perlBin),
    unobserved: unobservable(input, traced),
  };
}

type Starter = <T>(task: () => Promise<T>) => Promise<T>;

/** A starter that runs each task once the one started before it has ended; after a failure the rest are not run. */
function oneAfterAnother(): Starter {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const next = last.then(task);
    last = next;
    return next;
  };
}

/** A starter that runs at most `size` tasks at once, in the order they were started. */
function atMost(size: number): Starter {
  const pool = createJobPool(size);
  return (task) => pool.run(task);
}

/** Promise.all that waits for every promise to settle before it throws the first failure. */
async function allEnded<T extends readonly unknown[]>(promises: { readonly [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

function observe(result: CaseResult): RunObservation {
  return { outcome: result.outcome, effect: result.effect, ...(result.trace ? { trace: result.trace } : {}) };
}

/** What the side-effects check cannot see in this run, and why. */
function unobservable(input: ExperimentInput, traced: RunObservation | undefined): string[] {
  if (input.settings.sandbox?.kind !== 'bwrap') return ['network connection attempts and writes refused on read-only paths (no sandbox)', 'files written outside the scratch folders (no sandbox)'];
  return traced?.trace ? [] : ['network connection attempts, writes refused on read-only paths and processes left behind (strace is not installed: apt-get install strace)'];
}

function whyFaultSkipped(fault: Fault, input: ExperimentInput): string | null {
  if (SANDBOX_FAULTS.has(fault) && input.settings.sandbox?.kind !== 'bwrap') return 'needs the bubblewrap sandbox';
  if (fault === 'no-env-file-var' && !ENV_FILE_EVENTS.has(input.testCase.event)) return `${input.testCase.event} hooks get no CLAUDE_ENV_FILE`;
  if (fault === 'path-without-tools' && input.environment.toolFreePath === undefined) return 'no PATH builder';
  return null;
}

type FreshRun = (count: number, together: boolean, variant?: CaseVariant) => Promise<{ runs: RunObservation[] }>;

/**
 * The caller's whole environment against the clean one. When the effect differs, the variables
 * that make the difference are found by halving the candidates while the difference holds.
 */
async function compareEnvironments(clean: RunObservation, input: ExperimentInput, run: FreshRun): Promise<Experiments['env']> {
  if (input.settings.inheritEnv) return { clean, variables: [], skipped: 'the run already gives hooks the whole environment (--inherit-env)' };
  const full = (await run(1, false, { inheritEnv: true })).runs[0]!;
  if (full.effect.kind === clean.effect.kind) return { full, clean, variables: [] };
  const callerEnv = input.environment.callerEnv;
  // The scratch HOME and TMPDIR and the agent's variables stay as they are in both runs.
  let candidates = Object.keys(callerEnv)
    .filter((name) => callerEnv[name] !== undefined && !KEPT_VARIABLES.has(name) && !name.startsWith('CLAUDE'))
    .sort();
  const reproduces = async (names: readonly string[]) => {
    const extraEnv = Object.fromEntries(names.map((name) => [name, callerEnv[name]!]));
    return (await run(1, false, { extraEnv })).runs[0]!.effect.kind === full.effect.kind;
  };
  for (let steps = 0; candidates.length > 1 && steps < MAX_BISECT_RUNS; steps++) {
    const half = candidates.slice(0, Math.ceil(candidates.length / 2));
    const rest = candidates.slice(half.length);
    if (await reproduces(half)) candidates = half;
    else if (await reproduces(rest)) candidates = rest;
    else break;
  }
  return { full, clean, variables: candidates.length <= 8 ? candidates : [] };
}
