/**
 * Codex runs tools in a terminal of their own (a new session, so outside the process group the
 * runner kills at the end), and a hook may leave children too. Every process of a session has the
 * session's private CODEX_HOME in its environment: that finds whatever outlived the CLI.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Kills every process whose environment holds `NAME=value`, and returns their command lines. */
export function killProcessesWithEnv(name: string, value: string): string[] {
  const wanted = `${name}=${value}`;
  const killed: string[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)) {
    const environ = readProcFile(pid, 'environ');
    if (environ === null || !environ.split('\0').includes(wanted)) continue;
    const command = (readProcFile(pid, 'cmdline') ?? pid).split('\0').join(' ').trim();
    try {
      process.kill(Number(pid), 'SIGKILL');
      killed.push(command);
    } catch {
      // gone meanwhile
    }
  }
  return killed;
}

/** A /proc file of another process, or null when it is gone or not ours to read. */
function readProcFile(pid: string, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}
