/**
 * A JSON file hookcheck wrote and keeps (saved regressions, saved tick sequences), read back and
 * checked against its schema: a file that is not JSON, or holds something else, is the user's to
 * fix, with the entries named.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { ConfigError } from '../errors.js';

export interface JsonFileWords {
  /** What it should hold, after "does not hold": `hookcheck regressions`. */
  readonly holds: string;
  /** The hint when it is not JSON, and when entries are wrong. */
  readonly notJsonHint: string;
  readonly wrongHint: string;
}

export function readJsonFile<S extends z.ZodType>(path: string, schema: S, words: JsonFileWords): z.output<S> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${path} is not valid JSON (${(error as Error).message}).`, { hint: words.notJsonHint });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(`${path} does not hold ${words.holds}:\n    ${problems.join('\n    ')}`, { hint: words.wrongHint });
  }
  return parsed.data;
}
