/**
 * A program of hookcheck's own that runs inside a hook's sandbox (the mod driver): the sandbox shows
 * the scratch area, not hookcheck's files, so the program goes into the scratch area's tmp.
 */
import { copyFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ScratchArea } from './scratch-area.js';

/** Copies `file` into the scratch area's tmp folder as `name` (its own name by default); returns the copy's path. */
export function copyIntoScratch(file: string, scratch: Pick<ScratchArea, 'tmpDir'>, name: string = basename(file)): string {
  const copy = join(scratch.tmpDir, name);
  copyFileSync(file, copy);
  return copy;
}
