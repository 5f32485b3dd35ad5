/**
 * How long the machine kept runnable tasks waiting for a CPU: the kernel's pressure stall
 * information (PSI, /proc/pressure/cpu), "some" line, a running total in microseconds. Read before
 * a hook starts and when its timeout fires, the difference says whether the machine, not the hook,
 * may have set the pace: on an idle machine it barely moves; on a busy one it grows with the wall.
 */
import { readFileSync } from 'node:fs';

const SOME_TOTAL = /^some .*\btotal=(\d+)$/m;

/** The running total of CPU stall in microseconds, or null where the kernel keeps none (no PSI). */
export function cpuStallTotalUs(): number | null {
  try {
    const total = SOME_TOTAL.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1];
    return total === undefined ? null : Number(total);
  } catch {
    return null;
  }
}
