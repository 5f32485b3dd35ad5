/** The one question many paths are asked: is it a file (following links), without throwing. */
import { statSync } from 'node:fs';

/** True when `path` is a file, or a link to one; false when it is anything else or missing. */
export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
