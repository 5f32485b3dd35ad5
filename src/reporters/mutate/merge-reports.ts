/**
 * Joins the mutation reports of shards (or of separate runs) into one document. Everything the
 * shards share must agree (sources, thresholds, tool, config); their mutants are unioned by id. Given
 * all the shards of a run, the result is deep-equal to the unsharded run's document.
 */
import { isDeepStrictEqual } from 'node:util';
import type * as schema from 'mutation-testing-report-schema/api';
import { ConfigError } from '../../errors.js';
import { buildDocument, canonicalMutant, SCHEMA_VERSION } from './report-document.js';

interface MergedFile {
  readonly language: string;
  readonly source: string;
  readonly mutants: Map<string, schema.MutantResult>;
}

interface MergedTestFile {
  readonly source: string | undefined;
  readonly tests: Map<string, schema.TestDefinition>;
}

/** Merges `documents`; `names` (their file paths) name them in errors. */
export function mergeReports(documents: readonly schema.MutationTestResult[], names: readonly string[] = []): schema.MutationTestResult {
  const nameOf = (index: number) => names[index] ?? `report ${index + 1}`;
  if (documents.length === 0) throw new ConfigError('No reports to merge.', { hint: 'Give the JSON reports of every shard: hookcheck merge-reports shard-*.json' });
  documents.forEach((document, index) => checkSchemaVersion(document, nameOf(index)));
  const first = documents[0]!;
  const configs = documents.map((document) => withoutShard(document.config));
  documents.forEach((document, index) => {
    agree(document.thresholds, first.thresholds, 'thresholds', nameOf(index), nameOf(0));
    agree(configs[index], configs[0], 'config (thresholds and options)', nameOf(index), nameOf(0));
    agree(document.framework, first.framework, 'tool and version', nameOf(index), nameOf(0));
  });
  checkShards(
    documents.map((document) => readShard(document.config)),
    nameOf,
  );
  const files = new Map<string, MergedFile>();
  const fileOfMutant = new Map<string, string>();
  const testFiles = new Map<string, MergedTestFile>();
  documents.forEach((document, index) => {
    for (const [path, file] of Object.entries(document.files)) mergeFile(files, fileOfMutant, path, file, nameOf(index));
    for (const [path, file] of Object.entries(document.testFiles ?? {})) mergeTestFile(testFiles, path, file, nameOf(index));
  });
  return buildDocument({
    thresholds: first.thresholds,
    files: new Map([...files].map(([path, file]) => [path, { language: file.language, source: file.source, mutants: [...file.mutants.values()] }])),
    testFiles: new Map([...testFiles].map(([path, file]) => [path, { ...(file.source === undefined ? {} : { source: file.source }), tests: [...file.tests.values()] }])),
    framework: first.framework,
    config: configs[0],
  });
}

function checkSchemaVersion(document: schema.MutationTestResult, name: string): void {
  if (document.schemaVersion.split('.')[0] !== SCHEMA_VERSION) {
    throw new ConfigError(`${name} is a version ${document.schemaVersion} mutation report; hookcheck merges version ${SCHEMA_VERSION}.`, {
      hint: 'Write the reports again with the same, current hookcheck.',
    });
  }
}

function agree(value: unknown, expected: unknown, what: string, name: string, firstName: string): void {
  if (!isDeepStrictEqual(value, expected)) {
    throw new ConfigError(`${name} and ${firstName} differ in ${what}: ${JSON.stringify(value) ?? 'none'} and ${JSON.stringify(expected) ?? 'none'}.`, {
      hint: 'Merge only the shards of one run: the same commit, config, thresholds and hookcheck version.',
    });
  }
}

function mergeFile(files: Map<string, MergedFile>, fileOfMutant: Map<string, string>, path: string, file: schema.FileResult, name: string): void {
  let merged = files.get(path);
  if (merged === undefined) {
    merged = { language: file.language, source: file.source, mutants: new Map() };
    files.set(path, merged);
  } else if (merged.source !== file.source || merged.language !== file.language) {
    throw new ConfigError(`${name} has another version of ${path} than the reports before it.`, { hint: 'The shards were run on different commits; run them all on one.' });
  }
  for (const mutant of file.mutants.map(canonicalMutant)) {
    const otherPath = fileOfMutant.get(mutant.id);
    if (otherPath !== undefined && otherPath !== path)
      throw new ConfigError(`Mutant ${mutant.id} is in both ${otherPath} and ${path} (${name}).`, { hint: 'Mutant ids must be unique; merge reports of one hookcheck run.' });
    fileOfMutant.set(mutant.id, path);
    const seen = merged.mutants.get(mutant.id);
    if (seen === undefined) merged.mutants.set(mutant.id, mutant);
    else if (seen.status !== mutant.status)
      throw new ConfigError(`Mutant ${mutant.id} in ${path} is ${seen.status} in one report and ${mutant.status} in ${name}.`, {
        hint: 'Each mutant must be tested in exactly one shard; check the --shard values of the runs.',
      });
    else if (!isDeepStrictEqual(seen, mutant)) throw new ConfigError(`Mutant ${mutant.id} in ${path} differs between ${name} and a report before it.`, { hint: 'Merge reports of one run only.' });
  }
}

function mergeTestFile(testFiles: Map<string, MergedTestFile>, path: string, file: schema.TestFile, name: string): void {
  let merged = testFiles.get(path);
  if (merged === undefined) {
    merged = { source: file.source, tests: new Map() };
    testFiles.set(path, merged);
  } else if (merged.source !== file.source) {
    throw new ConfigError(`${name} has another version of the test file ${path || '(probes)'}.`, { hint: 'The shards were run on different commits; run them all on one.' });
  }
  for (const test of file.tests) {
    const seen = merged.tests.get(test.id);
    if (seen === undefined) merged.tests.set(test.id, test);
    else if (!isDeepStrictEqual(seen, test)) throw new ConfigError(`Test ${test.id} is "${seen.name}" in one report and "${test.name}" in ${name}.`, { hint: 'Merge reports of one run only.' });
  }
}

interface ShardOf {
  readonly index: number;
  readonly count: number;
}

function readShard(config: object | undefined): ShardOf | null {
  const shard = (config as { shard?: { index?: unknown; count?: unknown } } | undefined)?.shard;
  return Number.isInteger(shard?.index) && Number.isInteger(shard?.count) ? { index: shard!.index as number, count: shard!.count as number } : null;
}

/** The config without the shard, which is all that may differ between shards. */
function withoutShard(config: object | undefined): object | undefined {
  if (config === undefined) return undefined;
  const { shard: _shard, ...rest } = config as { shard?: unknown };
  return Object.keys(rest).length === 0 ? undefined : rest;
}

/** Shard reports merge only when they are all n shards of one split, each once. */
function checkShards(shards: readonly (ShardOf | null)[], nameOf: (index: number) => string): void {
  const firstSharded = shards.findIndex((shard) => shard !== null);
  if (firstSharded === -1) return;
  const count = shards[firstSharded]!.count;
  const seen = new Map<number, number>();
  shards.forEach((shard, index) => {
    if (shard === null)
      throw new ConfigError(`${nameOf(index)} is a whole run's report and ${nameOf(firstSharded)} one shard's.`, { hint: 'Merge the reports of all shards of one run, and nothing else.' });
    if (shard.count !== count)
      throw new ConfigError(`${nameOf(index)} is shard ${shard.index}/${shard.count}, but ${nameOf(firstSharded)} is of ${count} shards.`, { hint: 'Merge the shards of one split.' });
    const twice = seen.get(shard.index);
    if (twice !== undefined) throw new ConfigError(`${nameOf(twice)} and ${nameOf(index)} are both shard ${shard.index}/${count}.`, { hint: 'Give each shard once.' });
    seen.set(shard.index, index);
  });
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter((index) => !seen.has(index));
  if (missing.length > 0) {
    throw new ConfigError(
      `Shard ${missing.map((index) => `${index}/${count}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: a merge of some shards would report a score for part of the mutants.`,
      {
        hint: 'Give the reports of all shards (did a CI job fail before writing its report?).',
      },
    );
  }
}
