/**
 * A hook runs in a scratch project, not in the folder it was named from: an argument that names a
 * file there (`['bash', 'guard.sh']`) is made absolute, so the hook still finds it. Flags, absolute
 * paths and words that name no file stay as written.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

export function absoluteIfFile(arg: string, dir: string): string {
  return arg.startsWith('-') || isAbsolute(arg) || !existsSync(resolve(dir, arg)) ? arg : resolve(dir, arg);
}
