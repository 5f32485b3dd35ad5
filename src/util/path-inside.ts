import { isAbsolute, relative } from 'node:path';

/** True when `path` lies strictly inside `folder` (both absolute; `folder` itself is not inside). */
export function isInside(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest !== '' && !rest.startsWith('..') && !isAbsolute(rest);
}
