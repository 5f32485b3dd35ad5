/**
 * A PATH without the tools hooks assume are installed (jq, git, python, node…): a folder of links to
 * everything else on the caller's PATH. The hook's own interpreter stays, or it could not start at all.
 */
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { HookCommand } from '../runner/hook-command.js';
import { readShebang } from '../runner/process-group.js';
import { blankSeparatedWords } from '../shell/loose-words.js';

export const REMOVED_TOOLS = ['jq', 'git', 'python', 'python3', 'node', 'nodejs', 'bun', 'deno', 'uv', 'curl', 'wget'] as const;

/** Creates (once) `<root>/path-without-tools` for `path` and returns it. */
export function toolFreePath(root: string, path: string, command: HookCommand): string {
  const dir = join(root, 'path-without-tools');
  if (existsSync(dir)) return dir;
  mkdirSync(dir, { recursive: true });
  const keep = new Set(hookInterpreters(command));
  const removed = new Set<string>(REMOVED_TOOLS.filter((tool) => !keep.has(tool)));
  for (const entry of path.split(':').filter(Boolean)) {
    let names: string[];
    try {
      names = readdirSync(entry);
    } catch {
      continue;
    }
    for (const name of names) {
      if (removed.has(name) || (/^python3?\.\d+$/.test(name) && removed.has('python3')) || existsSync(join(dir, name))) continue;
      try {
        symlinkSync(join(entry, name), join(dir, name));
      } catch {
        // A name seen twice on PATH: the first one wins, as in a shell.
      }
    }
  }
  return dir;
}

/** The programs the hook needs to start: its command's program, and the one its #! line names. */
function hookInterpreters(command: HookCommand): string[] {
  const words = command.form === 'shell' ? blankSeparatedWords(command.script).slice(0, 1) : [command.file];
  const shebang = command.form === 'exec' ? readShebang(command.file) : null;
  const fromShebang = shebang === null ? [] : shebang.split(/\s+/).filter((word) => !word.startsWith('-'));
  return [...words, ...fromShebang].map((word) => basename(word)).filter((name) => name !== 'env');
}
