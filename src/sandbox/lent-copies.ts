/**
 * A root hookcheck's hook runs as host `nobody` (hook-identity.ts), and the folders it is given on
 * purpose (its script's folder, the project, a plugin root) may be root's own: a test's mkdtemp
 * folder (0700), a script made `chmod 700`. The agent, running as root, reads them; so must the
 * hook. A folder of hookcheck's own scratch is simply handed to the hook's uid. Any other such
 * folder is shown as a copy the hook's uid owns, bound read-only where the folder is: the host
 * folder itself is never changed. The copy is made again when the folder changed (a mutant written
 * over its script). A folder too big to copy is shown as it is: what nobody may not read stays unread.
 */
import { chmodSync, copyFileSync, lchownSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, type Stats } from 'node:fs';
import { basename, join } from 'node:path';
import { copyTree, listTree } from '../workspace/copy-tree.js';
import { scratchBase } from '../workspace/scratch-base.js';
import { markScratchOwner } from '../workspace/scratch-owner.js';
import { droppedUid, handOver } from './hook-identity.js';

/** Bounds on a lent copy: a script folder or a small project, not a dependency tree. */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Lent {
  readonly signature: string;
  readonly source: string;
}

const lent = new Map<string, Lent>();
let lentRoot: string | null = null;
let made = 0;
const looked = new Map<string, { readonly stamp: string; readonly open: boolean; readonly signature: string }>();

/** Where to bind `folder` from for a hook that runs as another uid: itself, or a copy it can read. */
export function lentSource(folder: string): string {
  const stat = lstatSync(folder, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return folder;
  if (ownScratch(folder)) {
    giveOwn(folder);
    return folder;
  }
  // Looked at again only when the folder itself changed: this runs for every visible folder on every invocation.
  const stamp = `${stat.mtimeMs}:${stat.ctimeMs}`;
  const seen = looked.get(folder);
  const { open, signature } = seen?.stamp === stamp ? seen : look(folder, stat);
  if (seen?.stamp !== stamp) looked.set(folder, { stamp, open, signature });
  if (open) return folder;
  const known = lent.get(folder);
  if (known?.signature === signature) return known.source;
  if (known && known.source !== folder) rmSync(known.source, { recursive: true, force: true });
  const source = copyOf(folder, stat) ?? folder;
  lent.set(folder, { signature, source });
  return source;
}

/** A folder hookcheck made for this run (the mutants' folder, a scratch file): its own to hand over. */
function ownScratch(path: string): boolean {
  const base = scratchBase();
  return path.startsWith(`${base}/`) && path.slice(base.length + 1).startsWith('hookcheck-');
}

/** `path` and what it holds made the hook's uid's. */
function giveOwn(path: string): void {
  const uid = droppedUid()!;
  lchownSync(path, uid, uid);
  handOver(path);
}

/**
 * Whether another user reads `folder` and what is right in it as its owner does (the folder
 * searchable, each file readable, and runnable where its owner may run it), and a signature of
 * that level (names, modes, sizes, times) that changes when a file in it is written.
 */
function look(folder: string, stat: Stats): { open: boolean; signature: string } {
  if (stat.isFile()) return { open: openFile(stat), signature: `${stat.mode}:${stat.size}:${stat.mtimeMs}` };
  if (!stat.isDirectory()) return { open: true, signature: '' };
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return { open: true, signature: '' };
  }
  let open = (stat.mode & 0o005) === 0o005;
  const parts = [`${stat.mode}:${stat.mtimeMs}`];
  for (const name of names) {
    const entry = lstatSync(join(folder, name), { throwIfNoEntry: false });
    if (!entry) continue;
    parts.push(`${name}:${entry.mode}:${entry.size}:${entry.mtimeMs}`);
    if (entry.isDirectory()) open &&= (entry.mode & 0o005) === 0o005;
    else if (entry.isFile()) open &&= openFile(entry);
  }
  return { open, signature: parts.join('\n') };
}

function openFile(stat: Stats): boolean {
  const runnable = (stat.mode & 0o100) === 0 || (stat.mode & 0o001) !== 0;
  return (stat.mode & 0o004) !== 0 && runnable;
}

/** A copy of `folder` (or a single file) owned by the hook's uid, or null when it is over the bounds or cannot be read. */
function copyOf(folder: string, stat: Stats): string | null {
  const copy = join(root(), `${made++}-${basename(folder)}`);
  if (stat.isFile()) {
    copyFileSync(folder, copy);
    handOver(root());
    return copy;
  }
  let entries: ReturnType<typeof listTree>;
  try {
    entries = listTree(folder, MAX_ENTRIES);
  } catch {
    return null;
  }
  if (entries === null) return null;
  let bytes = 0;
  for (const entry of entries) if (entry.kind === 'file') bytes += lstatSync(join(folder, entry.path), { throwIfNoEntry: false })?.size ?? 0;
  if (bytes > MAX_BYTES) return null;
  mkdirSync(copy);
  copyTree(entries, folder, copy);
  chmodSync(copy, stat.mode & 0o7777);
  // The copies are the children of the root: the new one, its top folder included, becomes the hook's.
  handOver(root());
  return copy;
}

/** A folder only this process reaches on the host (0700, root's), removed when it exits. */
function root(): string {
  if (lentRoot === null) {
    lentRoot = mkdtempSync(join(scratchBase(), `hookcheck-lent-${process.pid}-`));
    const folder = lentRoot;
    // A killed hookcheck's copies are removed by the next run, as its scratch areas are.
    markScratchOwner(folder);
    process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  }
  return lentRoot;
}
