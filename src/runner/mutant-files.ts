/**
 * Where mutants live while they run: one folder per mutant holding a copy of the hook (same name,
 * same mode, so its shebang and its imports of siblings behave), or a bounded copy of the project
 * for a test command. Removed when the run ends.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { dir } from 'tmp-promise';

export interface MutantsRoot {
  readonly path: string;
  remove(): Promise<void>;
}

/** Folders a test suite never needs from the copy, and that would make copies slow. */
const SKIPPED = new Set(['node_modules', '.git', '.hookcheck', '.venv', 'venv', '__pycache__', '.stryker-tmp']);
/** Installed dependencies: linked, not copied (the suite needs them; nobody mutates them). */
const LINKED = ['node_modules', '.venv', 'venv'];

export async function createMutantsRoot(): Promise<MutantsRoot> {
  const handle = await dir({ prefix: 'hookcheck-mutants-', unsafeCleanup: true });
  return { path: handle.path, remove: () => handle.cleanup() };
}

export function readHookSource(path: string): { readonly source: string; readonly mode: number } {
  return { source: readFileSync(path, 'utf8'), mode: statSync(path).mode & 0o7777 };
}

/** Writes `source` as `<root>/<slot>/<name of original>` with the original's mode; returns its path. */
export function writeMutantCopy(root: string, slot: string, original: string, source: string, mode: number): string {
  const folder = join(root, slot);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, basename(original));
  writeFileSync(path, source);
  chmodSync(path, mode);
  return path;
}

/** Copies the project (without dependencies, history and build output) and writes `source` over `file` in the copy. */
export function writeProjectCopy(project: string, to: string, file: string, source: string): void {
  cpSync(project, to, {
    recursive: true,
    filter: (path) => !relative(project, path).split(sep).some((part) => SKIPPED.has(part)),
  });
  for (const name of LINKED) if (existsSync(join(project, name))) symlinkSync(join(project, name), join(to, name));
  writeFileSync(join(to, relative(project, file)), source);
}
