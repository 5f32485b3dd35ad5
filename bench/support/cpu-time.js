// CPU time of the whole process tree. Where a cpuacct cgroup can be made (cgroup v1, as here), the
// bench moves itself into one and reads its usage: every descendant counts, also those nobody here
// reaps (bwrap's init in its PID namespace is reaped by the kernel when the namespace goes, and its
// CPU never reaches /proc/self/stat). Elsewhere: this process (process.cpuUsage) plus the children
// it reaped with what they reaped (cutime + cstime, fields 16 and 17 of /proc/self/stat), which
// undercounts sandboxed invocations; the method in use is printed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const CPUACCT = '/sys/fs/cgroup/cpuacct';

/** The cgroup this bench runs in, or null (then /proc/self/stat is read). */
const group = joinCpuacctGroup();

function joinCpuacctGroup() {
  const dir = `${CPUACCT}/hookcheck-bench-${process.pid}`;
  try {
    mkdirSync(dir);
    writeFileSync(`${dir}/cgroup.procs`, String(process.pid));
  } catch {
    return null;
  }
  // Back in the parent group at exit, so the empty group can be removed.
  process.on('exit', () => {
    try {
      writeFileSync(`${CPUACCT}/cgroup.procs`, String(process.pid));
      rmdirSync(dir);
    } catch {
      // Descendants still in it: the kernel keeps it until they are gone.
    }
  });
  return dir;
}

export const cpuMethod = group ? `cpuacct cgroup (${group})` : '/proc/self/stat (reaped children only: sandboxed invocations undercount)';

/** CPU milliseconds of reaped children (and their reaped descendants). */
function childrenCpuMs() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (number) => Number(fields[number - 3]);
  return ((field(16) + field(17)) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds of this process tree so far. */
export function treeCpuMs() {
  if (group) return Number(readFileSync(`${group}/cpuacct.usage`, 'utf8')) / 1e6;
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + childrenCpuMs();
}

/** Runs `work` and returns its tree CPU and wall time in milliseconds, with its value. */
export async function measure(work) {
  const cpu = treeCpuMs();
  const wall = performance.now();
  const value = await work();
  return { cpuMs: treeCpuMs() - cpu, wallMs: performance.now() - wall, value };
}

export const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const loadLine = (when) =>
  `load average ${when}: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
