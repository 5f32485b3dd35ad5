/**
 * The canonical form of a mutation-testing-report-schema document: files and test files sorted by
 * path, mutants by position, keys in one order. toSchemaReport and mergeReports both build through
 * here, so a merge of all shards is deep-equal (and JSON-equal) to the unsharded document.
 */
import type * as schema from 'mutation-testing-report-schema/api';
import { compareText } from '../../util/compare-text.js';

/** The schema's major version that hookcheck writes and reads. */
export const SCHEMA_VERSION = '2';

/** What hookcheck keeps in the schema's free-form `config`: what the schema has no field for. */
export interface HookcheckReportConfig {
  /** The exact thresholds: the schema's own are integers and have no `break`. */
  readonly thresholds: { readonly high: number; readonly low: number; readonly break: number | null };
  /** Present on one shard's document, absent once merged. */
  readonly shard?: { readonly index: number; readonly count: number };
}

interface DocumentParts {
  readonly thresholds: schema.Thresholds;
  readonly files: ReadonlyMap<string, schema.FileResult>;
  readonly testFiles: ReadonlyMap<string, schema.TestFile>;
  readonly framework: schema.FrameworkInformation | undefined;
  readonly config: object | undefined;
}

/** Assembles a document with every list and key in canonical order. */
export function buildDocument(parts: DocumentParts): schema.MutationTestResult {
  const files: schema.FileResultDictionary = {};
  for (const path of sortedKeys(parts.files)) files[path] = canonicalFile(parts.files.get(path)!);
  const testFiles: schema.TestFileDefinitionDictionary = {};
  for (const path of sortedKeys(parts.testFiles)) testFiles[path] = canonicalTestFile(parts.testFiles.get(path)!);
  return {
    schemaVersion: SCHEMA_VERSION,
    thresholds: { high: parts.thresholds.high, low: parts.thresholds.low },
    files,
    ...(parts.testFiles.size === 0 ? {} : { testFiles }),
    ...(parts.framework === undefined ? {} : { framework: parts.framework }),
    ...(parts.config === undefined ? {} : { config: parts.config }),
  };
}

/** Mutants in source order; the id breaks ties, so the order never depends on the input's. */
function compareMutants(a: schema.MutantResult, b: schema.MutantResult): number {
  const { start: as, end: ae } = a.location;
  const { start: bs, end: be } = b.location;
  return as.line - bs.line || as.column - bs.column || ae.line - be.line || ae.column - be.column || compareText(a.id, b.id);
}

function sortedKeys(map: ReadonlyMap<string, unknown>): string[] {
  return [...map.keys()].sort(compareText);
}

function canonicalFile(file: schema.FileResult): schema.FileResult {
  return { language: file.language, source: file.source, mutants: file.mutants.map(canonicalMutant).sort(compareMutants) };
}

/** The schema's mutant fields in one order; fields the schema does not know are dropped. */
export function canonicalMutant(mutant: schema.MutantResult): schema.MutantResult {
  const { start, end } = mutant.location;
  return {
    id: mutant.id,
    mutatorName: mutant.mutatorName,
    ...defined('replacement', mutant.replacement),
    ...defined('description', mutant.description),
    location: { start: { line: start.line, column: start.column }, end: { line: end.line, column: end.column } },
    status: mutant.status,
    ...defined('statusReason', mutant.statusReason),
    ...defined('killedBy', mutant.killedBy && [...mutant.killedBy]),
    ...defined('coveredBy', mutant.coveredBy && [...mutant.coveredBy]),
    ...defined('duration', mutant.duration),
    ...defined('static', mutant.static),
    ...defined('testsCompleted', mutant.testsCompleted),
  };
}

function canonicalTestFile(file: schema.TestFile): schema.TestFile {
  return {
    ...defined('source', file.source),
    tests: file.tests.map((test) => ({ id: test.id, name: test.name, ...defined('location', test.location) })),
  };
}

function defined<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
