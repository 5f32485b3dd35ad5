/**
 * A folder tree listed once and copied many times: a run makes every scratch area from the same
 * template, so its folders, files and links are read once and then only written. Node's own
 * recursive copy looks at every entry again on each copy.
 */
import { chmodSync, constants, copyFileSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

export type TreeEntry =
  | { readonly kind: 'folder'; readonly path: string; readonly mode: number }
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'link'; readonly path: string; readonly target: string };

/** Every entry under `root`, folders before what they hold, paths relative to `root`; null past `limit` entries. */
export function listTree(root: string): TreeEntry[];
export function listTree(root: string, limit: number): TreeEntry[] | null;
export function listTree(root: string, limit = Infinity): TreeEntry[] | null {
  const entries: TreeEntry[] = [];
  const visit = (relative: string): boolean => {
    for (const name of readdirSync(join(root, relative))) {
      if (entries.length >= limit) return false;
      const path = relative === '' ? name : `${relative}/${name}`;
      const stat = lstatSync(join(root, path));
      if (stat.isDirectory()) {
        entries.push({ kind: 'folder', path, mode: stat.mode & 0o7777 });
        if (!visit(path)) return false;
      } else if (stat.isSymbolicLink()) entries.push({ kind: 'link', path, target: readlinkSync(join(root, path)) });
      else if (stat.isFile()) entries.push({ kind: 'file', path });
    }
    return true;
  };
  return visit('') ? entries : null;
}

/** Writes `entries` of `from` under `to` (which exists): files keep their mode, links their target as written. */
export function copyTree(entries: readonly TreeEntry[], from: string, to: string): void {
  for (const entry of entries) {
    const target = join(to, entry.path);
    if (entry.kind === 'folder') mkdirSync(target);
    else if (entry.kind === 'file') copyFileSync(join(from, entry.path), target, constants.COPYFILE_FICLONE);
    else symlinkSync(entry.target, target);
  }
  // Modes once the folders are full, deepest first: a read-only folder would refuse its own files.
  for (const entry of [...entries].reverse()) if (entry.kind === 'folder') chmodSync(join(to, entry.path), entry.mode);
}
