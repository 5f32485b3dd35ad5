import { writeFileSync } from 'node:fs';
import { ConfigError } from '../errors.js';

const DEFAULT_HINT = 'Choose a writable --output path; the report follows on stdout so nothing is lost.';

/** Writes a rendered report to `path`, naming the path and the fix when it cannot. */
export function writeReport(path: string, text: string, hint = DEFAULT_HINT): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw new ConfigError(`Could not write the report to ${path}: ${(error as Error).message}`, { hint, cause: error });
  }
}
