/**
 * Programs found as a shell finds them: the first executable file of that name on PATH. Used to
 * find the tools hookcheck runs (bwrap, strace, the agents' CLIs) and the node a hook would start.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** An executable called `name` on `path`, or null. */
export function findExecutable(name: string, path: string | undefined): string | null {
  return (
    (path ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name))
      .find(isExecutable) ?? null
  );
}

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return existsSync(path);
  } catch {
    return false;
  }
}
