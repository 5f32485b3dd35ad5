/**
 * MutationRun ⇄ the document of mutation-testing-report-schema (version 2), the format that
 * mutation-testing-elements renders and Stryker's dashboard reads. What the schema has no field for
 * (the break threshold, the exact thresholds, the shard) goes in its free-form `config`.
 */
import type * as schema from 'mutation-testing-report-schema/api';
import { ConfigError } from '../../errors.js';
import type { Language, MutantResult, MutantStatus, MutationFile, MutationRun, MutationTest, Thresholds } from '../../model/mutation.js';
import { buildDocument, type HookcheckReportConfig } from './report-document.js';

/** The test file of tests that belong to no one hook (the --test command), as in Stryker. */
const TEST_FILE_KEY = '';

/** The schema's `language` is Prism's language id; these are hookcheck's, which Prism shares. */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { python: 'python', bash: 'bash', javascript: 'javascript', typescript: 'typescript' };
/** Read back: Prism's ids and aliases for the four languages. */
const LANGUAGES_READ: ReadonlyMap<string, Language> = new Map([
  ['python', 'python'],
  ['py', 'python'],
  ['bash', 'bash'],
  ['shell', 'bash'],
  ['sh', 'bash'],
  ['javascript', 'javascript'],
  ['js', 'javascript'],
  ['typescript', 'typescript'],
  ['ts', 'typescript'],
]);

/** The run as a mutation-testing-report-schema document, in canonical order; `toolVersion` is hookcheck's. */
export function toSchemaReport(run: MutationRun, toolVersion?: string): schema.MutationTestResult {
  const config: HookcheckReportConfig = {
    thresholds: { high: run.thresholds.high, low: run.thresholds.low, break: run.thresholds.break },
    ...(run.shard === undefined ? {} : { shard: { index: run.shard.index, count: run.shard.count } }),
  };
  return buildDocument({
    thresholds: { high: toSchemaPercent(run.thresholds.high), low: toSchemaPercent(run.thresholds.low) },
    files: new Map(run.files.map((file) => [file.path, toSchemaFile(file)])),
    testFiles: groupTests(run.tests),
    framework: { name: 'hookcheck', ...(toolVersion === undefined ? {} : { version: toolVersion }) },
    config,
  });
}

/** Each hook's probes under their own test file, named by the hook's file; tests of every file (--test) under TEST_FILE_KEY. */
function groupTests(tests: readonly MutationTest[]): Map<string, { tests: schema.TestDefinition[] }> {
  const files = new Map<string, { tests: schema.TestDefinition[] }>();
  for (const test of tests) {
    const key = test.file ?? TEST_FILE_KEY;
    const file = files.get(key) ?? { tests: [] };
    files.set(key, file);
    file.tests.push({ id: test.id, name: test.name });
  }
  return files;
}

/** The schema's thresholds are whole percentages; the exact ones stay in `config.thresholds`. */
function toSchemaPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

function toSchemaFile(file: MutationFile): schema.FileResult {
  return { language: LANGUAGE_NAMES[file.language], source: file.source, mutants: file.mutants.map(toSchemaMutant) };
}

function toSchemaMutant(mutant: MutantResult): schema.MutantResult {
  return {
    id: mutant.id,
    mutatorName: mutant.mutatorName,
    replacement: mutant.replacement,
    description: mutant.description,
    location: mutant.location,
    status: mutant.status,
    statusReason: mutant.statusReason,
    killedBy: mutant.killedBy && [...mutant.killedBy],
    coveredBy: mutant.coveredBy && [...mutant.coveredBy],
    duration: mutant.durationMs,
  };
}

/**
 * A document back into a MutationRun (for the text report of merged shards). Offsets and the
 * original text are recomputed from the location, columns counted in UTF-16 code units.
 */
export function fromSchemaReport(document: schema.MutationTestResult): MutationRun {
  const config = readHookcheckConfig(document.config);
  return {
    files: Object.entries(document.files).map(([path, file]) => fromSchemaFile(path, file)),
    tests: readTests(document.testFiles, new Set(Object.keys(document.files))),
    thresholds: config?.thresholds ?? { high: document.thresholds.high, low: document.thresholds.low, break: null },
    ...(config?.shard === undefined ? {} : { shard: config.shard }),
  };
}

function fromSchemaFile(path: string, file: schema.FileResult): MutationFile {
  const language = LANGUAGES_READ.get(file.language);
  if (language === undefined) {
    throw new ConfigError(`The report's file ${path} is in "${file.language}", which hookcheck does not mutate.`, { hint: `hookcheck reads ${[...LANGUAGES_READ.keys()].join(', ')}.` });
  }
  const lineStarts = findLineStarts(file.source);
  const mutants = file.mutants.map((mutant) => fromSchemaMutant(mutant, { path, language, source: file.source, lineStarts }));
  return { path, language, source: file.source, mutants };
}

interface FileContext {
  readonly path: string;
  readonly language: Language;
  readonly source: string;
  readonly lineStarts: readonly number[];
}

function fromSchemaMutant(mutant: schema.MutantResult, file: FileContext): MutantResult {
  const where = `Mutant ${mutant.id} in ${file.path}`;
  if (mutant.status === 'Pending') throw new ConfigError(`${where} is Pending: the report is of an unfinished run.`, { hint: 'Use the report of a run that completed.' });
  if (mutant.replacement === undefined) throw new ConfigError(`${where} has no replacement.`, { hint: 'Only reports written by hookcheck can be read back.' });
  const start = toOffset(mutant.location.start, file, where);
  const end = toOffset(mutant.location.end, file, where);
  if (end < start) throw new ConfigError(`${where} ends before it starts.`, { hint: 'The report is damaged; write it again.' });
  const status: MutantStatus = mutant.status;
  return {
    id: mutant.id,
    file: file.path,
    language: file.language,
    mutatorName: mutant.mutatorName,
    start,
    end,
    original: file.source.slice(start, end),
    replacement: mutant.replacement,
    location: { start: { ...mutant.location.start }, end: { ...mutant.location.end } },
    description: mutant.description ?? mutant.mutatorName,
    status,
    ...(mutant.statusReason === undefined ? {} : { statusReason: mutant.statusReason }),
    ...(mutant.killedBy === undefined ? {} : { killedBy: [...mutant.killedBy] }),
    ...(mutant.coveredBy === undefined ? {} : { coveredBy: [...mutant.coveredBy] }),
    ...(mutant.duration === undefined ? {} : { durationMs: mutant.duration }),
  };
}

/** Offsets at which each line starts; line 1 starts at 0. */
function findLineStarts(source: string): number[] {
  const starts = [0];
  for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function toOffset(position: schema.Position, file: FileContext, where: string): number {
  const lineStart = file.lineStarts[position.line - 1];
  const lineEnd = file.lineStarts[position.line] ?? file.source.length + 1;
  const offset = lineStart === undefined ? -1 : lineStart + position.column - 1;
  if (lineStart === undefined || position.column < 1 || offset >= lineEnd) {
    throw new ConfigError(`${where} is at line ${position.line}, column ${position.column}, which is outside the file's source.`, {
      hint: 'The report is damaged or its source was edited; write it again.',
    });
  }
  return offset;
}

/** A test file named like a mutated file holds that hook's probes; any other (another tool's) is a test of every file. */
function readTests(testFiles: schema.TestFileDefinitionDictionary | undefined, mutated: ReadonlySet<string>): MutationTest[] {
  const tests = new Map<string, MutationTest>();
  for (const [path, file] of Object.entries(testFiles ?? {})) {
    for (const test of file.tests) if (!tests.has(test.id)) tests.set(test.id, { id: test.id, name: test.name, ...(mutated.has(path) ? { file: path } : {}) });
  }
  return [...tests.values()];
}

/** hookcheck's part of `config`, when the document is hookcheck's; null for another tool's. */
function readHookcheckConfig(config: object | undefined): HookcheckReportConfig | null {
  const value = config as Partial<Record<keyof HookcheckReportConfig, unknown>> | undefined;
  if (!isThresholds(value?.thresholds)) return null;
  const { high, low, break: breakAt } = value.thresholds;
  const shard = isShard(value.shard) ? { index: value.shard.index, count: value.shard.count } : undefined;
  return { thresholds: { high, low, break: breakAt }, ...(shard === undefined ? {} : { shard }) };
}

function isThresholds(value: unknown): value is Thresholds {
  const candidate = value as Partial<Record<keyof Thresholds, unknown>> | null | undefined;
  return typeof candidate?.high === 'number' && typeof candidate.low === 'number' && (candidate.break === null || typeof candidate.break === 'number');
}

function isShard(value: unknown): value is { index: number; count: number } {
  const candidate = value as { index?: unknown; count?: unknown } | null | undefined;
  return Number.isInteger(candidate?.index) && Number.isInteger(candidate?.count);
}
