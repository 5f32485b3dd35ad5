/**
 * One cgroup per sandboxed invocation, made before it starts and removed after it: the hook's whole
 * tree is bounded in processes and memory (swap included, where the kernel counts it), whatever
 * uid it has. The sandbox's outer shell writes its own PID into `procsFiles` before it becomes
 * bwrap, so nothing of the hook runs outside. Before removal its event counters say which bound the
 * kernel enforced: only a cgroup can tell (an rlimit's refusal is the hook's to notice).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CpuAccount, LimitReached } from '../model/outcome.js';
import { MEMORY_LIMIT_BYTES, PROCESS_LIMIT, type CgroupPlaces } from './resource-limits.js';

export interface InvocationCgroup {
  readonly procsFiles: readonly string[];
  /** The bounds the hook's tree ran into so far; read it before `remove`. */
  readonly limitsReached: () => LimitReached[];
  /** The tree's CPU waits and use so far (see CpuAccount); null where the kernel does not report pressure. */
  readonly cpuAccount: (() => CpuAccount) | null;
  readonly remove: () => void;
}

type Resource = LimitReached['resource'];

/**
 * Where the kernel counts a bound enforced: refused forks (`max` in pids.events, v1 and v2), and
 * processes killed for memory (`oom_kill` in memory.events on v2, memory.oom_control on v1). A
 * memory cgroup at its bound first reclaims the page cache, which is no harm: only a kill counts.
 */
const COUNTERS: Readonly<Record<Resource, readonly { readonly file: string; readonly counter: RegExp }[]>> = {
  processes: [{ file: 'pids.events', counter: /^max (\d+)$/m }],
  memory: [
    { file: 'memory.events', counter: /^oom_kill (\d+)$/m },
    { file: 'memory.oom_control', counter: /^oom_kill (\d+)$/m },
  ],
};

let made = 0;

/** One invocation's cgroups, as made: kept for the next invocation once its processes are gone. */
interface MadeCgroup {
  readonly places: string;
  readonly dirs: readonly { readonly dir: string; readonly resource: Resource; readonly limit: number }[];
  readonly pressureDir: string | null;
  readonly cgroupDirs: readonly string[];
}

/**
 * Empty cgroups, ready for the next invocation: making and removing a memory cgroup for every case
 * cost more of the kernel's time than the rest of a case's set-up. The counters a reused cgroup
 * keeps are read when an invocation takes it, and its figures are what grew since. Removed when
 * hookcheck exits; a run that crashed leaves them to the next run (removeDeadRuns).
 */
const idle: MadeCgroup[] = [];
let removedAtExit = false;

/** Null when no controller is usable (the report already says which limits could not apply). */
export function makeInvocationCgroup(places: CgroupPlaces): InvocationCgroup | null {
  const key = JSON.stringify(places);
  const reused = idle.findIndex((cgroup) => cgroup.places === key);
  const cgroup = reused === -1 ? createCgroup(places, key) : idle.splice(reused, 1)[0]!;
  if (cgroup === null) return null;
  const { dirs, pressureDir, cgroupDirs } = cgroup;
  const reachedBefore = new Map(dirs.map(({ dir, resource }) => [dir, timesReached(dir, resource)]));
  const accountBefore = pressureDir === null ? null : readAccount(pressureDir);
  return {
    procsFiles: cgroupDirs.map((dir) => join(dir, 'cgroup.procs')),
    limitsReached: () => dirs.filter(({ dir, resource }) => timesReached(dir, resource) > reachedBefore.get(dir)!).map(({ resource, limit }) => ({ resource, limit })),
    cpuAccount: pressureDir === null ? null : () => ({ ...accountSince(readAccount(pressureDir), accountBefore!), running: cgroupDirs.some(holdsProcess) }),
    remove: () => {
      // A cgroup still holding a process (the kernel reaping the sandbox's last) is not reused.
      if (cgroupDirs.every(isEmpty)) {
        if (!removedAtExit) process.once('exit', removeIdle);
        removedAtExit = true;
        idle.push(cgroup);
      } else for (const dir of cgroupDirs) removeWhenEmpty(dir);
    },
  };
}

function createCgroup(places: CgroupPlaces, key: string): MadeCgroup | null {
  if (made === 0) for (const place of [places.pids, places.memory, places.pressure]) if (place) removeDeadRuns(place.dir);
  const name = `hookcheck-${process.pid}-${++made}`;
  const dirs: { dir: string; resource: Resource; limit: number }[] = [];
  for (const [resource, place, limit] of [
    ['processes', places.pids, PROCESS_LIMIT],
    ['memory', places.memory, MEMORY_LIMIT_BYTES],
  ] as const) {
    if (place === null) continue;
    const dir = join(place.dir, name);
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, place.limitFile), String(limit));
      if (resource === 'memory') boundSwap(dir, place.limitFile, limit);
      dirs.push({ dir, resource, limit });
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // Never made: nothing to remove.
      }
    }
  }
  const pressureDir =
    places.pressure === null
      ? null
      : pressureCgroup(
          join(places.pressure.dir, name),
          dirs.map(({ dir }) => dir),
        );
  const cgroupDirs = [...dirs.map(({ dir }) => dir), ...(pressureDir !== null && !dirs.some(({ dir }) => dir === pressureDir) ? [pressureDir] : [])];
  return cgroupDirs.length === 0 ? null : { places: key, dirs, pressureDir, cgroupDirs };
}

/** A process is in the cgroup; not when the cgroup is gone. */
function holdsProcess(dir: string): boolean {
  try {
    return readFileSync(join(dir, 'cgroup.procs'), 'utf8').trim() !== '';
  } catch {
    return false;
  }
}

function isEmpty(dir: string): boolean {
  try {
    return readFileSync(join(dir, 'cgroup.procs'), 'utf8').trim() === '';
  } catch {
    return false;
  }
}

function removeIdle(): void {
  for (const cgroup of idle.splice(0)) for (const dir of cgroup.cgroupDirs) removeWhenEmpty(dir);
}

/** What the tree waited and used since `before` (a reused cgroup's totals include the invocations before it). */
function accountSince(now: CpuAccount, before: CpuAccount): CpuAccount {
  const grown = (key: 'someStallMs' | 'fullStallMs' | 'usedMs') => Math.max(0, now[key] - before[key]);
  return { someStallMs: grown('someStallMs'), fullStallMs: grown('fullStallMs'), usedMs: grown('usedMs') };
}

/** The invocation's cgroup in the v2 tree: one already made for a bound (pure v2), else one made for pressure alone. */
function pressureCgroup(dir: string, made: readonly string[]): string | null {
  if (made.includes(dir)) return dir;
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return null;
  }
}

/** cpu.pressure's `some` and `full` totals and cpu.stat's usage (µs); zeros once the cgroup is gone. */
function readAccount(dir: string): CpuAccount {
  const read = (file: string) => {
    try {
      return readFileSync(join(dir, file), 'utf8');
    } catch {
      return '';
    }
  };
  const pressure = read('cpu.pressure');
  const ms = (pattern: RegExp, text: string) => Number(pattern.exec(text)?.[1] ?? 0) / 1000;
  return { someStallMs: ms(/^some .*total=(\d+)/m, pressure), fullStallMs: ms(/^full .*total=(\d+)/m, pressure), usedMs: ms(/^usage_usec (\d+)/m, read('cpu.stat')) };
}

/** Without it, a tree at its memory bound goes on in swap. The file exists only where the kernel accounts swap. */
function boundSwap(dir: string, limitFile: string, limit: number): void {
  const [file, value] = limitFile === 'memory.max' ? ['memory.swap.max', '0'] : ['memory.memsw.limit_in_bytes', String(limit)];
  try {
    writeFileSync(join(dir, file), value);
  } catch {
    // No swap accounting here: no swap to bound through the cgroup.
  }
}

/** Which of a resource's counter files a cgroup tree has (by the tree's folder), once found: the others are not tried again on every invocation. */
const counterFound = new Map<string, (typeof COUNTERS)[Resource][number]>();

function timesReached(dir: string, resource: Resource): number {
  const tree = `${dirname(dir)}:${resource}`;
  const known = counterFound.get(tree);
  for (const place of known === undefined ? COUNTERS[resource] : [known]) {
    let text: string;
    try {
      text = readFileSync(join(dir, place.file), 'utf8');
    } catch {
      continue;
    }
    counterFound.set(tree, place);
    return Number(place.counter.exec(text)?.[1] ?? 0);
  }
  return 0;
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
