/**
 * Processes a session left behind outside the CLI's process group. Gemini 0.61 runs the shell tool's
 * command detached (its own session: `detached: true` in its child_process fallback), and a hook or
 * a tool may start one of its own with setsid; killing the CLI's group reaches none of them, nor
 * does bubblewrap's --die-with-parent (it kills only its direct child). Whatever still runs in the
 * scratch project or with the scratch HOME belongs to the session and is killed with it.
 */
import { readFileSync, readlinkSync, readdirSync } from 'node:fs';
import { killProcesses, type GroupMember } from '../runner/process-group.js';
import { isInside } from '../util/path-inside.js';

/** Kills every process (other than this one) whose cwd lies in `root` or whose HOME is `homeDir`; returns their command lines. */
export function killStrayProcesses(root: string, homeDir: string): string[] {
  const strays = listProcesses().filter((pid) => pid !== String(process.pid) && belongsToSession(pid, root, homeDir));
  const members: GroupMember[] = strays.map((pid) => ({ pid, command: readCommandLine(pid) }));
  killProcesses(members);
  return members.map((member) => member.command);
}

function listProcesses(): string[] {
  try {
    return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
}

function belongsToSession(pid: string, root: string, homeDir: string): boolean {
  try {
    const cwd = readlinkSync(`/proc/${pid}/cwd`);
    if (cwd === root || isInside(root, cwd)) return true;
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`HOME=${homeDir}`);
  } catch {
    // Gone meanwhile, or not ours to read: not the session's.
    return false;
  }
}

function readCommandLine(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return `pid ${pid}`;
  }
}
