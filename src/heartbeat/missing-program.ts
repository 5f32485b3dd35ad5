/**
 * A program a tick tried to start and could not find: the shell's "not found" (`sh: 1: claude: not
 * found`, `tick.sh: line 9: nvidia-smi: command not found`) or Python's subprocess failing on a bare
 * program name. What the script did next is what it does on a machine without that program, not
 * what it does where it runs: the tick is no evidence of any rule, pass or fail.
 */
import type { TickRecord } from './tick.js';

const SHELL = /(?:^|[\s:])([\w.+-]+): (?:command )?not found\b/m;
const PYTHON = /FileNotFoundError: \[Errno 2\] No such file or directory: '([\w+-]+)'/;

export function missingProgram(tick: Pick<TickRecord, 'stderr'>): string | null {
  const shell = SHELL.exec(tick.stderr);
  if (shell !== null) return shell[1]!;
  // subprocess names a program it could not exec; a data file missing has another trace.
  const python = tick.stderr.includes('subprocess.py') ? PYTHON.exec(tick.stderr) : null;
  return python === null ? null : python[1]!;
}

/** Why a run of ticks is no evidence: the first program one could not start; null when each found what it ran. */
export function missingProgramIn(ticks: readonly Pick<TickRecord, 'stderr'>[]): string | null {
  for (const tick of ticks) {
    const program = missingProgram(tick);
    if (program !== null) return `a tick could not start \`${program}\` (not found where it ran: the sandbox has this machine's programs, but not your HOME's), so what the script did next is not what it does where it runs. Install it system-wide, or give the heartbeat a PATH (env:) that holds it`;
  }
  return null;
}
