/**
 * The bubblewrap command line that contains one hook invocation: an empty root admitting read-only
 * the system's folders and what the hook needs (the project, its own folder, its interpreters and
 * tools; see admitted-root.ts), no home folder of the system's users, the scratch folders the only
 * writable places, a private /tmp, no network, its own PID namespace (whatever the hook leaves
 * behind dies with it) and death with hookcheck, behind the walls of `walls.ts` (no capabilities,
 * no host sockets, no root-only files). Faults narrow it further.
 */
import { dirname, join } from 'node:path';
import { toSpawnArgs, type HookCommand } from '../runner/hook-command.js';
import type { ScratchArea } from '../workspace/scratch-area.js';
import { inside, inSystemFolder, maskedFiles, systemArgs } from './admitted-root.js';
import { hostFolders, maskArgs } from './host-folders.js';
import { droppedUid, dropArgs, handOver, namespaceArgs } from './hook-identity.js';
import { lentSource } from './lent-copies.js';
import { TRACE_OPTIONS } from './read-trace.js';
import { holdOptions } from './read-write-race.js';
import { prlimitArgs, TMPFS_BYTES, ulimitScript, type SandboxLimits } from './resource-limits.js';
import { INIT_SCRIPT, INIT_START_PATH, INIT_STATUS_PATH } from './sandbox-init.js';
import { wallArgs } from './walls.js';

/** A fault the sandbox injects (see the `faults` check); environment faults need no sandbox. */
export type SandboxFault = 'read-only-home' | 'read-only-project' | 'full-disk';

export interface SandboxLayout {
  readonly bwrapBin: string;
  readonly scratch: Pick<ScratchArea, 'root' | 'projectDir' | 'homeDir' | 'tmpDir' | 'slashTmpDir' | 'readOnlyMounts'>;
  /** The user's real HOME: hidden behind an empty tmpfs. */
  readonly realHome: string | null;
  /** Paths shown again read-only: the project, the hook's folder, interpreter folders. */
  readonly visible: readonly string[];
  readonly fault?: SandboxFault;
  /** Run the hook under strace, writing the trace to `output` (a file in the scratch area). */
  readonly trace?: { readonly straceBin: string; readonly output: string };
  /** Run the hook under strace, each call on `paths` held back first (read-write-race.ts). */
  readonly widen?: { readonly straceBin: string; readonly paths: readonly string[] };
  /** The bounds on resources (absent: none, as before they existed). */
  readonly limits?: SandboxLimits;
  /** Host file the sandbox's init writes the hook's ending to (needs `limits.perlBin`). */
  readonly statusFile?: string;
  /** cgroup.procs files the sandbox enters before it starts (see invocation-cgroup.ts). */
  readonly cgroupProcs?: readonly string[];
  /**
   * A file marked when the hook's own time begins (run-hook.ts): by the init as it starts the hook,
   * or, without an init, by the outer shell the moment the sandbox has entered its cgroups.
   */
  readonly startMark?: string;
  /**
   * One of copies run at once: the init uses up `pidOffset` PIDs first (each sandbox has its own
   * PID namespace, where PIDs start at 1), then waits for the other copies in `barrierDir` (`-`: a
   * case side by side with others, which waits for nobody).
   */
  readonly together?: { readonly pidOffset: number; readonly barrierDir: string; readonly copies: number };
}

/** A tmpfs this small is full after the first page: a full disk without filling a real one. */
const FULL_DISK_BYTES = 4096;

/** `command` wrapped in bubblewrap as `layout` says. */
export function sandboxCommand(command: HookCommand, layout: SandboxLayout): HookCommand {
  const { scratch, fault } = layout;
  // What the hook writes (its scratch folders, status file, trace, barrier) is its uid's when that is not ours.
  const dropped = droppedUid() !== null;
  if (dropped) handOver(scratch.root);
  const spawn = toSpawnArgs(command);
  const init = layout.limits?.perlBin && layout.statusFile ? { perlBin: layout.limits.perlBin, statusFile: layout.statusFile } : null;
  // Copies at once stop after each look at a state file, and the init lets them go on in step (read-write-race.ts).
  const holdLog = layout.widen && init && layout.together && layout.together.barrierDir !== '-' ? join(layout.together.barrierDir, `stops-${layout.together.pidOffset}`) : null;
  const hook = layout.trace
    ? [layout.trace.straceBin, ...TRACE_OPTIONS, '-o', layout.trace.output, spawn.file, ...spawn.args]
    : layout.widen
      ? [layout.widen.straceBin, ...holdOptions(layout.widen.paths, holdLog), spawn.file, ...spawn.args]
      : [spawn.file, ...spawn.args];
  const initMarks = init !== null && layout.startMark !== undefined;
  const outerMark = initMarks ? null : (layout.startMark ?? null);
  const cgroupProcs = layout.cgroupProcs ?? [];
  // Where a shell starts bwrap anyway, it sets the rlimits itself; else prlimit does, inside.
  const ulimits = needsOuterShell(cgroupProcs, outerMark, init !== null) && layout.limits ? ulimitScript(layout.limits) : null;
  const traced = [
    ...dropArgs(),
    ...(layout.limits && ulimits === null ? prlimitArgs(layout.limits) : []),
    ...(init ? [init.perlBin, '-e', INIT_SCRIPT, INIT_STATUS_PATH, initMarks ? INIT_START_PATH : '-', ...togetherArgs(layout.together, holdLog)] : []),
    ...hook,
  ];
  const status = init ? ['--bind', init.statusFile, INIT_STATUS_PATH, ...(initMarks ? ['--bind', layout.startMark!, INIT_START_PATH] : []), '--as-pid-1'] : [];
  const traceDir = layout.trace ? ['--bind', dirname(layout.trace.output), dirname(layout.trace.output)] : [];
  // The barrier folder lies outside what snapshots read, so waiting leaves no state behind.
  const barrier = layout.together && layout.together.barrierDir !== '-' ? ['--bind', layout.together.barrierDir, layout.together.barrierDir] : [];
  const sized = ['--size', String(TMPFS_BYTES)];
  const hidden = layout.realHome === null ? [] : [...sized, '--tmpfs', layout.realHome];
  // Read-only once everything shown in it is mounted: a write into the hidden HOME fails (the
  // trace reports it) instead of vanishing with the tmpfs.
  // (A HOME under /tmp is covered by the scratch /tmp mounted after it: nothing left to remount.)
  const hiddenReadOnly = layout.realHome === null || inside('/tmp', layout.realHome) ? [] : ['--remount-ro', layout.realHome];
  const { visible, linked, readOnly, readOnlyMasks } = hostFolders(layout);
  const mounts = scratch.readOnlyMounts ?? [];
  // Folders given on purpose that nobody could not read are shown as copies it owns (lent-copies.ts).
  const binds = [...visible.map((path) => ({ source: dropped ? lentSource(path) : path, target: path })), ...linked.map((path) => ({ source: path, target: path }))];
  const shown = binds.flatMap(({ source, target }) => ['--ro-bind-try', source, target]);
  // Credentials in tool homes and sockets anywhere admitted: an unreadable node in their place (found once per process).
  const masks = [
    ...maskArgs(binds.filter(({ target }) => !inSystemFolder(target)).flatMap(({ source, target }) => maskedFiles(source).map((file) => ({ file, at: target + file.slice(source.length) })))),
    ...readOnlyMasks,
  ];
  const small = ['--perms', '1777', '--size', String(FULL_DISK_BYTES), '--tmpfs'];
  // /tmp is the scratch area's own folder, so what the hook leaves there can be looked at.
  const slashTmp = fault === 'full-disk' ? [...small, '/tmp'] : ['--bind', scratch.slashTmpDir, '/tmp'];
  const faults =
    fault === 'read-only-home' ? ['--remount-ro', scratch.homeDir] : fault === 'read-only-project' ? ['--remount-ro', scratch.projectDir] : fault === 'full-disk' ? [...small, scratch.tmpDir] : [];
  const scratchFolders = [scratch.projectDir, scratch.homeDir, scratch.tmpDir];
  const parents = !dropped ? [] : openParents([...visible, ...linked, ...scratchFolders, ...mounts.map(({ target }) => target), ...traceDir.slice(-1), ...barrier.slice(-1)]);
  const args = [
    ...systemArgs(),
    ...['--ro-bind-try', '/sys', '/sys', '--dev', '/dev', '--proc', '/proc'],
    ...wallArgs(),
    ...hidden,
    ...slashTmp,
    ...parents,
    ...shown,
    ...scratchFolders.flatMap((folder) => ['--bind', folder, folder]),
    ...readOnly,
    ...traceDir,
    ...barrier,
    ...masks,
    ...faults,
    // The empty root itself: a write to / or a folder made for a mount fails, as on a read-only host.
    ...['--remount-ro', '/'],
    ...hiddenReadOnly,
    ...status,
    ...namespaceArgs(),
    ...['--die-with-parent', '--chdir', scratch.projectDir, '--', ...traced],
  ];
  return outerShell(layout.bwrapBin, args, cgroupProcs, outerMark, init !== null, ulimits ?? '');
}

/**
 * bwrap started from a shell that first enters the invocation's cgroups, and, when the init resets
 * the hook's signals, ignores SIGTERM: the timeout's SIGTERM to the process group then reaches the
 * hook itself (same group inside the sandbox) while bwrap waits for it, as an agent would; SIGKILL
 * ends all. Without the init, bwrap's own reaper would hand the hook SIGTERM ignored: no trap then.
 */
function outerShell(bwrapBin: string, args: string[], procsFiles: readonly string[], startMark: string | null, ignoreTerm: boolean, ulimits: string): HookCommand {
  if (!needsOuterShell(procsFiles, startMark, ignoreTerm)) return { form: 'exec', file: bwrapBin, args };
  const enter = procsFiles.map((_, index) => `echo $$ > "$${index + 1}" || exit 125; `).join('');
  const mark = startMark === null ? '' : `: > "$${procsFiles.length + 1}"; `;
  const given = [...procsFiles, ...(startMark === null ? [] : [startMark])];
  const script = `${enter}${ulimits}${mark}${ignoreTerm ? "trap '' TERM; " : ''}shift ${given.length}; exec "$@"`;
  return { form: 'exec', file: '/bin/sh', args: ['-c', script, 'hookcheck-sandbox', ...given, bwrapBin, ...args] };
}

/** Whether bwrap is started from a shell: to enter cgroups, mark the start, or ignore SIGTERM. */
function needsOuterShell(procsFiles: readonly string[], startMark: string | null, ignoreTerm: boolean): boolean {
  return procsFiles.length > 0 || startMark !== null || ignoreTerm;
}

/**
 * bwrap makes the folders leading to a mount with the modes of the host's (a scratch root or /root
 * is 0700): for a hook that runs as nobody they are made open (0755, empty but for what is mounted
 * in them) beforehand, so it reaches its project, HOME and tools. Folders the system's binds or
 * another mount already hold are left alone.
 */
function openParents(destinations: readonly string[]): string[] {
  const parents = new Set<string>();
  for (const destination of destinations) {
    for (let folder = dirname(destination); folder !== '/' && folder !== '.'; folder = dirname(folder)) parents.add(folder);
  }
  const open = [...parents].filter((folder) => !inSystemFolder(folder) && !destinations.some((destination) => destination !== folder && inside(destination, folder)));
  return open.sort((a, b) => a.split('/').length - b.split('/').length).flatMap((folder) => ['--perms', '0755', '--dir', folder]);
}

/** The init's arguments for copies run at once (see sandbox-init.ts); a lone run burns nothing and holds nobody. */
function togetherArgs(together: SandboxLayout['together'], holdLog: string | null): string[] {
  return together ? [String(together.pidOffset), together.barrierDir, String(together.copies), holdLog ?? '-'] : ['0', '-', '1', '-'];
}
