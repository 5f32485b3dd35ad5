/**
 * One version of a hook against its tests: the probes one at a time (stopping at the first failure
 * for a mutant), then the user's --test command in a copy of the project. The shapes every part of
 * a mutation run shares (subject, settings, environment, copies) are here too.
 */
import { relative } from 'node:path';
import type { CaseResult, HookTarget, TestCase } from '../model/run/hook-report.js';
import type { Probe, ProbeResult } from '../model/run/probe-report.js';
import { executeCase } from '../engine/execute-case.js';
import type { EngineEnvironment } from '../engine/run-target.js';
import { runProbes } from '../engine/run-probes.js';
import type { RunSettings } from '../engine/settings.js';
import type { HookCommand } from '../runner/hook-command.js';
import type { HookHostPool, HostContainment } from '../runner/hook-host.js';
import type { LineTracer } from '../runner/line-trace.js';
import type { Language, Mutant, MutantResult, Mutation } from '../model/mutation.js';

/** A file to mutate and its mutations: a hook's, or the script a heartbeat runs. */
export interface MutatedFile {
  /** The file to mutate (absolute). */
  readonly file: string;
  readonly language: Language;
  readonly source: string;
  readonly mutations: readonly Mutation[];
  /** Mutations a `hookcheck-disable-next-line` comment turned off. */
  readonly ignored: readonly { readonly mutation: Mutation; readonly reason: string }[];
}

export interface MutateSubject extends MutatedFile {
  readonly target: HookTarget;
  readonly mode: number;
}

export interface MutateSettings {
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
  readonly nodeHosts?: (nodeBin: string, jobs: number, contained?: HostContainment) => HookHostPool;
  /** Python hosts for Python hooks, started with `pythonBin`, which the hook's command names `argv0`; absent, every run is a process. */
  readonly pythonHosts?: (pythonBin: string, argv0: string, jobs: number, contained?: HostContainment) => HookHostPool;
  /** Makes a run report the hook's lines reached (probe-reach.ts); absent, every probe is taken to reach every mutant. */
  readonly traceLines?: LineTracer;
  /** Told of each chosen mutant once it is judged, whatever its status (the CLI's progress). */
  readonly onMutantDone?: (result: MutantResult) => void;
}

/** A test verdict on one version of the hook. */
export type Verdict = { readonly kind: 'passed' } | { readonly kind: 'failed' | 'timed-out'; readonly test: string; readonly why: string };

export const TEST_COMMAND_ID = 'test-command';

export interface ChosenMutant extends Mutant {
  readonly ignored: string | null;
  readonly slot: string;
}

export interface Timeouts {
  readonly probeMs: number;
  readonly testMs: number;
}

export interface TestsRun {
  readonly verdict: Verdict;
  /** Every failure, for the baseline's message. */
  readonly failures: string[];
  readonly slowestProbeMs: number;
  /** Each probe's run, in the order they ran. */
  readonly runs: readonly CaseResult[];
}

/** One version of the hook, written next to the others: its own folder, the original's name. */
export interface HookCopy {
  readonly path: string;
  readonly source: string;
}

export function copyOf(slot: string, source: string, subject: MutateSubject, environment: MutateEnvironment): HookCopy {
  return { path: environment.writeMutantCopy(environment.mutantsRoot, slot, subject.file, source, subject.mode), source };
}

/**
 * Runs the probes one at a time against a copy of the hook, then the test command; a mutant stops
 * at its first failure (`timeouts` set), the baseline runs everything to say all that fails.
 */
export async function runTests(
  copy: HookCopy,
  subject: MutateSubject,
  settings: MutateSettings,
  environment: MutateEnvironment,
  timeouts: Timeouts | null,
  probes: readonly Probe[] = subject.target.probes ?? [],
): Promise<TestsRun> {
  const failures: string[] = [];
  const runs: CaseResult[] = [];
  let first: Verdict | null = null;
  let slowestProbeMs = 0;
  const target: HookTarget = {
    ...subject.target,
    command: swapFile(subject.target.command, subject.file, copy.path),
    ...(timeouts ? { timeoutMs: Math.min(subject.target.timeoutMs, timeouts.probeMs) } : {}),
  };
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
export async function runTestCommand(command: string, original: string, source: string, settings: MutateSettings, environment: MutateEnvironment, timeouts: Timeouts | null): Promise<Verdict> {
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
export function swapFile(command: HookCommand, original: string, copy: string): HookCommand {
  if (command.form === 'shell') return { form: 'shell', script: command.script.replaceAll(original, copy) };
  return { form: 'exec', file: command.file === original ? copy : command.file, args: command.args.map((arg) => (arg === original ? copy : arg)) };
}

/**
 * Unique in the whole report: two hooks may each have a probe named "rm -rf /" (init writes the
 * same templates for every Bash guard), and a test id names one test.
 */
export function probeId(probe: Probe, path: string): string {
  return `${path}: probe: ${probe.name}`;
}

/** The hook file as the report names it: relative to the project. */
export function reportPath(subject: MutateSubject, settings: MutateSettings): string {
  return relative(settings.projectDir, subject.file) || subject.file;
}
