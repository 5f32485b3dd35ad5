/**
 * Where mutants live while they run: one folder per mutant holding a copy of the hook (same name,
 * same mode) beside copies of the small files next to it (a sourced lib.sh, an imported module),
 * or a copy of the project for a test command. Removed when the run ends.
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { dir } from 'tmp-promise';
import { scratchBase } from './scratch-base.js';

interface MutantsRoot {
  readonly path: string;
  remove(): Promise<void>;
}

/** Folders a test suite never needs from the copy, and that would make copies slow. */
const SKIPPED = new Set(['node_modules', '.git', '.hookcheck', '.venv', 'venv', '__pycache__', '.stryker-tmp']);
/** Installed dependencies: linked, not copied (the suite needs them; nobody mutates them). */
const LINKED = ['node_modules', '.venv', 'venv'];

/** In the scratch areas' folder (in memory where it can be: scratch-base.ts): a run writes a copy of the hook and its siblings per mutant. */
export async function createMutantsRoot(): Promise<MutantsRoot> {
  const handle = await dir({ prefix: 'hookcheck-mutants-', unsafeCleanup: true, tmpdir: scratchBase() });
  return { path: handle.path, remove: () => handle.cleanup() };
}

export function readHookSource(path: string): { readonly source: string; readonly mode: number } {
  return { source: readFileSync(path, 'utf8'), mode: statSync(path).mode & 0o7777 };
}

/** Siblings bigger than this are not copied next to a mutant: a hook's helpers are small. */
const MAX_SIBLING_BYTES = 1024 * 1024;
const MAX_SIBLINGS = 200;

/**
 * Writes `source` as `<root>/<slot>/<name of original>` with the original's mode, beside copies of
 * the original's small sibling files; returns its path.
 */
export function writeMutantCopy(root: string, slot: string, original: string, source: string, mode: number): string {
  const folder = join(root, slot);
  const fresh = !existsSync(folder);
  mkdirSync(folder, { recursive: true });
  if (fresh) copySiblings(dirname(original), folder, basename(original));
  const path = join(folder, basename(original));
  writeFileSync(path, source);
  chmodSync(path, mode);
  return path;
}

function copySiblings(from: string, to: string, except: string): void {
  const siblings = readdirSync(from, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name !== except);
  for (const entry of siblings.slice(0, MAX_SIBLINGS)) {
    const path = join(from, entry.name);
    if (statSync(path).size <= MAX_SIBLING_BYTES) copyFileSync(path, join(to, entry.name));
  }
}

/**
 * Copies the project (without dependencies and history, which are linked or left out) and writes
 * `source` over `file` in the copy. The write must land in the copy: a hook outside the project, or
 * reached through a symlink out of it, would otherwise be overwritten in place.
 */
export function writeProjectCopy(project: string, to: string, file: string, source: string): void {
  const inside = relative(project, file);
  if (inside.startsWith('..') || isAbsolute(inside)) throw new Error(`${file} is outside the project ${project}; --test runs in a copy of the project, so the hook must be inside it.`);
  cpSync(project, to, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (path) => !relative(project, path).split(sep).some((part) => SKIPPED.has(part)),
  });
  for (const name of LINKED) if (existsSync(join(project, name))) symlinkSync(join(project, name), join(to, name));
  const target = join(to, inside);
  if (!realpathSync(dirname(target)).startsWith(realpathSync(to))) throw new Error(`${inside} is reached through a symlink that leaves the project; hookcheck will not write a mutant there.`);
  // Replaced, not written through: the copy may be a link; the mode keeps the hook executable.
  rmSync(target, { force: true });
  writeFileSync(target, source);
  chmodSync(target, statSync(file).mode & 0o7777);
}
