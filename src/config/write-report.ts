import { writeFileSync } from 'node:fs';
import { ConfigError } from '../errors.js';

/** Writes a rendered report to `path`, naming the path and the fix when it cannot. */
export function writeReport(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw new ConfigError(`Could not write the report to ${path}: ${(error as Error).message}`, {
      hint: 'Choose a writable --output path; the report follows on stdout so nothing is lost.',
      cause: error,
    });
  }
}
