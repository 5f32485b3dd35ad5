/**
 * The data of a mutation run, shared by the mutators, the runner and the reports. The status
 * vocabulary is mutation-testing-report-schema's, so the JSON report is that schema's document.
 */

export type Language = 'python' | 'bash' | 'javascript' | 'typescript';

/** 1-based line and column, as mutation-testing-report-schema counts them. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** One change a mutator proposes: replace source[start, end) with `replacement`. */
export interface Mutation {
  /** The mutator's id, e.g. `ConditionForcedTrue`. */
  readonly mutatorName: string;
  /** UTF-16 offsets into the source string. */
  readonly start: number;
  readonly end: number;
  readonly original: string;
  readonly replacement: string;
  readonly location: { readonly start: Position; readonly end: Position };
  /** In words, for the report: "condition `age < ttl` forced true". */
  readonly description: string;
}

/** A mutation of one file, with a stable id (the same change in the same file has the same id). */
export interface Mutant extends Mutation {
  readonly id: string;
  /** Path of the mutated file, relative to the project. */
  readonly file: string;
  readonly language: Language;
}

/**
 * A survivor's statusReason when the agent would have acted on every probe's answer exactly as on
 * the unmutated hook's: the mutant may be equivalent, so reports list it apart from survivors whose
 * answers changed unnoticed.
 */
export const SAME_ANSWERS = 'the agent would act alike on every probe: an equivalent mutant, or no probe gives the input where it differs';

/** `Pending`: not judged, because the run was interrupted first. */
export type MutantStatus = 'Killed' | 'Survived' | 'Timeout' | 'NoCoverage' | 'RuntimeError' | 'CompileError' | 'Ignored' | 'Pending';

export interface MutantResult extends Mutant {
  readonly status: MutantStatus;
  /** Why: the syntax error, the runtime error, the ignore comment. */
  readonly statusReason?: string;
  /** Ids of the tests (probes, or the --test command) that killed it. */
  readonly killedBy?: readonly string[];
  /** Ids of the tests that reached its line, when that can be known. */
  readonly coveredBy?: readonly string[];
  readonly durationMs?: number;
}

/** A test, in the report's sense: one probe, or the user's --test command. */
export interface MutationTest {
  readonly id: string;
  readonly name: string;
  /** The mutated file (its report path) whose hook this probe tests; absent for a test of every file (--test). */
  readonly file?: string;
}

export interface MutationFile {
  readonly path: string;
  readonly language: Language;
  readonly source: string;
  readonly mutants: readonly MutantResult[];
}

/** Percentages: at or above `high` is good, below `low` is poor, below `break` fails the run. */
export interface Thresholds {
  readonly high: number;
  readonly low: number;
  readonly break: number | null;
}

export interface MutationRun {
  readonly files: readonly MutationFile[];
  readonly tests: readonly MutationTest[];
  readonly thresholds: Thresholds;
  /** The signal that stopped the run (Ctrl-C): mutants not judged by then are Pending, and the score is partial. */
  readonly interrupted?: 'SIGINT' | 'SIGTERM';
  /** `k/n` when this run is one shard of a split. */
  readonly shard?: { readonly index: number; readonly count: number };
}

/** A mutator: finds the mutations it makes in a parsed file. One per file in `mutators/`. */
export interface Mutator {
  readonly id: string;
  readonly description: string;
  readonly languages: readonly Language[];
}
