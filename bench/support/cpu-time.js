// CPU time of the whole process tree: this process (process.cpuUsage, all threads) plus every child
// it has reaped, with what those children reaped in turn (cutime + cstime, fields 16 and 17 of
// /proc/self/stat). A hookcheck CLI run is measured the same way: spawned from here and reaped.
// Children count only once reaped, so a batch must await every process it started.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU milliseconds of reaped children (and their reaped descendants). */
export function childrenCpuMs() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (number) => Number(fields[number - 3]);
  return ((field(16) + field(17)) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds of this process and its reaped children so far. */
export function treeCpuMs() {
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

export const loadLine = (when) => `load average ${when}: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`;
