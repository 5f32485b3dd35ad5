/**
 * One cgroup per sandboxed invocation, made before it starts and removed after it: the hook's whole
 * tree is bounded in processes and memory, whatever uid it has. The sandbox's outer shell writes
 * its own PID into `procsFiles` before it becomes bwrap, so nothing of the hook runs outside.
 */
import { existsSync, mkdirSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEMORY_LIMIT_BYTES, PROCESS_LIMIT, type CgroupPlaces } from './resource-limits.js';

export interface InvocationCgroup {
  readonly procsFiles: readonly string[];
  readonly remove: () => void;
}

let made = 0;

/** Null when no controller is usable (the report already says which limits could not apply). */
export function makeInvocationCgroup(places: CgroupPlaces): InvocationCgroup | null {
  if (made === 0) for (const place of [places.pids, places.memory]) if (place) removeDeadRuns(place.dir);
  const name = `hookcheck-${process.pid}-${++made}`;
  const dirs: { dir: string; kind: 'pids' | 'memory' }[] = [];
  for (const [kind, place, limit] of [['pids', places.pids, PROCESS_LIMIT], ['memory', places.memory, MEMORY_LIMIT_BYTES]] as const) {
    if (place === null) continue;
    const dir = join(place.dir, name);
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, place.limitFile), String(limit));
      dirs.push({ dir, kind });
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // Never made: nothing to remove.
      }
    }
  }
  if (dirs.length === 0) return null;
  return {
    procsFiles: dirs.map(({ dir }) => join(dir, 'cgroup.procs')),
    remove: () => {
      for (const { dir } of dirs) removeWhenEmpty(dir);
    },
  };
}

/** The sandbox's processes die with it; the kernel may take a moment to let the cgroup go. */
function removeWhenEmpty(dir: string, attempt = 0): void {
  try {
    rmdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EBUSY' && attempt < 100) setTimeout(() => removeWhenEmpty(dir, attempt + 1), 50).unref();
  }
}

/** cgroups left by runs that ended before the kernel let theirs go (a removal still waiting when hookcheck exited). */
function removeDeadRuns(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = /^hookcheck-(\d+)-\d+$/.exec(name)?.[1];
    if (pid === undefined || existsSync(`/proc/${pid}`)) continue;
    try {
      rmdirSync(join(dir, name));
    } catch {
      // Still busy, or not ours to remove: left for a later run.
    }
  }
}
