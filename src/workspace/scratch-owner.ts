/**
 * Scratch areas of a hookcheck that was killed (SIGKILL, a lost terminal) outlive it: nothing of it
 * runs to remove them. Each scratch root therefore holds a marker naming its owner (PID and that
 * process's start time, so a reused PID is not taken for the owner), and each run removes the
 * marked `hookcheck-*` folders whose owner is gone. A folder without the marker is never touched.
 */
import { lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const OWNER_MARKER = '.hookcheck-owner.json';
const SCRATCH_PREFIX = 'hookcheck-';

interface Owner {
  readonly pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null: unknown. */
  readonly started: string | null;
}

/** This process's start time, read once: it does not change. */
let ownStart: string | null | undefined;

/** Marks `root` as a scratch area of this process. */
export function markScratchOwner(root: string, pid: number = process.pid): void {
  const owner: Owner = { pid, started: pid === process.pid ? (ownStart ??= startTime(pid)) : startTime(pid) };
  writeFileSync(join(root, OWNER_MARKER), `${JSON.stringify(owner)}\n`, { mode: 0o600 });
}

/** Removes the marked scratch areas in `dir` whose owner has exited; returns the folders removed. */
export function removeStaleScratch(dir: string = tmpdir()): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.startsWith(SCRATCH_PREFIX));
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const root = join(dir, name);
    const owner = readOwner(root);
    if (owner === null || isAlive(owner)) continue;
    try {
      rmSync(root, { recursive: true, force: true, maxRetries: 2 });
      removed.push(root);
    } catch {
      // Another run removing it at the same moment, or a file the hook made undeletable: try next time.
    }
  }
  return removed;
}

/** The owner named in `root`'s marker; null unless `root` is our own folder with a well-formed marker. */
function readOwner(root: string): Owner | null {
  try {
    const folder = lstatSync(root);
    if (!folder.isDirectory() || (process.getuid !== undefined && folder.uid !== process.getuid())) return null;
    const marker = join(root, OWNER_MARKER);
    if (!lstatSync(marker).isFile()) return null;
    const value = JSON.parse(readFileSync(marker, 'utf8')) as Partial<Owner>;
    if (!Number.isSafeInteger(value.pid) || value.pid! <= 0) return null;
    return { pid: value.pid!, started: typeof value.started === 'string' ? value.started : null };
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // Alive under that PID: the owner only if it is the same process (PIDs are reused).
  const started = startTime(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
