/**
 * Where mutants live while they run: one folder per mutant holding a copy of the hook (same name,
 * same mode) in a copy of its folder (a sourced lib.sh or lib/, an imported module) with the
 * folders above it, up to the project, linked; or a copy of the project for a test command.
 * Removed when the run ends.
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { dir } from 'tmp-promise';
import { scratchBase } from './scratch-base.js';
import { isInside } from '../util/path-inside.js';

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

/** Files bigger than this are not copied next to a mutant: a hook's helpers are small. */
const MAX_FILE_BYTES = 1024 * 1024;
/** What one mutant's copy of the hook's folder may hold; past it, subfolders are linked, not copied. */
const COPY_BUDGET = { bytes: 4 * 1024 * 1024, entries: 500 };
/** Neither a hook nor its helpers read these from beside themselves. */
const NEVER_NEEDED = new Set(['.hookcheck', '.stryker-tmp', '.git', '__pycache__']);

/**
 * Writes `source` as the original hook with its mode, in a folder of its own (`<root>/<slot>`) laid
 * out as the original's surroundings, and returns its path. The hook's own folder is copied, its
 * subfolders too while they are small (a sourced `lib/`, an imported package), so the mutant reads
 * and writes its own helpers and state; each folder above it, up to the project, shows its other
 * entries as links to the originals, so `$(dirname "$0")/../lib` reaches what the hook reaches.
 */
export function writeMutantCopy(root: string, slot: string, original: string, source: string, mode: number, projectDir?: string): string {
  const hookFolder = realpathOr(dirname(original));
  const project = projectDir === undefined ? undefined : realpathOr(projectDir);
  const anchor = project !== undefined && isInside(project, hookFolder) ? project : hookFolder;
  const levels = relative(anchor, hookFolder).split(sep).filter(Boolean);
  const folder = join(root, slot, ...levels);
  if (!existsSync(folder)) layOut(anchor, join(root, slot), levels, basename(original));
  const path = join(folder, basename(original));
  writeFileSync(path, source);
  chmodSync(path, mode);
  return path;
}

/** `at` mirrors `from`: each level on the way to the hook links its other entries; the hook's folder is copied. */
function layOut(from: string, at: string, levels: readonly string[], hook: string): void {
  mkdirSync(at, { recursive: true });
  const [next, ...rest] = levels;
  if (next === undefined) {
    copyFolder(from, at, hook, { ...COPY_BUDGET });
    return;
  }
  for (const entry of readdirSync(from)) {
    if (entry !== next && !NEVER_NEEDED.has(entry)) symlinkSync(join(from, entry), join(at, entry));
  }
  layOut(join(from, next), join(at, next), rest, hook);
}

/** Copies `from` into `to` (without `except`), small files only; installed dependencies and subfolders past the budget are linked. */
function copyFolder(from: string, to: string, except: string, budget: { bytes: number; entries: number }): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === except || NEVER_NEEDED.has(entry.name)) continue;
    const path = join(from, entry.name);
    if (entry.isSymbolicLink()) {
      // Absolute, so a relative link still reaches what it reached from the original folder.
      symlinkSync(resolve(from, readlinkSync(path)), join(to, entry.name));
    } else if (entry.isFile()) {
      const size = statSync(path).size;
      if (size > MAX_FILE_BYTES || size > budget.bytes || budget.entries <= 0) continue;
      copyFileSync(path, join(to, entry.name));
      budget.bytes -= size;
      budget.entries -= 1;
    } else if (entry.isDirectory()) {
      if (LINKED.includes(entry.name) || !fitsIn(path, budget)) {
        symlinkSync(path, join(to, entry.name));
        continue;
      }
      mkdirSync(join(to, entry.name));
      copyFolder(path, join(to, entry.name), '', budget);
    }
  }
}

/** Whether a folder's entries fit what is left of the budget (counted, not copied; stops at the first excess). */
function fitsIn(folder: string, budget: { readonly bytes: number; readonly entries: number }): boolean {
  let bytes = 0;
  let entries = 0;
  const pending = [folder];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const entry of readdirSync(next, { withFileTypes: true })) {
      if (++entries > budget.entries) return false;
      const path = join(next, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile() && (bytes += statSync(path).size) > budget.bytes) return false;
    }
  }
  return true;
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
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
    filter: (path) =>
      !relative(project, path)
        .split(sep)
        .some((part) => SKIPPED.has(part)),
  });
  for (const name of LINKED) if (existsSync(join(project, name))) symlinkSync(join(project, name), join(to, name));
  const target = join(to, inside);
  if (!realpathSync(dirname(target)).startsWith(realpathSync(to))) throw new Error(`${inside} is reached through a symlink that leaves the project; hookcheck will not write a mutant there.`);
  // Replaced, not written through: the copy may be a link; the mode keeps the hook executable.
  rmSync(target, { force: true });
  writeFileSync(target, source);
  chmodSync(target, statSync(file).mode & 0o7777);
}

/** Each of `sources` written as `name` in a folder of its own under `root` (for one syntax check of them all); the paths, in order. */
export function writeSourceCopies(root: string, name: string, sources: readonly string[]): string[] {
  return sources.map((source, index) => {
    const folder = join(root, `s${index + 1}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, name), source);
    return join(folder, name);
  });
}

/** A copy written here, gone once judged: mutants of a big folder would fill the disk. */
export function removeCopy(path: string): void {
  rmSync(path, { recursive: true, force: true });
}
