/**
 * The mutation run of one hook file: the unmutated hook must pass its tests (probes and/or the
 * user's --test command); two sanity mutants (one that blocks everything, one that does nothing)
 * must not both survive, or the tests could not fail at all; then each mutant runs in its own copy,
 * stopping at its first kill, the probes most likely to kill it first (probe-order.ts). Returns
 * data; the CLI decides what it means.
 */
import { createHash } from 'node:crypto';
import { mapLimited } from '../util/map-limited.js';
import { RunInterrupted } from '../engine/interrupted.js';
import type { Language, Mutant, MutantResult, MutationFile, MutationTest, Mutation } from '../model/mutation.js';
import { applyMutation } from './find-mutations.js';
import { orderProbes } from './probe-order.js';
import { sanityMutants } from './sanity-mutants.js';
import { judgeVersion, settleInHost, startHosting, type Hosting } from './hosting.js';
import { probeReach, withReach } from './traced-reach.js';
import { agentAction, howItSurvived, type Answers } from './survivors.js';
import {
  copyOf,
  probeId,
  reportPath,
  runTests,
  TEST_COMMAND_ID,
  type ChosenMutant,
  type HookCopy,
  type MutateEnvironment,
  type MutateSettings,
  type MutateSubject,
  type Timeouts,
} from './run-tests.js';

export type { MutateEnvironment, MutateSubject } from './run-tests.js';

/** Whether the mutants ran in hosts (node hosts, Python hosts: host-kinds.ts), and why not when they could not. */
export type HostUse = { readonly used: true } | { readonly used: false; readonly why: string };

/** Why the mutants were not run, or what they showed. */
type MutateOutcome =
  /** `inPlace`: how the original, where it is, did on the same tests: passing there, the copy lacks something the hook reads. */
  | { readonly kind: 'baseline-failed'; readonly failures: readonly string[]; readonly inPlace: 'passed' | 'failed' }
  | { readonly kind: 'tests-cannot-fail'; readonly sanity: readonly SanityResult[] }
  | { readonly kind: 'done'; readonly file: MutationFile; readonly tests: readonly MutationTest[]; readonly sanity: readonly SanityResult[]; readonly host?: HostUse };

interface SanityResult {
  readonly name: string;
  readonly killedBy: string | null;
}

/** A mutant may take this many times the baseline's slowest run before it counts as a timeout. */
const TIMEOUT_FACTOR = 5;

const MIN_TIMEOUT_MS = 2000;

export async function runMutants(subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment): Promise<MutateOutcome> {
  const probes = subject.target.probes ?? [];
  const path = reportPath(subject, settings);
  const tests: MutationTest[] = [
    ...probes.map((probe) => ({ id: probeId(probe, path), name: probe.name, file: path })),
    ...(settings.testCommand === null ? [] : [{ id: TEST_COMMAND_ID, name: settings.testCommand }]),
  ];
  const ignoredBy = new Map(subject.ignored.map(({ mutation, reason }) => [toMutant(mutation, path, subject.language).id, reason]));
  const all = [...subject.mutations, ...subject.ignored.map(({ mutation }) => mutation)].map((mutation) => toMutant(mutation, path, subject.language));
  const mutants = settings.choose(all).map((mutant, index) => ({ ...mutant, ignored: ignoredBy.get(mutant.id) ?? null, slot: `m${index + 1}` }));
  // Nothing of this file was chosen (--since, --shard): there is nothing to judge, so no baseline either.
  if (mutants.length === 0) return { kind: 'done', file: { path, language: subject.language, source: subject.source, mutants: [] }, tests, sanity: [] };
  try {
    return await judgeChosen(mutants, subject, settings, environment, path, tests);
  } catch (error) {
    // Stopped (Ctrl-C) before any mutant could be judged: the baseline or the sanity mutants were cut.
    if (!(error instanceof RunInterrupted)) throw error;
    return {
      kind: 'done',
      file: { path, language: subject.language, source: subject.source, mutants: mutants.map(({ ignored: _ignored, slot: _slot, ...mutant }) => pending(mutant)) },
      tests,
      sanity: [],
    };
  }
}

/** A mutant the run was stopped before judging. */
function pending(mutant: Mutant): MutantResult {
  return { ...mutant, status: 'Pending', statusReason: 'not judged: the run was interrupted' };
}

/** The baseline, the sanity mutants, then every chosen mutant, and which probes reach each. */
async function judgeChosen(
  mutants: readonly ChosenMutant[],
  subject: MutateSubject,
  settings: MutateSettings,
  environment: MutateEnvironment,
  path: string,
  tests: MutationTest[],
): Promise<MutateOutcome> {
  const probes = subject.target.probes ?? [];
  const baselineStart = performance.now();
  const baselineCopy = copyOf('baseline', subject.source, subject, environment);
  const baseline = await runTests(baselineCopy, subject, settings, environment, null);
  const baselineMs = performance.now() - baselineStart;
  if (baseline.verdict.kind !== 'passed') {
    const original = await runTests({ path: subject.file, source: subject.source }, subject, settings, environment, null);
    return { kind: 'baseline-failed', failures: baseline.failures, inPlace: original.verdict.kind === 'passed' ? 'passed' : 'failed' };
  }
  const timeouts = { probeMs: Math.max(MIN_TIMEOUT_MS, TIMEOUT_FACTOR * baseline.slowestProbeMs), testMs: Math.max(10_000, TIMEOUT_FACTOR * baselineMs) };
  const hosting = await startHosting(baselineCopy, baseline.runs, subject, settings, environment);
  try {
    const answers = new Map(baseline.runs.map((run, index) => [probes[index]!.name, agentAction(run, baselineCopy.path)]));
    const outcome = await runChosen(mutants, { ...timeouts, answers }, subject, settings, environment, hosting, path, tests);
    if (outcome.kind !== 'done' || environment.stop?.aborted) return outcome;
    const reach = await probeReach(baselineCopy, subject, settings, environment);
    return reach === null ? outcome : { ...outcome, file: { ...outcome.file, mutants: await withReach(outcome.file.mutants, reach, subject) } };
  } finally {
    hosting?.pool?.close();
  }
}

/** The sanity mutants, then the chosen ones, each judged by `judgeVersion`. */
async function runChosen(
  mutants: readonly ChosenMutant[],
  timeouts: Timeouts & Answers,
  subject: MutateSubject,
  settings: MutateSettings,
  environment: MutateEnvironment,
  hosting: Hosting | null,
  path: string,
  tests: MutationTest[],
): Promise<MutateOutcome> {
  const host = hosting === null ? {} : { host: hosting.pool === null ? { used: false as const, why: hosting.why } : { used: true as const } };
  const sanity = await mapLimited(sanityMutants(subject.source, subject.language), 2, async (mutant) => {
    const run = await judgeVersion(copyOf(`sanity-${mutant.name.replaceAll(' ', '-')}`, mutant.source, subject, environment), subject, settings, environment, timeouts, hosting);
    return { name: mutant.name, killedBy: run.verdict.kind === 'passed' ? null : run.verdict.test };
  });
  if (sanity.every((result) => result.killedBy === null)) return { kind: 'tests-cannot-fail', sanity };
  // Every copy is written first, so that one interpreter start checks the syntax of them all.
  const copies = new Map(mutants.filter(({ ignored }) => ignored === null).map(({ slot, ...mutant }) => [slot, writeCopy(mutant, slot, subject, environment)]));
  // In a host first: a mutant killed there by an answer is settled, and needs no syntax check (node loaded it).
  const settled = hosting?.pool ? await settleInHost(hosting, mutants, copies, subject, settings, environment, timeouts) : new Map<string, MutantResult>();
  const written = [...copies].flatMap(([slot, copy]) => ('path' in copy && !settled.has(slot) ? [copy.path] : []));
  const complaints =
    written.length === 0
      ? new Map<string, string>()
      : await environment.checkSyntax(subject.language, written, { PATH: environment.callerEnv['PATH'] ?? '/usr/bin:/bin' }).catch((error: Error) => error);
  // A mutant no host settled: ignored, not written, not compiled, or run as processes.
  const judge = async ({ ignored, slot, ...mutant }: ChosenMutant): Promise<MutantResult> => {
    if (ignored !== null) return { ...mutant, status: 'Ignored', statusReason: ignored };
    if (environment.stop?.aborted) return pending(mutant);
    const copy = copies.get(slot)!;
    if ('error' in copy) return { ...mutant, status: 'RuntimeError', statusReason: copy.error, durationMs: 0 };
    // Without the check no mutant can be judged: a broken one would pass for a kill.
    if (complaints instanceof Error) return { ...mutant, status: 'RuntimeError', statusReason: complaints.message, durationMs: 0 };
    const complaint = complaints.get(copy.path);
    if (complaint !== undefined) return { ...mutant, status: 'CompileError', statusReason: complaint, durationMs: 0 };
    return runMutant(mutant, copy, settings, subject, environment, timeouts);
  };
  const results = await mapLimited(mutants, settings.run.jobs, async (chosen) => {
    // One a host settled was told of there.
    const inHost = settled.get(chosen.slot);
    if (inHost !== undefined) return inHost;
    const result = await judge(chosen);
    environment.onMutantDone?.(result);
    return result;
  });
  results.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  return { kind: 'done', file: { path, language: subject.language, source: subject.source, mutants: results }, tests, sanity, ...host };
}

/** The mutant's copy of the hook, or why it could not be written (a RuntimeError, never a score). */
function writeCopy(mutant: Mutant, slot: string, subject: MutateSubject, environment: MutateEnvironment): HookCopy | { readonly error: string } {
  try {
    return copyOf(slot, applyMutation(subject.source, mutant), subject, environment);
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function runMutant(mutant: Mutant, copy: HookCopy, settings: MutateSettings, subject: MutateSubject, environment: MutateEnvironment, timeouts: Timeouts & Answers): Promise<MutantResult> {
  const started = performance.now();
  try {
    const probes = orderProbes(subject.target.probes ?? [], subject.source, mutant);
    const { verdict, runs } = await runTests(copy, subject, settings, environment, timeouts, probes);
    const durationMs = performance.now() - started;
    if (verdict.kind === 'passed') return { ...mutant, status: 'Survived', statusReason: howItSurvived(probes, runs, copy, timeouts.answers, settings.testCommand), durationMs };
    return { ...mutant, status: verdict.kind === 'timed-out' ? 'Timeout' : 'Killed', statusReason: verdict.why, killedBy: [verdict.test], durationMs };
  } catch (error) {
    if (error instanceof RunInterrupted) return pending(mutant);
    return { ...mutant, status: 'RuntimeError', statusReason: (error as Error).message, durationMs: performance.now() - started };
  }
}

/** Stable: the same change to the same file has the same id in every run and every shard. */
export function toMutant(mutation: Mutation, file: string, language: Language): Mutant {
  const id = createHash('sha256').update(`${file}\0${mutation.start}\0${mutation.end}\0${mutation.mutatorName}\0${mutation.replacement}`).digest('hex').slice(0, 12);
  return { ...mutation, id, file, language };
}
