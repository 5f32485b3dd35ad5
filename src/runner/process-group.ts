/**
 * The hook runs as the leader of its own process group. When the leader exits, whatever is still
 * in the group was left behind by the hook: found here through /proc and killed as a group.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** True when any process is still in group `pgid` (cheap: one signal-0 call, no /proc scan). */
export function isGroupAlive(pgid: number): boolean {
  // Asked after every hook, and the answer is mostly ESRCH: an error without a stack costs a third.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    // EPERM means the group exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** Sends `signal` to every process in group `pgid`; a group that is already gone is fine. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: nothing left to signal.
  }
}

export interface GroupMember {
  readonly pid: string;
  readonly command: string;
}

/** The processes in group `pgid` (Linux /proc; empty elsewhere). */
export function listGroupMembers(pgid: number): GroupMember[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const members: GroupMember[] = [];
  for (const pid of entries) {
    const stat = readStat(pid);
    // A zombie is already dead, only not yet reaped by its parent: not a leftover.
    if (stat?.pgrp === pgid && stat.state !== 'Z') members.push({ pid, command: readCommandLine(pid) });
  }
  return members;
}

/** What file descriptor `fd` of process `pid` is (`pipe:[inode]`, `socket:[inode]`, a path), or null. */
export function describeDescriptor(pid: number, fd: number): string | null {
  try {
    return readlinkSync(`/proc/${pid}/fd/${fd}`);
  } catch {
    return null;
  }
}

/** True when process `pid` has any of the given files (as `describeDescriptor` names them) open. */
export function holdsAnyOf(pid: string, files: ReadonlySet<string>): boolean {
  let descriptors: string[];
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return descriptors.some((fd) => {
    try {
      return files.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
    } catch {
      return false;
    }
  });
}

function readStat(pid: string): { state: string; pgrp: number; flags: number; cpuTicks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state ppid pgrp … utime stime; the name may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', pgrp: Number(fields[2]), flags: Number(fields[6]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** True while process `pid` is alive in group `pgid` (it may leave it with setsid). */
export function isInGroup(pid: string, pgid: number): boolean {
  const stat = readStat(pid);
  return stat !== null && stat.pgrp === pgid && stat.state !== 'Z' && stat.state !== 'X';
}

/** CPU a process may use before it is past any redirection it was about to make (clock ticks). */
const SETTLED_CPU_TICKS = 2;
/** PF_EXITING in the kernel's task flags: the process is tearing itself down. */
const PF_EXITING = 0x4;

/**
 * Whether process `pid` is where it will stay for now: gone, asleep or stopped, or it has had CPU
 * enough to be past the start-up a just-forked child makes (`cmd >/dev/null &` holds the pipes only
 * until its redirections run). Read from the process, not from a clock: load cannot change it.
 */
export function processState(pid: string): 'gone' | 'moving' | 'settled' {
  const stat = readStat(pid);
  if (stat === null || stat.state === 'Z' || stat.state === 'X') return 'gone';
  // Exiting, or with a signal on its way (the hook killed it just before it exited): it will let go.
  if ((stat.flags & PF_EXITING) !== 0 || hasSignalPending(pid)) return 'moving';
  const runnable = stat.state === 'R' || stat.state === 'D';
  return runnable && stat.cpuTicks < SETTLED_CPU_TICKS ? 'moving' : 'settled';
}

/** A signal pending for `pid` that it neither blocks nor ignores (from /proc/<pid>/status masks). */
function hasSignalPending(pid: string): boolean {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return false;
  }
  const mask = (name: string) => BigInt(`0x${new RegExp(`^${name}:\\s*([0-9a-f]+)$`, 'm').exec(status)?.[1] ?? '0'}`);
  return ((mask('SigPnd') | mask('ShdPnd')) & ~mask('SigBlk') & ~mask('SigIgn')) !== 0n;
}

function readCommandLine(pid: string): string {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    // Caught mid-exec a process has no command line yet; its short name still says what it is.
    return raw.split('\0').filter(Boolean).join(' ') || `[${readFileSync(`/proc/${pid}/comm`, 'utf8').trim()}]`;
  } catch {
    return `[pid ${pid}]`;
  }
}

/** Every process on the machine that has any of `files` open (the rare path: a setsid escapee). */
export function findHolders(files: ReadonlySet<string>): GroupMember[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name) && name !== String(process.pid));
  } catch {
    return [];
  }
  return entries.filter((pid) => holdsAnyOf(pid, files)).map((pid) => ({ pid, command: readCommandLine(pid) }));
}

/** SIGKILLs single processes (not groups); ones already gone are fine. */
export function killProcesses(members: readonly GroupMember[]): void {
  for (const { pid } of members) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // ESRCH: already gone.
    }
  }
}

/** The first line of a script, for naming the interpreter its #! line asks for. */
export function readShebang(path: string): string | null {
  try {
    const head = readFileSync(path, { encoding: 'utf8', flag: 'r' }).slice(0, 200);
    return head.startsWith('#!') ? head.split('\n')[0]!.slice(2).trim() : null;
  } catch {
    return null;
  }
}
