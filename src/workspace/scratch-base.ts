/**
 * Where scratch areas are made. A run makes one per case family and experiment, each a copy of the
 * project, and on a disk every file created costs a journal entry: most of a run went into making
 * copies. In memory (/dev/shm, a tmpfs) the same copies cost a fraction. A temp folder the caller
 * set (TMPDIR, TMP, TEMP) always wins; /dev/shm is taken only when scripts may run from it (a
 * container's is often `noexec`) and it has room for several projects at once, else (a container's
 * 64 MiB /dev/shm) the usual temp folder.
 */
import { accessSync, constants, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MEMORY_FOLDER = '/dev/shm';
/** Room for several 128 MiB project copies side by side, and for what their hooks write. */
const MEMORY_FOLDER_MIN_FREE_BYTES = 2 * 1024 ** 3;
const TEMP_VARIABLES = ['TMPDIR', 'TMP', 'TEMP'];

/** Whether /dev/shm may hold scratch areas, looked at once per process (free space aside, it does not change). */
let memoryFolder: string | null | undefined;

/** The folder scratch areas go in now. */
export function scratchBase(): string {
  return chooseScratchBase(process.env, () => (memoryFolder === undefined ? (memoryFolder = memoryFolderWithRoom()) : memoryFolder));
}

/** The caller's temp folder if set, else a memory folder with room, else the temp folder. */
export function chooseScratchBase(env: Readonly<Record<string, string | undefined>>, memory: () => string | null): string {
  return TEMP_VARIABLES.some((name) => env[name]) ? tmpdir() : (memory() ?? tmpdir());
}

/** Every folder scratch areas of this or an earlier run may lie in (to remove those of dead runs). */
export function scratchBases(): string[] {
  const memory = isFolder(MEMORY_FOLDER) ? [MEMORY_FOLDER] : [];
  return [...new Set([tmpdir(), ...memory])];
}

export function memoryFolderWithRoom(): string | null {
  try {
    if (!isFolder(MEMORY_FOLDER)) return null;
    const stats = statfsSync(MEMORY_FOLDER);
    return stats.bavail * stats.bsize >= MEMORY_FOLDER_MIN_FREE_BYTES && canRunFilesIn(MEMORY_FOLDER) ? MEMORY_FOLDER : null;
  } catch {
    return null;
  }
}

/** A `noexec` mount refuses to run an executable file: access(2) says so (EACCES) without running one. */
function canRunFilesIn(folder: string): boolean {
  const probe = join(folder, `hookcheck-exec-probe-${process.pid}`);
  try {
    writeFileSync(probe, '#!/bin/sh\n', { mode: 0o700 });
    accessSync(probe, constants.X_OK);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { force: true });
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
