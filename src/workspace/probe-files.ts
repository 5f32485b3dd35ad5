/**
 * The files a probe sets up before its hook runs (content, mode, a modification time that may be
 * hours in the past) and reads afterwards. Paths are already inside a scratch area.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface ProbeFileSetup {
  readonly path: string;
  readonly content: string;
  readonly mtimeMs?: number;
  readonly mode?: number;
}

/** Beyond this, a file's content is not read back (an expectation sees the start). */
const MAX_READ_BYTES = 1024 * 1024;

export function writeProbeFiles(files: readonly ProbeFileSetup[]): void {
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.content);
    if (file.mode !== undefined) chmodSync(file.path, file.mode);
    if (file.mtimeMs !== undefined) utimesSync(file.path, new Date(file.mtimeMs), new Date(file.mtimeMs));
  }
}

export function readProbeFiles(paths: readonly string[]): { exists: boolean; content: string | null }[] {
  return paths.map((path) => {
    if (!existsSync(path)) return { exists: false, content: null };
    const stats = statSync(path);
    if (!stats.isFile()) return { exists: true, content: null };
    return { exists: true, content: readFileSync(path).subarray(0, MAX_READ_BYTES).toString('utf8') };
  });
}
