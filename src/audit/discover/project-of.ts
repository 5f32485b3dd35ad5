import { basename, dirname } from 'node:path';

/**
 * The folder a file given directly belongs to, and why: a plugin's manifest or hooks file → the
 * plugin; a skill or agent → the folder around its `.claude/` (or plugin); a settings file in
 * `.claude/` → the folder holding `.claude/`; any other settings file → the folder holding it.
 */
export function projectOf(file: string): { dir: string; from: string } {
  const name = basename(file);
  const parent = dirname(file);
  if (name === 'plugin.json' || name === 'marketplace.json') return { dir: dirname(parent), from: `the plugin folder holding ${basename(parent)}/${name}` };
  if (name === 'hooks.json' && basename(parent) === 'hooks') return { dir: dirname(parent), from: 'the plugin folder holding hooks/hooks.json' };
  if (name.endsWith('.md')) {
    let dir = parent;
    if (basename(dirname(dir)) === 'skills') dir = dirname(dirname(dir));
    else if (basename(dir) === 'agents' || basename(dir) === 'skills') dir = dirname(dir);
    return basename(dir) === '.claude' ? { dir: dirname(dir), from: 'the folder holding .claude/' } : { dir, from: 'the folder holding the skill or agent' };
  }
  if (basename(parent) === '.claude') return { dir: dirname(parent), from: 'the folder holding .claude/' };
  return { dir: parent, from: `the folder holding ${name}, which is not in a .claude/ folder (give --project to name the project)` };
}
