/**
 * A file of a scenario's world as it was at one moment: missing, a folder, or its bytes and time.
 * Scenarios compare two such moments ("the lock was left as it was").
 */
import { lstatSync, readFileSync, utimesSync } from 'node:fs';

export type FileState = { readonly kind: 'missing' } | { readonly kind: 'folder' } | { readonly kind: 'file'; readonly bytes: Buffer; readonly mtimeMs: number };

export function readState(path: string): FileState {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return { kind: 'missing' };
  if (stat.isDirectory()) return { kind: 'folder' };
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    // Made unreadable by the scenario: its bytes are whatever they were; only its time can tell.
    bytes = Buffer.alloc(0);
  }
  return { kind: 'file', bytes, mtimeMs: Math.round(stat.mtimeMs) };
}

export function sameFile(a: FileState, b: FileState): boolean {
  if (a.kind !== 'file' || b.kind !== 'file') return a.kind === b.kind;
  return a.mtimeMs === b.mtimeMs && a.bytes.equals(b.bytes);
}

/** A time a tick's write may carry, this far outside the tick's real span (the file system's own rounding). */
const SLACK_MS = 2000;

/** Each path's modification time (ms), taken before a tick: what the tick changed is what differs after. */
export function modificationTimes(paths: readonly string[]): Map<string, number> {
  const times = new Map<string, number>();
  for (const path of paths) {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat !== undefined) times.set(path, stat.mtimeMs);
  }
  return times;
}

/**
 * The kernel stamps a tick's writes with the real time, while the tick's clock read the fake one:
 * a file the tick wrote would look years old (or young) to the next tick that reads its age. So
 * each entry the tick changed (its time differs from `before`) whose time falls within the tick's
 * real span (`realStart`..`realEnd`, ms) is moved to the same moment on the fake clock
 * (`fakeStart`, seconds). What the world set, and times the script set by a date of its own, stay.
 */
export function followFakeClock(paths: readonly string[], before: ReadonlyMap<string, number>, realStart: number, realEnd: number, fakeStart: number): void {
  for (const path of paths) {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat === undefined || stat.isSymbolicLink() || before.get(path) === stat.mtimeMs) continue;
    if (stat.mtimeMs < realStart - SLACK_MS || stat.mtimeMs > realEnd + SLACK_MS) continue;
    const fake = fakeStart + Math.max(0, stat.mtimeMs - realStart) / 1000;
    try {
      utimesSync(path, fake, fake);
    } catch {
      // A file the tick made unwritable to us (or a read-only view): its time stays real, as on a machine.
    }
  }
}
