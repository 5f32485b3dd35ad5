/**
 * The resources one sandboxed invocation may use, and how each bound is enforced on this machine:
 * a cgroup (pids, memory) where hookcheck may make one, else rlimits set inside the sandbox by
 * prlimit. RLIMIT_NPROC does not bind a hook whose uid is host root (the kernel exempts uid 0), so
 * as root only a cgroup bounds a fork bomb. With a memory cgroup, RLIMIT_DATA is not set: the cgroup
 * bounds the tree, and a single allocation beyond it then ends in a kill the cgroup counts (the
 * report can say the bound was reached), not in a malloc failure nobody sees. Every writable tmpfs
 * is sized; the scratch folders are host folders (snapshots read them afterwards), bounded per file
 * by RLIMIT_FSIZE.
 */
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

export const PROCESS_LIMIT = 256;

function isRoot(): boolean {
  return process.getuid?.() === 0;
}
export const MEMORY_LIMIT_BYTES = 2 * 1024 ** 3;
export const OPEN_FILES_LIMIT = 1024;
export const FILE_SIZE_LIMIT_BYTES = 256 * 1024 ** 2;
/** Size of each tmpfs a hook may write (/run, /var/tmp, /dev/shm, dependency caches). */
export const TMPFS_BYTES = 64 * 1024 * 1024;

export interface CgroupPlaces {
  /** Folder under which a pids cgroup per invocation is made, and the file its limit goes in. */
  readonly pids: { readonly dir: string; readonly limitFile: string } | null;
  readonly memory: { readonly dir: string; readonly limitFile: string } | null;
  /**
   * A cgroup v2 folder whose children report CPU pressure (`cpu.pressure`): how long the hook's tree
   * waited for a CPU other work held, so a timeout is judged by the hook's own time (no controller needed).
   */
  readonly pressure: { readonly dir: string } | null;
}

export interface SandboxLimits {
  readonly prlimitBin: string | null;
  /** perl runs as the sandbox's PID 1: it tells an exit 137 from a SIGKILL and sees pipes held after the hook. */
  readonly perlBin: string | null;
  readonly cgroups: CgroupPlaces;
  /** In the words of the report: each bound that applies, and how. */
  readonly applied: readonly string[];
  readonly notApplied: readonly string[];
}

/** How each resource is bounded here, given the tools found. */
export function planLimits(prlimitBin: string | null, perlBin: string | null, cgroups: CgroupPlaces = findCgroups()): SandboxLimits {
  const applied: string[] = [`tmpfs ${TMPFS_BYTES / 1024 ** 2} MiB each (/run, /var/tmp, /dev/shm, caches); hidden HOME read-only`];
  const notApplied: string[] = [];
  const rootUid = isRoot();
  if (cgroups.pids) applied.push(`processes: ${PROCESS_LIMIT} (cgroup pids.max)`);
  else if (prlimitBin && !rootUid) applied.push(`processes: ${PROCESS_LIMIT} (RLIMIT_NPROC)`);
  else notApplied.push(rootUid ? 'processes: no writable pids cgroup, and RLIMIT_NPROC does not bind host root' : 'processes: prlimit (util-linux) is not installed');
  if (cgroups.memory) applied.push(`memory: ${MEMORY_LIMIT_BYTES / 1024 ** 3} GiB for the hook's tree (cgroup)`);
  if (prlimitBin && !cgroups.memory) applied.push(`memory: ${MEMORY_LIMIT_BYTES / 1024 ** 3} GiB per process (RLIMIT_DATA)`);
  if (prlimitBin) applied.push(`open files: ${OPEN_FILES_LIMIT} (RLIMIT_NOFILE)`, `file size: ${FILE_SIZE_LIMIT_BYTES / 1024 ** 2} MiB per file in the scratch folders (RLIMIT_FSIZE)`);
  else notApplied.push(cgroups.memory ? 'open files, file size: prlimit (util-linux) is not installed' : 'memory, open files, file size: prlimit (util-linux) is not installed');
  if (!cgroups.memory) notApplied.push("memory for the hook's tree as a whole: no writable memory cgroup");
  notApplied.push('total disk in the scratch folders (host folders read back after the run): per file only');
  if (!perlBin) notApplied.push('exit status: without perl an exit 128+n cannot be told from a death by signal n');
  return { prlimitBin, perlBin, cgroups, applied, notApplied };
}

/** RLIMIT_NPROC is needed where no pids cgroup bounds the tree and it binds (not host root). */
function needsNproc(limits: SandboxLimits): boolean {
  return limits.cgroups.pids === null && !isRoot();
}

/**
 * The same rlimits as `prlimitArgs`, as the outer shell's `ulimit` builtins (dash: file size in
 * 512-byte blocks, data in KiB), set before bwrap and inherited by all it starts: one program
 * start less per case. Null where RLIMIT_NPROC is needed, which must be set inside the sandbox.
 * A limit that cannot be set stops the case before the hook starts (exit 125), as prlimit would.
 */
export function ulimitScript(limits: SandboxLimits): string | null {
  if (limits.prlimitBin === null || needsNproc(limits)) return null;
  const data = limits.cgroups.memory === null ? [`-d ${MEMORY_LIMIT_BYTES / 1024}`] : [];
  return [`-n ${OPEN_FILES_LIMIT}`, ...data, `-f ${FILE_SIZE_LIMIT_BYTES / 512}`].map((limit) => `ulimit ${limit} || exit 125; `).join('');
}

/** rlimits for `prlimit`, set inside the sandbox (so RLIMIT_NPROC counts the sandbox's processes only). */
export function prlimitArgs(limits: SandboxLimits): string[] {
  if (limits.prlimitBin === null) return [];
  const nproc = needsNproc(limits) ? [`--nproc=${PROCESS_LIMIT}`] : [];
  const data = limits.cgroups.memory === null ? [`--data=${MEMORY_LIMIT_BYTES}`] : [];
  return [limits.prlimitBin, `--nofile=${OPEN_FILES_LIMIT}`, ...data, `--fsize=${FILE_SIZE_LIMIT_BYTES}`, ...nproc, '--'];
}

/** cgroup folders this process may make children in: v2 (unified) first, else v1 controllers. */
export function findCgroups(): CgroupPlaces {
  let membership: string;
  try {
    membership = readFileSync('/proc/self/cgroup', 'utf8');
  } catch {
    return { pids: null, memory: null, pressure: null };
  }
  const unified = /^0::(\/.*)$/m.exec(membership)?.[1];
  const v2 = (controller: string, limitFile: string) => {
    if (unified === undefined) return null;
    const dir = join('/sys/fs/cgroup', unified);
    const enabled = readText(join(dir, 'cgroup.subtree_control'))?.split(/\s+/).includes(controller) ?? false;
    return enabled && canMakeChild(dir) ? { dir, limitFile } : null;
  };
  const v1 = (controller: string, limitFile: string) => {
    const path = new RegExp(`^\\d+:(?:[^:]*,)?${controller}(?:,[^:]*)?:(/.*)$`, 'm').exec(membership)?.[1];
    if (path === undefined) return null;
    const dir = join('/sys/fs/cgroup', controller, path);
    return canMakeChild(dir) ? { dir, limitFile } : null;
  };
  return { pids: v2('pids', 'pids.max') ?? v1('pids', 'pids.max'), memory: v2('memory', 'memory.max') ?? v1('memory', 'memory.limit_in_bytes'), pressure: pressurePlace(unified) };
}

/** The cgroup2 mount (`/sys/fs/cgroup`, or `/sys/fs/cgroup/unified` beside v1 controllers) where this process's cgroup reports pressure. */
function pressurePlace(unified: string | undefined): { dir: string } | null {
  if (unified === undefined) return null;
  const mount = /^(?:\S+ ){4}(\S+) .* - cgroup2 /m.exec(readText('/proc/self/mountinfo') ?? '')?.[1];
  if (mount === undefined) return null;
  const dir = join(mount, unified);
  const child = join(dir, `hookcheck-probe-${process.pid}`);
  try {
    mkdirSync(child);
  } catch {
    return null;
  }
  // A kernel booted with psi=0 has the file but refuses to read it.
  const readable = readText(join(child, 'cpu.pressure')) !== null;
  rmdirSync(child);
  return readable ? { dir } : null;
}

function canMakeChild(dir: string): boolean {
  const child = join(dir, `hookcheck-probe-${process.pid}`);
  try {
    mkdirSync(child);
    rmdirSync(child);
    return true;
  } catch {
    return false;
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
