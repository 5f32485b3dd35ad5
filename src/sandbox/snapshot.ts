/**
 * Snapshots of the folders a hook may write: every file and symlink with its size, mode and content
 * hash (and its text when small), so two runs can be compared and a diff shown. Bounded: a hook that
 * writes a million files or a huge one does not make hookcheck read them all.
 */
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { ScratchArea } from '../workspace/scratch-area.js';
import type { Snapshot, SnapshotEntry } from './state-diff.js';

const MAX_ENTRIES = 5000;
const MAX_HASHED_BYTES = 8 * 1024 * 1024;
const MAX_TEXT_BYTES = 64 * 1024;
const UTF8 = new TextDecoder('utf-8', { fatal: false });

/** The writable folders of a scratch area, by the name reports use for them. */
export function scratchAreas(scratch: Pick<ScratchArea, 'projectDir' | 'homeDir' | 'tmpDir' | 'slashTmpDir'>): Record<string, string> {
  return { project: scratch.projectDir, home: scratch.homeDir, TMPDIR: scratch.tmpDir, '/tmp': scratch.slashTmpDir };
}

/** Where a snapshot's `key` lies as the hook inside the sandbox sees it (its scratch folders keep their paths; /tmp is its own). */
export function pathInSandbox(key: string, scratch: Pick<ScratchArea, 'projectDir' | 'homeDir' | 'tmpDir'>): string | null {
  if (key.startsWith('/tmp/')) return key;
  const slash = key.indexOf('/');
  const dir = ({ project: scratch.projectDir, home: scratch.homeDir, TMPDIR: scratch.tmpDir } as Record<string, string>)[key.slice(0, slash)];
  return dir === undefined ? null : `${dir}/${key.slice(slash + 1)}`;
}

/**
 * Python's byte-code cache, written beside the modules a hook imports whenever the folder is
 * writable: the interpreter's doing, not the hook's state. Its files hold the source's time, which
 * differs between scratch copies made in different seconds, so they read as state that changed.
 */
const INTERPRETER_CACHES = new Set(['__pycache__']);

/**
 * Files and symlinks under each area, keyed `<area>/<relative path>`. `root` (the scratch area) is
 * written as `<scratch>` in contents, so that snapshots of two scratch areas compare.
 */
export function takeSnapshot(areas: Readonly<Record<string, string>>, root: string): Snapshot {
  const entries: Record<string, SnapshotEntry> = {};
  let count = 0;
  const walk = (area: string, dir: string, prefix: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (count >= MAX_ENTRIES) return;
      const path = join(dir, name);
      const key = `${area}/${prefix}${name}`;
      let stat;
      try {
        stat = lstatSync(path);
      } catch {
        continue;
      }
      if (stat.isDirectory()) {
        if (!INTERPRETER_CACHES.has(name)) walk(area, path, `${prefix}${name}/`);
      } else if (stat.isSymbolicLink()) entries[key] = { type: 'symlink', size: 0, mode: stat.mode & 0o7777, hash: hashText(readlinkSync(path)) };
      else if (stat.isFile()) entries[key] = readFileEntry(path, stat.size, stat.mode & 0o7777, root);
      count++;
    }
  };
  for (const [area, dir] of Object.entries(areas)) walk(area, dir, '');
  return entries;
}

function readFileEntry(path: string, size: number, mode: number, root: string): SnapshotEntry {
  if (size > MAX_HASHED_BYTES) return { type: 'file', size, mode, hash: `size:${size}` };
  let content: Buffer;
  try {
    content = readFileSync(path);
  } catch {
    return { type: 'file', size, mode, hash: 'unreadable' };
  }
  // Most files never name the scratch area: look for it natively before copying anything.
  if (content.includes(root, 0, 'latin1')) content = Buffer.from(content.toString('latin1').replaceAll(root, '<scratch>'), 'latin1');
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  const text = size <= MAX_TEXT_BYTES ? UTF8.decode(content) : undefined;
  return text === undefined || text.includes('\uFFFD') ? { type: 'file', size, mode, hash } : { type: 'file', size, mode, hash, text };
}

function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
