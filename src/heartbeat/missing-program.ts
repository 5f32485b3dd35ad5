/**
 * A program a tick tried to start and could not find: the shell's "not found" (`sh: 1: claude: not
 * found`, `tick.sh: line 9: nvidia-smi: command not found`) or Python's subprocess failing on a bare
 * program name. What the script did next is what it does on a machine without that program, not
 * what it does where it runs: the tick is no evidence of any rule, pass or fail.
 */
import type { TickRecord } from './tick.js';

const SHELL = /(?:^|[\s:])([\w.+-]+): (?:command )?not found\b/m;
/** timeout, nohup, env, nice and friends: `timeout: failed to run command 'claude': No such file or directory`. */
const RUNNER = /(?:failed to run command |^env: )'([\w.+-]+)': No such file or directory/m;
const PYTHON = /FileNotFoundError: \[Errno 2\] No such file or directory: '([\w+-]+)'/;

/** Both streams: a script that sends its stderr to its log (2>&1) prints the shell's words on stdout. */
export function missingProgram(tick: Pick<TickRecord, 'stderr'> & Partial<Pick<TickRecord, 'stdout'>>): string | null {
  const text = `${tick.stderr}\n${tick.stdout ?? ''}`;
  const shell = SHELL.exec(text) ?? RUNNER.exec(text);
  if (shell !== null) return shell[1]!;
  // subprocess names a program it could not exec; a data file missing has another trace.
  const python = text.includes('subprocess.py') ? PYTHON.exec(text) : null;
  return python === null ? null : python[1]!;
}

/** Why a run of ticks is no evidence: the first program one could not start; null when each found what it ran. */
export function missingProgramIn(ticks: readonly (Pick<TickRecord, 'stderr'> & Partial<Pick<TickRecord, 'stdout'>>)[]): string | null {
  for (const tick of ticks) {
    const program = missingProgram(tick);
    if (program !== null)
      return `a tick could not start \`${program}\` (not found where it ran: the sandbox has this machine's programs, but not your HOME's), so what the script did next is not what it does where it runs. Install it system-wide, or give the heartbeat a PATH (env:) that holds it`;
  }
  return null;
}
