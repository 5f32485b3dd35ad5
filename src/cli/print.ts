/** A line of text on stdout (a usage, a version) and the exit code of a command that only prints it. Light: `main` and `run` load it before anything else. */
import { EXIT } from './exit-codes.js';

export function print(text: string): number {
  process.stdout.write(`${text}\n`);
  return EXIT.clean;
}
