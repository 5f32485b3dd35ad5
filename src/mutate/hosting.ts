/**
 * Hosts for a hook's mutants (hosted-mutants.ts; node hosts for JavaScript, Python hosts for
 * Python: host-kinds.ts): used only where the unmutated hook answers every probe in a host as it
 * does as processes, and only for kills by an answer. With the sandbox on, each host runs inside
 * one sandbox of its own (sandbox/host-sandbox.ts), which is then its runs' sandbox: their
 * scratch areas are made where it shows them, and nothing wraps each run again.
 */
import type { CaseResult } from '../model/run/hook-report.js';
import type { Probe } from '../model/run/probe-report.js';
import { RunInterrupted } from '../engine/interrupted.js';
import { mapLimited } from '../util/map-limited.js';
import type { HookHostPool } from '../runner/hook-host.js';
import { hostSandbox, type HostSandbox } from '../sandbox/host-sandbox.js';
import type { SandboxSettings } from '../sandbox/sandbox-settings.js';
import type { MutantResult } from '../model/mutation.js';
import { orderProbes } from './probe-order.js';
import { hostKind } from './host-kinds.js';
import { disagreement, hostedRunHook, HostUnsure, type HostedTrace } from './hosted-mutants.js';
import { runTests, type ChosenMutant, type HookCopy, type MutateEnvironment, type MutateSettings, type MutateSubject, type TestsRun, type Timeouts } from './run-tests.js';

/** The hosts of a file (pool null: the mutants run as processes, for `why`); `box`: the sandbox they run in. */
export type Hosting = { readonly pool: HookHostPool; readonly box: HostSandbox | null; readonly why?: undefined } | { readonly pool: null; readonly why: string };

/** What runs in a sandboxed host are given for a sandbox of their own: the host's is theirs. */
const IN_HOST_SANDBOX: SandboxSettings = { kind: 'none', reason: "the run is inside its host's sandbox" };

/**
 * Hosts for a hook whose unmutated version answers every probe in a host exactly as it did as
 * processes; null where hosts do not apply (a language without hosts, no probes, none offered).
 */
export async function startHosting(
  baselineCopy: HookCopy,
  asProcesses: readonly CaseResult[],
  subject: MutateSubject,
  settings: MutateSettings,
  environment: MutateEnvironment,
): Promise<Hosting | null> {
  const kind = hostKind(subject.language);
  if (kind === null || !kind.offered(environment) || (subject.target.probes ?? []).length === 0) return null;
  const box = settings.run.sandbox?.kind === 'bwrap' ? hostSandbox(settings.run.sandbox, kind.inSandbox) : null;
  const started = kind.start(subject, settings.run.jobs, environment, box === null ? undefined : { startsIn: box.areas, wrap: box.wrap });
  if ('why' in started) {
    box?.remove();
    return { pool: null, why: started.why };
  }
  const pool: HookHostPool = { run: started.pool.run, close: () => (started.pool.close(), box?.remove()) };
  const hosting = { pool, box };
  const trace: HostedTrace = { crashed: [] };
  let why: string | null;
  try {
    const inHost = await runTests(baselineCopy, subject, ...inHostRuns(hosting, baselineCopy, trace, settings, environment), null);
    why = disagreement(asProcesses, inHost.runs, kind.crashTextIsTheProcess ? [] : trace.crashed);
  } catch (error) {
    if (!(error instanceof HostUnsure)) {
      // Stopped, or failing otherwise: the hosts and their sandbox go with it.
      pool.close();
      throw error;
    }
    why = `the unmutated hook needs a process of its own: ${error.message}`;
  }
  if (why === null) return hosting;
  pool.close();
  return { pool: null, why };
}

/** The settings and environment of a version's runs in the host, its test command left out. */
function inHostRuns(
  hosting: Extract<Hosting, { pool: HookHostPool }>,
  copy: HookCopy,
  trace: HostedTrace,
  settings: MutateSettings,
  environment: MutateEnvironment,
): [MutateSettings, MutateEnvironment] {
  const { pool, box } = hosting;
  const runHook = hostedRunHook(pool, copy.path, trace);
  if (box === null)
    return [
      { ...settings, testCommand: null },
      { ...environment, runHook },
    ];
  const createScratchArea: MutateEnvironment['createScratchArea'] = async (seedFrom, extraPaths, homeFrom, options) => {
    const area = await environment.createScratchArea(seedFrom, extraPaths, homeFrom, { ...options, under: box.areas });
    box.handOverAreas();
    return area;
  };
  return [
    { ...settings, testCommand: null, run: { ...settings.run, sandbox: IN_HOST_SANDBOX } },
    { ...environment, runHook, createScratchArea },
  ];
}

/** The verdict of one version of the hook: a kill in the host when there is one, else as processes. */
export async function judgeVersion(copy: HookCopy, subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment, timeouts: Timeouts, hosting: Hosting | null): Promise<TestsRun> {
  const killed = hosting?.pool ? await killInHost(hosting, copy, subject, settings, environment, timeouts) : null;
  return killed ?? runTests(copy, subject, settings, environment, timeouts);
}

/** The probes' run in a host, when it ended in a kill by an answer (the only verdict a host gives); null otherwise. */
export async function killInHost(
  hosting: Extract<Hosting, { pool: HookHostPool }>,
  copy: HookCopy,
  subject: MutateSubject,
  settings: MutateSettings,
  environment: MutateEnvironment,
  timeouts: Timeouts,
  probes?: readonly Probe[],
): Promise<TestsRun | null> {
  const trace: HostedTrace = { crashed: [] };
  try {
    const run = await runTests(copy, subject, ...inHostRuns(hosting, copy, trace, settings, environment), timeouts, probes);
    return run.verdict.kind === 'failed' && trace.crashed.at(-1) === false ? run : null;
  } catch (error) {
    if (error instanceof HostUnsure) return null;
    throw error;
  }
}

/** The mutants a host settles: those it kills by an answer (hosted-mutants.ts); the rest run as processes. */
export async function settleInHost(
  hosting: Extract<Hosting, { pool: HookHostPool }>,
  mutants: readonly ChosenMutant[],
  copies: ReadonlyMap<string, HookCopy | { readonly error: string }>,
  subject: MutateSubject,
  settings: MutateSettings,
  environment: MutateEnvironment,
  timeouts: Timeouts,
): Promise<Map<string, MutantResult>> {
  const settled = new Map<string, MutantResult>();
  await mapLimited(mutants, settings.run.jobs, async ({ ignored, slot, ...mutant }) => {
    const copy = copies.get(slot);
    if (ignored !== null || copy === undefined || 'error' in copy) return;
    const started = performance.now();
    const run = await killInHost(hosting, copy, subject, settings, environment, timeouts, orderProbes(subject.target.probes ?? [], subject.source, mutant)).catch((error: unknown) => {
      // Stopped: left unsettled, so the judging below calls it Pending.
      if (error instanceof RunInterrupted) return null;
      throw error;
    });
    if (run === null || run.verdict.kind === 'passed' || environment.stop?.aborted) return;
    const result: MutantResult = { ...mutant, status: 'Killed', statusReason: run.verdict.why, killedBy: [run.verdict.test], durationMs: performance.now() - started };
    settled.set(slot, result);
    environment.onMutantDone?.(result);
  });
  return settled;
}
