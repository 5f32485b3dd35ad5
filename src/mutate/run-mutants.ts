/**
 * The mutation run of one hook file: the unmutated hook must pass its tests (probes and/or the
 * user's --test command); two sanity mutants (one that blocks everything, one that does nothing)
 * must not both survive, or the tests could not fail at all; then each mutant runs in its own copy,
 * stopping at its first kill, the probes most likely to kill it first (probe-order.ts). Returns
 * data; the CLI decides what it means.
 */
import { createHash } from 'node:crypto';
import { dirname, relative } from 'node:path';
import type { CaseResult, HookTarget, TestCase } from '../engine/types.js';
import type { Probe, ProbeResult } from '../engine/probes/probe.js';
import { mapLimited } from '../map-limited.js';
import { executeCase } from '../engine/execute-case.js';
import { RunInterrupted } from '../engine/interrupted.js';
import type { EngineEnvironment } from '../engine/run-target.js';
import { runProbes } from '../engine/run-probes.js';
import type { RunSettings } from '../engine/settings.js';
import type { HookCommand } from '../runner/hook-command.js';
import { SAME_ANSWERS, type Language, type Mutant, type MutantResult, type MutationFile, type MutationTest, type Mutation } from './types.js';
import { applyMutation } from './find-mutations.js';
import { orderProbes } from './probe-order.js';
import { sanityMutants } from './sanity-mutants.js';
import { disagreement, hostedRunHook, HostUnsure, type HostedTrace } from './hosted-mutants.js';
import type { NodeHostPool } from '../runner/node-host/node-host.js';
import { hostedCommand } from '../runner/node-host/hosted-command.js';
import { reachedLines, type LineTracer } from '../runner/line-trace.js';
import { statementLines, testsReaching, type ReachByTest } from './probe-reach.js';

export interface MutateSubject {
  readonly target: HookTarget;
  /** The hook file to mutate (absolute). */
  readonly file: string;
  readonly language: Language;
  readonly source: string;
  readonly mode: number;
  readonly mutations: readonly Mutation[];
  /** Mutations a `hookcheck-disable-next-line` comment turned off. */
  readonly ignored: readonly { readonly mutation: Mutation; readonly reason: string }[];
}

interface MutateSettings {
  readonly run: RunSettings;
  readonly projectDir: string;
  /** The user's own suite, run in a copy of the project: exit 0 means the mutant survived. */
  readonly testCommand: string | null;
  /** The mutants to run, of all those found (--since, --shard). */
  readonly choose: (mutants: readonly Mutant[]) => readonly Mutant[];
}

export interface MutateEnvironment extends EngineEnvironment {
  readonly mutantsRoot: string;
  readonly writeMutantCopy: (root: string, slot: string, original: string, source: string, mode: number) => string;
  readonly writeProjectCopy: (project: string, to: string, file: string, source: string) => void;
  /** The interpreter's complaint about each copy that does not parse, all copies of a file in one start. */
  readonly checkSyntax: (language: Language, paths: readonly string[], env: Readonly<Record<string, string>>) => Promise<ReadonlyMap<string, string>>;
  /** Node hosts for JavaScript hooks (hosted-mutants.ts); absent, every run is a process of its own. */
  readonly nodeHosts?: (nodeBin: string, jobs: number) => NodeHostPool;
  /** Makes a run report the hook's lines reached (probe-reach.ts); absent, every probe is taken to reach every mutant. */
  readonly traceLines?: LineTracer;
  /** Told of each chosen mutant once it is judged, whatever its status (the CLI's progress). */
  readonly onMutantDone?: (result: MutantResult) => void;
}

/** Whether the mutants ran in node hosts, and why not when they could not. */
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

/** A test verdict on one version of the hook. */
type Verdict = { readonly kind: 'passed' } | { readonly kind: 'failed' | 'timed-out'; readonly test: string; readonly why: string };

const TEST_COMMAND_ID = 'test-command';
/** A mutant may take this many times the baseline's slowest run before it counts as a timeout. */
const TIMEOUT_FACTOR = 5;
const MIN_TIMEOUT_MS = 2000;

export async function runMutants(subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment): Promise<MutateOutcome> {
  const probes = subject.target.probes ?? [];
  const path = reportPath(subject, settings);
  const tests: MutationTest[] = [...probes.map((probe) => ({ id: probeId(probe, path), name: probe.name, file: path })), ...(settings.testCommand === null ? [] : [{ id: TEST_COMMAND_ID, name: settings.testCommand }])];
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
    return { kind: 'done', file: { path, language: subject.language, source: subject.source, mutants: mutants.map(({ ignored: _ignored, slot: _slot, ...mutant }) => pending(mutant)) }, tests, sanity: [] };
  }
}

/** A mutant the run was stopped before judging. */
function pending(mutant: Mutant): MutantResult {
  return { ...mutant, status: 'Pending', statusReason: 'not judged: the run was interrupted' };
}

/** The baseline, the sanity mutants, then every chosen mutant, and which probes reach each. */
async function judgeChosen(mutants: readonly ChosenMutant[], subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment, path: string, tests: MutationTest[]): Promise<MutateOutcome> {
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

/**
 * Each probe run once more on the unmutated hook with its lines traced; null when no trace applies
 * (a language without a tracer, no probes). The user's --test command is not traced: it reaches everything.
 */
async function probeReach(copy: HookCopy, subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment): Promise<ReachByTest | null> {
  const probes = subject.target.probes ?? [];
  // The variables the tracer extends, as the hook gets them: its own, or the caller's when it inherits them.
  const given = { ...(settings.run.inheritEnv ? environment.callerEnv : {}), ...subject.target.env };
  const traced = environment.traceLines?.(subject.language, copy.path, given);
  if (traced == null || probes.length === 0) return null;
  const tracedSubject = { ...subject, target: { ...subject.target, env: { ...subject.target.env, ...traced } } };
  const runs = await runTests(copy, tracedSubject, { ...settings, testCommand: null }, environment, null).then(
    (run) => run.runs,
    (error: unknown) => {
      // Stopped while tracing: the mutants are judged, only which probes reach them is not known.
      if (error instanceof RunInterrupted) return null;
      throw error;
    },
  );
  if (runs === null) return null;
  const path = reportPath(subject, settings);
  const reach = new Map<string, ReadonlySet<number> | null>(probes.map((probe, index) => [probeId(probe, path), reachedLines(runs[index]!.outcome.stderr, runs[index]!.outcome.stderrTruncated, copy.path, ours(copy.path))]));
  if (settings.testCommand !== null) reach.set(TEST_COMMAND_ID, null);
  // No trace from any probe: the tracer did not take (a wrapper, an interpreter flag), so it says nothing.
  return [...reach.values()].every((lines) => lines === null) ? null : reach;
}

/** The traced file, as bash names it: the path it was started by, or its name when started by a relative one. */
function ours(copyPath: string): (path: string) => boolean {
  const name = copyPath.slice(copyPath.lastIndexOf('/') + 1);
  return (path) => path === copyPath || (!path.startsWith('/') && (path === name || path.endsWith(`/${name}`)));
}

/**
 * Each judged mutant with the probes that reach it; one that survived and no probe reaches is
 * NoCoverage. A kill by a probe the trace says did not reach the mutant means the trace missed
 * lines: then no mutant of the file gets any, rather than a wrong list.
 */
async function withReach(results: readonly MutantResult[], reach: ReachByTest, subject: MutateSubject): Promise<MutantResult[]> {
  const spans = await statementLines(subject.source, subject.language, results);
  const reaching = results.map((_, index) => testsReaching(reach, spans[index]!));
  const contradicted = results.some((result, index) => (result.killedBy ?? []).some((test) => !reaching[index]!.includes(test)));
  if (contradicted) return [...results];
  return results.map((result, index) => {
    if (result.status !== 'Killed' && result.status !== 'Survived' && result.status !== 'Timeout') return result;
    const coveredBy = reaching[index]!;
    return { ...result, coveredBy, ...(result.status === 'Survived' && coveredBy.length === 0 ? { status: 'NoCoverage' as const } : {}) };
  });
}

interface ChosenMutant extends Mutant {
  readonly ignored: string | null;
  readonly slot: string;
}

/** The sanity mutants, then the chosen ones, each judged by `judgeVersion`. */
async function runChosen(mutants: readonly ChosenMutant[], timeouts: Timeouts & Answers, subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment, hosting: Hosting | null, path: string, tests: MutationTest[]): Promise<MutateOutcome> {
  const host = hosting === null ? {} : { host: hosting.pool === null ? { used: false as const, why: hosting.why } : { used: true as const } };
  const sanity = await mapLimited(sanityMutants(subject.source, subject.language), 2, async (mutant) => {
    const run = await judgeVersion(copyOf(`sanity-${mutant.name.replaceAll(' ', '-')}`, mutant.source, subject, environment), subject, settings, environment, timeouts, hosting);
    return { name: mutant.name, killedBy: run.verdict.kind === 'passed' ? null : run.verdict.test };
  });
  if (sanity.every((result) => result.killedBy === null)) return { kind: 'tests-cannot-fail', sanity };
  // Every copy is written first, so that one interpreter start checks the syntax of them all.
  const copies = new Map(mutants.filter(({ ignored }) => ignored === null).map(({ slot, ...mutant }) => [slot, writeCopy(mutant, slot, subject, environment)]));
  // In a host first: a mutant killed there by an answer is settled, and needs no syntax check (node loaded it).
  const settled = hosting?.pool ? await settleInHost(hosting.pool, mutants, copies, subject, settings, environment, timeouts) : new Map<string, MutantResult>();
  const written = [...copies].flatMap(([slot, copy]) => ('path' in copy && !settled.has(slot) ? [copy.path] : []));
  const complaints = written.length === 0 ? new Map<string, string>() : await environment.checkSyntax(subject.language, written, { PATH: environment.callerEnv['PATH'] ?? '/usr/bin:/bin' }).catch((error: Error) => error);
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

/** The mutants a host settles: those it kills by an answer (hosted-mutants.ts); the rest run as processes. */
async function settleInHost(pool: NodeHostPool, mutants: readonly ChosenMutant[], copies: ReadonlyMap<string, HookCopy | { readonly error: string }>, subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment, timeouts: Timeouts): Promise<Map<string, MutantResult>> {
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

/** The node hosts of a file (pool null: the mutants run as processes, for `why`). */
type Hosting = { readonly pool: NodeHostPool; readonly why?: undefined } | { readonly pool: null; readonly why: string };

/** Relative imports: modules of the hook's own, which one host would keep between runs (a process starts them fresh). */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]\.{1,2}\//;

/**
 * Node hosts for a JavaScript hook whose unmutated version answers every probe in a host exactly
 * as it did as processes; null where hosts do not apply (not JavaScript, no probes, none offered).
 */
async function startHosting(baselineCopy: HookCopy, asProcesses: readonly CaseResult[], subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment): Promise<Hosting | null> {
  if (environment.nodeHosts === undefined || subject.language !== 'javascript' || (subject.target.probes ?? []).length === 0) return null;
  if (settings.run.sandbox?.kind === 'bwrap') return { pool: null, why: 'the sandbox contains each run as a process of its own (--sandbox none runs them in node hosts)' };
  if (RELATIVE_IMPORT.test(subject.source)) return { pool: null, why: 'it imports modules of its own, which a host would keep from one run to the next' };
  const command = hostedCommand(subject.target.command, subject.file, subject.source.split('\n', 1)[0] ?? '', environment.callerEnv['PATH'] ?? '/usr/bin:/bin');
  if ('why' in command) return { pool: null, why: command.why };
  const pool = environment.nodeHosts(command.nodeBin, settings.run.jobs);
  const trace: HostedTrace = { crashed: [] };
  let why: string | null;
  try {
    const inHost = await runTests(baselineCopy, subject, { ...settings, testCommand: null }, { ...environment, runHook: hostedRunHook(pool, baselineCopy.path, trace) }, null);
    why = disagreement(asProcesses, inHost.runs, trace.crashed);
  } catch (error) {
    if (!(error instanceof HostUnsure)) throw error;
    why = `the unmutated hook needs a process of its own: ${error.message}`;
  }
  if (why === null) return { pool };
  pool.close();
  return { pool: null, why };
}

/** The verdict of one version of the hook: a kill in the host when there is one, else as processes. */
async function judgeVersion(copy: HookCopy, subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment, timeouts: Timeouts, hosting: Hosting | null): Promise<TestsRun> {
  const killed = hosting?.pool ? await killInHost(hosting.pool, copy, subject, settings, environment, timeouts) : null;
  return killed ?? runTests(copy, subject, settings, environment, timeouts);
}

/** The probes' run in a host, when it ended in a kill by an answer (the only verdict a host gives); null otherwise. */
async function killInHost(pool: NodeHostPool, copy: HookCopy, subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment, timeouts: Timeouts, probes?: readonly Probe[]): Promise<TestsRun | null> {
  const trace: HostedTrace = { crashed: [] };
  try {
    const run = await runTests(copy, subject, { ...settings, testCommand: null }, { ...environment, runHook: hostedRunHook(pool, copy.path, trace) }, timeouts, probes);
    return run.verdict.kind === 'failed' && trace.crashed.at(-1) === false ? run : null;
  } catch (error) {
    if (error instanceof HostUnsure) return null;
    throw error;
  }
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

interface Timeouts {
  readonly probeMs: number;
  readonly testMs: number;
}

/** What the agent does with the unmutated hook's answer to each probe, by probe name (agentAction). */
interface Answers {
  readonly answers: ReadonlyMap<string, string>;
}

/** What the agent does with a run's answer (the oracle's effect), the copy's own folder named alike in every copy. */
function agentAction(run: CaseResult, copyPath: string): string {
  const { notes: _notes, ...action } = run.effect;
  return JSON.stringify(action).replaceAll(dirname(copyPath), '<hook folder>');
}

/**
 * Why a survivor survived, in the report's words: the agent would have acted alike on every probe
 * (SAME_ANSWERS: an equivalent mutant, or one no probe feeds the input where it differs), or it
 * acted otherwise on a probe whose expectation let that through.
 */
function howItSurvived(probes: readonly Probe[], runs: readonly CaseResult[], copy: HookCopy, answers: ReadonlyMap<string, string>, testCommand: string | null): string | undefined {
  if (probes.length === 0) return undefined;
  const changed = probes.find((probe, index) => runs[index] !== undefined && agentAction(runs[index]!, copy.path) !== answers.get(probe.name));
  if (changed === undefined) return testCommand === null ? SAME_ANSWERS : `${SAME_ANSWERS}; --test passed too`;
  const before = JSON.parse(answers.get(changed.name) ?? '{}') as { kind?: string };
  const after = runs[probes.indexOf(changed)]!.effect.kind;
  return `the agent would act otherwise on probe "${changed.name}" (${before.kind === after ? `${after}, other text` : `${before.kind ?? '?'} became ${after}`}), and its expectation allows that`;
}

interface TestsRun {
  readonly verdict: Verdict;
  /** Every failure, for the baseline's message. */
  readonly failures: string[];
  readonly slowestProbeMs: number;
  /** Each probe's run, in the order they ran. */
  readonly runs: readonly CaseResult[];
}

/** One version of the hook, written next to the others: its own folder, the original's name. */
interface HookCopy {
  readonly path: string;
  readonly source: string;
}

function copyOf(slot: string, source: string, subject: MutateSubject, environment: MutateEnvironment): HookCopy {
  return { path: environment.writeMutantCopy(environment.mutantsRoot, slot, subject.file, source, subject.mode), source };
}

/**
 * Runs the probes one at a time against a copy of the hook, then the test command; a mutant stops
 * at its first failure (`timeouts` set), the baseline runs everything to say all that fails.
 */
async function runTests(copy: HookCopy, subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment, timeouts: Timeouts | null, probes: readonly Probe[] = subject.target.probes ?? []): Promise<TestsRun> {
  const failures: string[] = [];
  const runs: CaseResult[] = [];
  let first: Verdict | null = null;
  let slowestProbeMs = 0;
  const target: HookTarget = { ...subject.target, command: swapFile(subject.target.command, subject.file, copy.path), ...(timeouts ? { timeoutMs: Math.min(subject.target.timeoutMs, timeouts.probeMs) } : {}) };
  for (const probe of probes) {
    const phase = await runProbes({ ...target, probes: [probe] }, settings.run, environment);
    const [result] = phase.report.results as [ProbeResult];
    const [run] = phase.results as [CaseResult];
    runs.push(run);
    slowestProbeMs = Math.max(slowestProbeMs, run.outcome.durationMs);
    if (result.passed) continue;
    const verdict: Verdict = { kind: run.outcome.kind === 'timed-out' ? 'timed-out' : 'failed', test: probeId(probe, reportPath(subject, settings)), why: result.failures.join('; ') };
    failures.push(`probe "${probe.name}": ${verdict.why}`);
    first ??= verdict;
    if (timeouts !== null) return { verdict, failures, slowestProbeMs, runs };
  }
  if (settings.testCommand !== null && (first === null || timeouts === null)) {
    const verdict = await runTestCommand(settings.testCommand, subject.file, copy.source, settings, environment, timeouts);
    if (verdict.kind !== 'passed') failures.push(`--test "${settings.testCommand}": ${verdict.why}`);
    first ??= verdict.kind === 'passed' ? null : verdict;
  }
  return { verdict: first ?? { kind: 'passed' }, failures, slowestProbeMs, runs };
}

/** The user's suite in a fresh scratch project holding a copy of the repository with the mutant in it. */
async function runTestCommand(command: string, original: string, source: string, settings: MutateSettings, environment: MutateEnvironment, timeouts: Timeouts | null): Promise<Verdict> {
  const scratch = await environment.createScratchArea();
  try {
    environment.writeProjectCopy(settings.projectDir, scratch.projectDir, original, source);
    const target: HookTarget = { command: { form: 'shell', script: command }, events: ['PreToolUse'], timeoutMs: timeouts?.testMs ?? 600_000, eventsFrom: '--test' };
    const testCase: TestCase = { id: TEST_COMMAND_ID, kind: 'probe', event: 'PreToolUse', label: '--test', stdin: '' };
    const { outcome } = await executeCase(testCase, target, settings.run, scratch, environment);
    if (outcome.kind === 'exited' && outcome.exitCode === 0) return { kind: 'passed' };
    const tail = `${outcome.stdout}\n${outcome.stderr}`.trim().split('\n').slice(-2).join(' ');
    const how = outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind === 'killed' ? `killed by ${outcome.signal}` : outcome.kind;
    return { kind: outcome.kind === 'timed-out' ? 'timed-out' : 'failed', test: TEST_COMMAND_ID, why: `${how}${tail ? `: ${tail}` : ''}` };
  } finally {
    await scratch.remove();
  }
}

/** The hook's command with the original file replaced by the copy (as the program, or as an argument). */
function swapFile(command: HookCommand, original: string, copy: string): HookCommand {
  if (command.form === 'shell') return { form: 'shell', script: command.script.replaceAll(original, copy) };
  return { form: 'exec', file: command.file === original ? copy : command.file, args: command.args.map((arg) => (arg === original ? copy : arg)) };
}

/**
 * Unique in the whole report: two hooks may each have a probe named "rm -rf /" (init writes the
 * same templates for every Bash guard), and a test id names one test.
 */
function probeId(probe: Probe, path: string): string {
  return `${path}: probe: ${probe.name}`;
}

/** The hook file as the report names it: relative to the project. */
function reportPath(subject: MutateSubject, settings: MutateSettings): string {
  return relative(settings.projectDir, subject.file) || subject.file;
}

/** Stable: the same change to the same file has the same id in every run and every shard. */
export function toMutant(mutation: Mutation, file: string, language: Language): Mutant {
  const id = createHash('sha256').update(`${file}\0${mutation.start}\0${mutation.end}\0${mutation.mutatorName}\0${mutation.replacement}`).digest('hex').slice(0, 12);
  return { ...mutation, id, file, language };
}
