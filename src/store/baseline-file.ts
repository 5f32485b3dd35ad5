/**
 * Reads and writes the audit baseline (`--baseline`), with clear messages for a missing or
 * malformed file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { baselineSchema, type Baseline } from '../reporters/audit/baseline.js';
import { ConfigError } from '../errors.js';

export function readBaseline(path: string, shown: string): Baseline {
  if (!existsSync(path)) {
    throw new ConfigError(`--baseline ${shown}: no such file.`, { hint: `Create it from the current findings with --baseline ${shown} --update-baseline, and commit it.` });
  }
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`--baseline ${shown} is not valid JSON (${(error as Error).message}).`, { hint: `Fix it, or rewrite it with --update-baseline.` });
  }
  const parsed = baselineSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`--baseline ${shown} is not a hookcheck baseline (${issue.path.join('.') || 'the file'}: ${issue.message}).`, { hint: 'Rewrite it with --update-baseline.' });
  }
  return parsed.data;
}

export function writeBaseline(path: string, baseline: Baseline, shown: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(baseline, null, 2)}\n`);
  } catch (error) {
    throw new ConfigError(`Could not write the baseline ${shown}: ${(error as Error).message}`, { hint: 'Choose a writable --baseline path.' });
  }
}
