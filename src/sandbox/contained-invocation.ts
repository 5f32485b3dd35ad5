/**
 * One hook invocation in the sandbox, from before it starts to after it ends: its cgroup and status
 * file made, the bwrap command built, and afterwards the outcome read back as an agent outside the
 * sandbox would have seen it (sandbox-outcome.ts) with the cgroup bounds it ran into, the cgroup and
 * status file removed. A sandbox that fails to start is hookcheck's environment failing, never the
 * hook: it is thrown.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HookcheckError } from '../errors.js';
import type { HookCommand } from '../runner/hook-command.js';
import type { CpuAccount, HookOutcome } from '../model/outcome.js';
import { makeInvocationCgroup } from './invocation-cgroup.js';
import { sandboxCommand, type SandboxLayout } from './sandbox-command.js';
import { parseInitStatus } from './sandbox-init.js';
import { unwrapSandboxOutcome } from './sandbox-outcome.js';

/** bubblewrap could not build the sandbox for an invocation: the machine's problem, not the hook's. */
export class SandboxStartError extends HookcheckError {}

export interface ContainedInvocation {
  readonly command: HookCommand;
  /** The outcome as seen without the sandbox; throws SandboxStartError when bwrap never started the hook. */
  readonly finish: (raw: HookOutcome) => HookOutcome;
  /** The tree's CPU waits and use (invocation-cgroup.ts); absent where the kernel cannot tell. */
  readonly cpuAccount?: () => CpuAccount;
}

let invocations = 0;

/**
 * PID slots in use per scratch area. Cases of one hook run side by side in one scratch area, each
 * in its own PID namespace where PIDs start at 1: without an offset two of them share PIDs and
 * collide where a tool names files in the shared /tmp by PID (tsx's IPC pipe), which never
 * happens on a real machine.
 */
const pidSlots = new Map<string, Set<number>>();
const PIDS_PER_SLOT = 8;

function takePidSlot(root: string): number {
  const taken = pidSlots.get(root) ?? new Set<number>();
  pidSlots.set(root, taken);
  let slot = 0;
  while (taken.has(slot)) slot++;
  taken.add(slot);
  return slot;
}

function releasePidSlot(root: string, slot: number): void {
  const taken = pidSlots.get(root);
  taken?.delete(slot);
  if (taken?.size === 0) pidSlots.delete(root);
}

/** bwrap's own complaints (not the hook's execvp failure, which is the hook's launch problem). */
const BWRAP_SETUP_FAILURE = /^bwrap: (?!execvp )(.+)$/m;

export function containInvocation(hook: HookCommand, layout: Omit<SandboxLayout, 'statusFile' | 'cgroupProcs' | 'startMark'>): ContainedInvocation {
  const limits = layout.limits;
  const cgroup = limits ? makeInvocationCgroup(limits.cgroups) : null;
  // Copies run at once meet in this folder (the first to start makes it).
  if (layout.together && layout.together.barrierDir !== '-') mkdirSync(layout.together.barrierDir, { recursive: true });
  let statusFile: string | undefined;
  let startMark: string | undefined;
  if (limits?.perlBin || cgroup?.cpuAccount) {
    const dir = join(layout.scratch.root, 'sandbox-status');
    mkdirSync(dir, { recursive: true });
    const name = `${process.pid}-${++invocations}`;
    if (limits?.perlBin) writeFileSync((statusFile = join(dir, `status-${name}`)), '');
    // Where the hook's time is measured: its span (start mark to the init's ending) leaves out the
    // time hookcheck took to start it, bwrap to build the sandbox, and hookcheck to notice its end,
    // all of which a busy machine stretches. The init writes the mark as it starts the hook.
    if (cgroup?.cpuAccount) startMark = join(dir, `started-${name}`);
    if (startMark !== undefined && statusFile !== undefined) writeFileSync(startMark, '');
  }
  // Copies run at once bring their own offsets; other cases side by side take a free slot.
  const slot = layout.together ? null : takePidSlot(layout.scratch.root);
  const together = layout.together ?? (slot ? { pidOffset: slot * PIDS_PER_SLOT, barrierDir: '-', copies: 1 } : undefined);
  const command = sandboxCommand(hook, {
    ...layout,
    ...(statusFile ? { statusFile } : {}),
    ...(cgroup ? { cgroupProcs: cgroup.procsFiles } : {}),
    ...(startMark ? { startMark } : {}),
    ...(together ? { together } : {}),
  });
  const account = cgroup?.cpuAccount;
  return {
    command,
    ...(account ? { cpuAccount: () => ({ ...account(), ...hookSpan(startMark, statusFile) }) } : {}),
    finish: (raw) => {
      if (slot !== null) releasePidSlot(layout.scratch.root, slot);
      const text = statusFile === undefined ? '' : readFileSync(statusFile, 'utf8');
      if (statusFile !== undefined) rmSync(statusFile, { force: true });
      if (startMark !== undefined) rmSync(startMark, { force: true });
      // The kernel counted each bound as it enforced it, before the hook ended: read before removal.
      const limitsReached = cgroup?.limitsReached() ?? [];
      cgroup?.remove();
      const setup = raw.kind === 'exited' && raw.exitCode === 1 && text === '' ? BWRAP_SETUP_FAILURE.exec(raw.stderr) : null;
      if (setup) {
        throw new SandboxStartError(`bubblewrap could not start the sandbox: ${setup[1]}. The hook never ran; this is this machine's setup, not the hook.`, {
          hint: 'Make every folder on PATH and every folder the command names readable, or run with --sandbox none.',
        });
      }
      // The outer shell's own exit (its cgroups or its rlimits), before bwrap: no init ever wrote a status.
      if (raw.kind === 'exited' && raw.exitCode === 125 && (cgroup !== null || statusFile !== undefined) && text === '') {
        throw new SandboxStartError(`the sandbox could not enter its cgroup or set its resource limits; the hook never ran.${raw.stderr.trim() === '' ? '' : ` (${raw.stderr.trim()})`}`, {
          hint: 'Run with --sandbox none, or where cgroups are writable and the hard limits allow 1024 open files.',
        });
      }
      const outcome = unwrapSandboxOutcome(raw, parseInitStatus(text));
      return limitsReached.length > 0 ? { ...outcome, limitsReached } : outcome;
    },
  };
}

/**
 * When the hook started (the init's start mark written, or without an init the sandbox in its
 * cgroup), and when its init wrote how it ended (the status file's text), by the host's clock
 * (ms); each absent until it happened.
 */
function hookSpan(startMark: string | undefined, statusFile: string | undefined): { startedAtMs?: number; endedAtMs?: number; notStarted?: boolean } {
  // With an init, the mark is made empty beforehand and written as the hook starts.
  const initMarks = startMark !== undefined && statusFile !== undefined;
  const started = startMark === undefined ? null : modified(startMark, initMarks);
  const ended = statusFile === undefined ? null : modified(statusFile, true);
  // Neither mark yet: bwrap is still building the sandbox. (An ending without a start mark is an
  // init that could not mark; its span then runs from the spawn, as without marks.)
  if (initMarks && started === null && ended === null) return { notStarted: true };
  return { ...(started === null ? {} : { startedAtMs: started }), ...(ended === null ? {} : { endedAtMs: ended }) };
}

/** A file's modification time (ms), or null when it is absent (or, with `written`, still empty). */
function modified(path: string, written: boolean): number | null {
  try {
    const stat = statSync(path);
    return written && stat.size === 0 ? null : stat.mtimeMs;
  } catch {
    return null;
  }
}
