/**
 * A folder that wires no project hooks may still ship a settings file at its root, the way
 * user-settings templates do: audit names it, so the user can audit it as a file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A settings file at the root of `folder` whose `hooks` hold something, the way user-settings templates ship; null when there is none. */
export function settingsAtRoot(folder: string): string | null {
  for (const name of ['settings.json', 'settings.local.json']) {
    const file = resolve(folder, name);
    try {
      const hooks = (JSON.parse(readFileSync(file, 'utf8')) as { hooks?: unknown }).hooks;
      if (typeof hooks === 'object' && hooks !== null && Object.keys(hooks).length > 0) return file;
    } catch {
      // Absent, unreadable or not JSON: not a settings file to point at.
    }
  }
  return null;
}
