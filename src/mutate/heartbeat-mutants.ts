/**
 * The mutation run of one heartbeat script, its scenarios (HEARTBEATS.md) as the tests. The
 * unmutated script's run says which scenarios pass: only those can kill a mutant, and a traced run
 * of them says which lines each reaches. The two sanity mutants must not both survive, or no
 * scenario could fail. Then each mutant runs in a copy of the heartbeat's folder, on the passing
 * scenarios that reach it, stopping at the first that no longer passes (killed). One that all of
 * them still pass survived: a guard no scenario can make fail. Returns data; the CLI decides.
 */
import { basename, join, relative } from 'node:path';
import type { ClockCheck } from '../heartbeat/clock-check.js';
import type { HeartbeatSpec } from '../heartbeat/declaration.js';
import type { Controls, HeartbeatReport, ScenarioReport } from '../heartbeat/run-heartbeat.js';
import type { ScenarioId } from '../heartbeat/scenarios/scenario.js';
import { mapLimited } from '../util/map-limited.js';
import type { Language, Mutant, MutantResult, MutationFile, MutationTest } from '../model/mutation.js';
import { applyMutation } from './find-mutations.js';
import { scenarioReach, type RunHeartbeat, type ScenarioReach } from './heartbeat-reach.js';
import { statementLines } from './probe-reach.js';
import { toMutant } from './run-mutants.js';
import type { MutatedFile } from './run-tests.js';
import { sanityMutants } from './sanity-mutants.js';

/** `file`: the script its `run` starts (absolute, inside `spec.projectDir`). */
export interface HeartbeatMutateSubject extends MutatedFile {
  readonly spec: HeartbeatSpec;
  /** How the report names it (relative to the project). */
  readonly path: string;
}

export interface HeartbeatMutateEnvironment {
  readonly runHeartbeat: RunHeartbeat;
  readonly mutantsRoot: string;
  readonly writeProjectCopy: (project: string, to: string, file: string, source: string) => void;
  readonly writeSourceCopies: (root: string, name: string, sources: readonly string[]) => string[];
  readonly removeCopy: (path: string) => void;
  /** The interpreter's complaint about each file that does not parse, all in one start. */
  readonly checkSyntax: (language: Language, paths: readonly string[]) => Promise<ReadonlyMap<string, string>>;
  readonly jobs: number;
  /** The mutants to run, of all those found (--since, --shard). */
  readonly choose: (mutants: readonly Mutant[]) => readonly Mutant[];
  readonly stop?: AbortSignal;
  readonly onMutantDone?: (result: MutantResult) => void;
}

interface SanityResult {
  readonly name: string;
  readonly killedBy: string | null;
}

export type HeartbeatMutateOutcome =
  | { readonly kind: 'nothing-passes'; readonly baseline: HeartbeatReport }
  | { readonly kind: 'tests-cannot-fail'; readonly sanity: readonly SanityResult[] }
  | {
      readonly kind: 'done';
      readonly file: MutationFile;
      readonly tests: readonly MutationTest[];
      readonly sanity: readonly SanityResult[];
      /** Scenarios that do not pass on the unmutated script, so cannot be tests. */
      readonly unused: readonly ScenarioReport[];
    };

/** The controls (busy: no action; idle: the action called), a test beside the scenarios. */
export const CONTROLS = 'controls' as const;
type TestKey = ScenarioId | typeof CONTROLS;

export async function runHeartbeatMutants(subject: HeartbeatMutateSubject, environment: HeartbeatMutateEnvironment): Promise<HeartbeatMutateOutcome> {
  const { spec } = subject;
  const all = [...subject.mutations, ...subject.ignored.map(({ mutation }) => mutation)].map((mutation) => toMutant(mutation, subject.path, subject.language));
  const chosen = environment.choose(all);
  const empty = { kind: 'done' as const, file: { path: subject.path, language: subject.language, source: subject.source, mutants: [] }, tests: [], sanity: [], unused: [] };
  if (chosen.length === 0) return empty;
  const baseline = await environment.runHeartbeat(spec, {});
  const passing = baseline.scenarios.filter((scenario) => scenario.status === 'pass').map((scenario) => scenario.id);
  if (passing.length === 0) return { kind: 'nothing-passes', baseline };
  // The controls are a test where they saw the action: a mutant that then acts while busy, or never, breaks them.
  const keys: TestKey[] = [...(baseline.controls?.actionSeen === true ? [CONTROLS] : []), ...passing];
  const tests = keys.map((key) => ({
    id: testId(spec, key),
    name: key === CONTROLS ? 'controls: busy, no action; idle, the action called' : `${key} ${baseline.scenarios.find((scenario) => scenario.id === key)!.title}`,
    file: subject.path,
  }));
  const unused = baseline.scenarios.filter((scenario) => scenario.status === 'fail' || scenario.status === 'no-evidence');
  const judge = judgeIn(subject, keys, baseline.clock, environment);
  const sanity = await mapLimited(sanityMutants(subject.source, subject.language), 2, async (mutant) => {
    const broken = await judge(`sanity-${mutant.name.replaceAll(' ', '-')}`, mutant.source, keys);
    return { name: mutant.name, killedBy: broken === null ? null : testId(spec, broken.test) };
  });
  if (sanity.every((result) => result.killedBy === null)) return { kind: 'tests-cannot-fail', sanity };
  const reach = await withCopy(environment, subject, 'reach', subject.source, (copy) =>
    scenarioReach(spec, copy, relative(spec.projectDir, subject.file), subject.language, passing, baseline.clock, environment.runHeartbeat),
  );
  const ignoredBy = new Map(subject.ignored.map(({ mutation, reason }) => [toMutant(mutation, subject.path, subject.language).id, reason]));
  const spans = await statementLines(subject.source, subject.language, chosen);
  const complaints = await syntaxComplaints(chosen, subject, environment);
  const results = await mapLimited([...chosen.entries()], environment.jobs, async ([index, mutant]) => {
    const plan = { ignored: ignoredBy.get(mutant.id) ?? null, complaint: complaints.get(mutant.id) ?? null, reaching: reachingTests(reach, keys, spans[index]!), slot: `m${index + 1}` };
    const result = await judgeMutant(mutant, plan, subject, judge, environment);
    environment.onMutantDone?.(result);
    return result;
  });
  return { kind: 'done', file: { ...empty.file, mutants: results }, tests, sanity, unused };
}

interface MutantPlan {
  readonly ignored: string | null;
  readonly complaint: string | null;
  readonly reaching: readonly TestKey[];
  readonly slot: string;
}

/** The first test a version of the script no longer passes, and how; null: it passes them all. */
type Judge = (slot: string, source: string, tests: readonly TestKey[]) => Promise<{ readonly test: TestKey; readonly why: string } | null>;

async function judgeMutant(mutant: Mutant, plan: MutantPlan, subject: HeartbeatMutateSubject, judge: Judge, environment: HeartbeatMutateEnvironment): Promise<MutantResult> {
  const { spec } = subject;
  if (plan.ignored !== null) return { ...mutant, status: 'Ignored', statusReason: plan.ignored };
  if (environment.stop?.aborted) return { ...mutant, status: 'Pending', statusReason: 'not judged: the run was interrupted' };
  if (plan.complaint !== null) return { ...mutant, status: 'CompileError', statusReason: plan.complaint, durationMs: 0 };
  const coveredBy = plan.reaching.map((key) => testId(spec, key));
  if (plan.reaching.length === 0) return { ...mutant, status: 'NoCoverage', statusReason: `no passing scenario, nor the controls, reaches line ${mutant.location.start.line}`, coveredBy };
  const started = performance.now();
  try {
    const broken = await judge(plan.slot, applyMutation(subject.source, mutant), plan.reaching);
    const durationMs = performance.now() - started;
    if (broken === null)
      return { ...mutant, status: 'Survived', statusReason: `everything that reaches it still passes (${plan.reaching.join(', ')}): no scenario can make this guard fail`, coveredBy, durationMs };
    return { ...mutant, status: 'Killed', statusReason: broken.why, killedBy: [testId(spec, broken.test)], coveredBy, durationMs };
  } catch (error) {
    return { ...mutant, status: 'RuntimeError', statusReason: (error as Error).message, durationMs: performance.now() - started };
  }
}

/**
 * Runs a version of the script in a copy of the heartbeat's folder: the controls (they always run
 * where a dependency and an action are declared), then the scenarios asked for, stopping at the
 * first test of `keys` it no longer passes. H2 always runs (it finds the state's counters): it
 * counts wherever it is a test.
 */
function judgeIn(subject: HeartbeatMutateSubject, keys: readonly TestKey[], clock: ClockCheck, environment: HeartbeatMutateEnvironment): Judge {
  const tests = new Set(keys);
  return (slot, source, asked) =>
    withCopy(environment, subject, slot, source, async (copy) => {
      const scenarios = asked.filter((key): key is ScenarioId => key !== CONTROLS);
      const counts = (scenario: ScenarioReport) => (scenarios.includes(scenario.id) || scenario.id === 'H2') && tests.has(scenario.id);
      const controlsBroken = (controls: Controls) => tests.has(CONTROLS) && !controls.actionSeen;
      const report = await environment.runHeartbeat(
        { ...subject.spec, projectDir: copy },
        { only: scenarios, clock, stopAfterControls: controlsBroken, stopAfter: (scenario) => counts(scenario) && scenario.status !== 'pass' },
      );
      if (report.controls !== null && controlsBroken(report.controls)) return { test: CONTROLS, why: `controls: ${report.controls.detail}` };
      const broken = report.scenarios.find((scenario) => counts(scenario) && scenario.status !== 'pass');
      return broken === undefined ? null : { test: broken.id, why: `${broken.id} ${broken.status}: ${broken.detail ?? ''}`.trim() };
    });
}

/** A copy of the heartbeat's folder with `source` as the script, removed after `use`. */
async function withCopy<T>(environment: HeartbeatMutateEnvironment, subject: HeartbeatMutateSubject, slot: string, source: string, use: (copy: string) => Promise<T>): Promise<T> {
  const copy = join(environment.mutantsRoot, slot);
  environment.writeProjectCopy(subject.spec.projectDir, copy, subject.file, source);
  try {
    return await use(copy);
  } finally {
    environment.removeCopy(copy);
  }
}

/** Each mutant's source checked by its interpreter in one start (a mutant that does not parse would pass for a kill), by mutant id. */
async function syntaxComplaints(mutants: readonly Mutant[], subject: HeartbeatMutateSubject, environment: HeartbeatMutateEnvironment): Promise<Map<string, string>> {
  const folder = join(environment.mutantsRoot, 'syntax');
  const paths = environment.writeSourceCopies(
    folder,
    basename(subject.file),
    mutants.map((mutant) => applyMutation(subject.source, mutant)),
  );
  try {
    const complaints = await environment.checkSyntax(subject.language, paths);
    return new Map(
      mutants.flatMap((mutant, index) => {
        const complaint = complaints.get(paths[index]!);
        return complaint === undefined ? [] : [[mutant.id, complaint] as const];
      }),
    );
  } finally {
    environment.removeCopy(folder);
  }
}

/** The tests whose traced run reached the statement (all of them where the trace cannot say). */
function reachingTests(reach: ScenarioReach | null, keys: readonly TestKey[], [from, to]: readonly [number, number]): TestKey[] {
  if (reach === null) return [...keys];
  return keys.filter((key) => {
    const lines = reach.get(key);
    if (lines === null || lines === undefined) return true;
    for (let line = from; line <= to; line++) if (lines.has(line)) return true;
    return false;
  });
}

/** A scenario as a test of this heartbeat (two heartbeats may run one script with different scenarios passing). */
function testId(spec: HeartbeatSpec, id: TestKey): string {
  return `${spec.name}: ${id}`;
}
