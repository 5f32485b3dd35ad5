/**
 * Reads a mutation report (mutation-testing-report-schema, version 2) from disk for merging. The
 * zod schema checks what hookcheck relies on and lets every other field through.
 */
import { readFileSync } from 'node:fs';
import type { MutationTestResult } from 'mutation-testing-report-schema/api';
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import { describeIssue } from '../config/load-config.js';

const position = z.looseObject({ line: z.int().min(1), column: z.int().min(1) });
const location = z.looseObject({ start: position, end: position });
const ids = z.array(z.string());

const mutant = z.looseObject({
  id: z.string(),
  mutatorName: z.string(),
  replacement: z.string().optional(),
  description: z.string().optional(),
  location,
  status: z.enum(['Killed', 'Survived', 'NoCoverage', 'CompileError', 'RuntimeError', 'Timeout', 'Ignored', 'Pending']),
  statusReason: z.string().optional(),
  killedBy: ids.optional(),
  coveredBy: ids.optional(),
  duration: z.number().optional(),
  static: z.boolean().optional(),
  testsCompleted: z.number().optional(),
});

const test = z.looseObject({ id: z.string(), name: z.string(), location: z.looseObject({ start: position, end: position.optional() }).optional() });

const mutationReport = z.looseObject({
  schemaVersion: z.string().regex(/^([1-2])(\.(([1-9]\d*)|0)){0,2}$/, 'must be a schema version such as "2"'),
  thresholds: z.looseObject({ high: z.int().min(0).max(100), low: z.int().min(0).max(100) }),
  files: z.record(z.string(), z.looseObject({ language: z.string(), source: z.string(), mutants: z.array(mutant) })),
  testFiles: z.record(z.string(), z.looseObject({ source: z.string().optional(), tests: z.array(test) })).optional(),
  framework: z.looseObject({ name: z.string(), version: z.string().optional() }).optional(),
  config: z.looseObject({}).optional(),
});

/** The report at `path`, validated; a ConfigError lists every problem. */
export function readMutationReport(path: string): MutationTestResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`Could not read the mutation report ${path}: ${(error as Error).message}`, {
      hint: 'Check the path; each shard writes its report with `hookcheck mutate --reporter json`.',
      cause: error,
    });
  }
  return parseMutationReport(text, path);
}

/** Validates a report's text; `path` names it in messages. */
export function parseMutationReport(text: string, path: string): MutationTestResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${path} is not valid JSON: ${(error as Error).message}.`, { hint: 'Was the report cut short, or is another output mixed into it?' });
  }
  const result = mutationReport.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${describeIssue(issue)}`);
  throw new ConfigError(`${path} is not a mutation report (mutation-testing-report-schema): it has ${problems.length} problem(s):\n${problems.join('\n')}`, {
    hint: 'Give the JSON reports that `hookcheck mutate --reporter json` writes.',
  });
}
