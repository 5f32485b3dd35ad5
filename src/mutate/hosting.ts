/**
 * Hosts for a hook's mutants (hosted-mutants.ts; node hosts for JavaScript, Python hosts for
 * Python: host-kinds.ts): used only where the unmutated hook answers every probe in a host as it
 * does as processes, and only for kills by an answer.
 */
import type { CaseResult } from '../model/run/hook-report.js';
import type { Probe } from '../model/run/probe-report.js';
import { RunInterrupted } from '../engine/interrupted.js';
import { mapLimited } from '../util/map-limited.js';
import type { HookHostPool } from '../runner/hook-host.js';
import type { MutantResult } from '../model/mutation.js';
import { orderProbes } from './probe-order.js';
import { hostKind } from './host-kinds.js';
import { disagreement, hostedRunHook, HostUnsure, type HostedTrace } from './hosted-mutants.js';
import { runTests, type ChosenMutant, type HookCopy, type MutateEnvironment, type MutateSettings, type MutateSubject, type TestsRun, type Timeouts } from './run-tests.js';

/** The hosts of a file (pool null: the mutants run as processes, for `why`). */
export type Hosting = { readonly pool: HookHostPool; readonly why?: undefined } | { readonly pool: null; readonly why: string };

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
  if (settings.run.sandbox?.kind === 'bwrap') return { pool: null, why: `the sandbox contains each run as a process of its own (--sandbox none runs them in ${kind.name})` };
  const started = kind.start(subject, settings.run.jobs, environment);
  if ('why' in started) return { pool: null, why: started.why };
  const { pool } = started;
  const trace: HostedTrace = { crashed: [] };
  let why: string | null;
  try {
    const inHost = await runTests(baselineCopy, subject, { ...settings, testCommand: null }, { ...environment, runHook: hostedRunHook(pool, baselineCopy.path, trace) }, null);
    why = disagreement(asProcesses, inHost.runs, kind.crashTextIsTheProcess ? [] : trace.crashed);
  } catch (error) {
    if (!(error instanceof HostUnsure)) throw error;
    why = `the unmutated hook needs a process of its own: ${error.message}`;
  }
  if (why === null) return { pool };
  pool.close();
  return { pool: null, why };
}

/** The verdict of one version of the hook: a kill in the host when there is one, else as processes. */
export async function judgeVersion(copy: HookCopy, subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment, timeouts: Timeouts, hosting: Hosting | null): Promise<TestsRun> {
  const killed = hosting?.pool ? await killInHost(hosting.pool, copy, subject, settings, environment, timeouts) : null;
  return killed ?? runTests(copy, subject, settings, environment, timeouts);
}

/** The probes' run in a host, when it ended in a kill by an answer (the only verdict a host gives); null otherwise. */
export async function killInHost(
  pool: HookHostPool,
  copy: HookCopy,
  subject: MutateSubject,
  settings: MutateSettings,
  environment: MutateEnvironment,
  timeouts: Timeouts,
  probes?: readonly Probe[],
): Promise<TestsRun | null> {
  const trace: HostedTrace = { crashed: [] };
  try {
    const run = await runTests(copy, subject, { ...settings, testCommand: null }, { ...environment, runHook: hostedRunHook(pool, copy.path, trace) }, timeouts, probes);
    return run.verdict.kind === 'failed' && trace.crashed.at(-1) === false ? run : null;
  } catch (error) {
    if (error instanceof HostUnsure) return null;
    throw error;
  }
}

/** The mutants a host settles: those it kills by an answer (hosted-mutants.ts); the rest run as processes. */
export async function settleInHost(
  pool: HookHostPool,
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
    const run = await killInHost(pool, copy, subject, settings, environment, timeouts, orderProbes(subject.target.probes ?? [], subject.source, mutant)).catch((error: unknown) => {
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
