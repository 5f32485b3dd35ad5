/**
 * A root hookcheck's hook runs as host `nobody` (hook-identity.ts), and the folders it is given on
 * purpose (its script's folder, the project, a plugin root) may be root's own: a test's mkdtemp
 * folder (0700), a script made `chmod 700`. The agent, running as root, reads them; so must the
 * hook. Such a folder is shown as a copy the hook's uid owns, made once per process and bound
 * read-only where the folder is: the host folder itself is never changed. A folder too big to copy
 * is shown as it is (what nobody may not read stays unread).
 */
import { chmodSync, copyFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyTree, listTree, type TreeEntry } from '../runner/copy-tree.js';
import { scratchBase } from '../runner/scratch-base.js';
import { markScratchOwner } from '../runner/scratch-owner.js';
import { handOver } from './hook-identity.js';

/** Bounds on a lent copy: a script folder or a small project, not a dependency tree. */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;

const copies = new Map<string, string>();
let lentRoot: string | null = null;

/** Where to bind `folder` from for a hook that runs as another uid: itself, or a copy it can read. */
export function lentSource(folder: string): string {
  const known = copies.get(folder);
  if (known !== undefined) return known;
  const source = openToOthers(folder) ? folder : (copyOf(folder) ?? folder);
  copies.set(folder, source);
  return source;
}

/**
 * Whether another user reads all of `folder` as its owner does: every folder listable and
 * searchable, every file readable (and runnable where the owner may run it). A folder too big to
 * walk counts as open: shown as it is.
 */
function openToOthers(folder: string): boolean {
  let seen = 0;
  const open = (path: string): boolean => {
    const entry = lstatSync(path, { throwIfNoEntry: false });
    if (!entry || entry.isSymbolicLink()) return true;
    if (++seen > MAX_ENTRIES) return true;
    if (entry.isDirectory()) {
      if ((entry.mode & 0o005) !== 0o005) return false;
      let names: string[];
      try {
        names = readdirSync(path);
      } catch {
        return true;
      }
      return names.every((name) => open(join(path, name)));
    }
    if (!entry.isFile()) return true;
    const runnable = (entry.mode & 0o100) === 0 || (entry.mode & 0o001) !== 0;
    return (entry.mode & 0o004) !== 0 && runnable;
  };
  return open(folder);
}

/** A copy of `folder` (or a single file) owned by the hook's uid, or null when it is over the bounds or cannot be read. */
function copyOf(folder: string): string | null {
  const copy = join(root(), String(copies.size));
  if (lstatSync(folder).isFile()) {
    copyFileSync(folder, copy);
    handOver(root());
    return copy;
  }
  let entries: TreeEntry[];
  try {
    entries = listTree(folder);
  } catch {
    return null;
  }
  if (entries.length > MAX_ENTRIES) return null;
  let bytes = 0;
  for (const entry of entries) if (entry.kind === 'file') bytes += lstatSync(join(folder, entry.path), { throwIfNoEntry: false })?.size ?? 0;
  if (bytes > MAX_BYTES) return null;
  mkdirSync(copy);
  copyTree(entries, folder, copy);
  chmodSync(copy, lstatSync(folder).mode & 0o7777);
  // The copies are the children of the root: the new one, its top folder included, becomes the hook's.
  handOver(root());
  return copy;
}

/** A folder only this process reaches on the host (0700, root's), removed when it exits. */
function root(): string {
  if (lentRoot === null) {
    lentRoot = mkdtempSync(join(scratchBase(), `hookcheck-lent-${process.pid}-`));
    const made = lentRoot;
    // A killed hookcheck's copies are removed by the next run, as its scratch areas are.
    markScratchOwner(made);
    process.on('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  return lentRoot;
}
