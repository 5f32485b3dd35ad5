/**
 * Where scratch areas are made. A run makes one per case family and experiment, each a copy of the
 * project, and on a disk every file created costs a journal entry: most of a run went into making
 * copies. In memory (/dev/shm, a tmpfs) the same copies cost a fraction. A TMPDIR the caller set
 * always wins; /dev/shm is taken only when it has room for several projects at once, else (a
 * container's 64 MiB /dev/shm) the usual temp folder.
 */
import { accessSync, constants, statfsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';

const MEMORY_FOLDER = '/dev/shm';
/** Room for several 128 MiB project copies side by side, and for what their hooks write. */
const MEMORY_FOLDER_MIN_FREE_BYTES = 2 * 1024 ** 3;

let chosen: string | null = null;

/** The folder scratch areas go in (chosen once per process: the answer does not change mid-run). */
export function scratchBase(): string {
  chosen ??= chooseScratchBase(process.env, memoryFolderWithRoom);
  return chosen;
}

/** The caller's TMPDIR if set, else a memory folder with room, else the temp folder. */
export function chooseScratchBase(env: Readonly<Record<string, string | undefined>>, memoryFolder: () => string | null): string {
  return env['TMPDIR'] ? tmpdir() : (memoryFolder() ?? tmpdir());
}

/** Every folder scratch areas of this or an earlier run may lie in (to remove those of dead runs). */
export function scratchBases(): string[] {
  return [...new Set([tmpdir(), scratchBase()])];
}

export function memoryFolderWithRoom(): string | null {
  try {
    if (!statSync(MEMORY_FOLDER).isDirectory()) return null;
    accessSync(MEMORY_FOLDER, constants.W_OK | constants.X_OK);
    const stats = statfsSync(MEMORY_FOLDER);
    return stats.bavail * stats.bsize >= MEMORY_FOLDER_MIN_FREE_BYTES ? MEMORY_FOLDER : null;
  } catch {
    return null;
  }
}
