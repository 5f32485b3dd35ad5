/**
 * path-relative-to-cwd: the script is named relative to the current directory
 * (`python3 .claude/hooks/x.py`, `./hooks/x.sh`). Hooks run in the session's cwd, which moves when
 * Claude `cd`s into a subfolder; from there the script is not found and the hook stops working.
 */
import { relative, sep } from 'node:path';
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { commandHooks, lintFinding, shownCommand } from './command-hooks.js';

const pathRelativeToCwd: Lint = {
  id: 'path-relative-to-cwd',
  title: 'The script path is relative to the current directory',
  severity: 'warning',
  description:
    'Hooks run in the current directory of the session (PROTOCOLS.md §1.5), which changes when Claude `cd`s into a subfolder. A script named relative to it is then not found: `sh` exits 127 (the hook is silently off) and `python3` exits 2 (every call denied). Name it from `"$CLAUDE_PROJECT_DIR"` or, in a plugin, `"${CLAUDE_PLUGIN_ROOT}"`.',
  check({ hooks }) {
    return commandHooks(hooks).flatMap(({ hook, reading }) => {
      const script = reading.parts.find((part) => part.script?.relativeToCwd === true)?.script;
      if (script === undefined || script === null) return [];
      return [
        lintFinding(
          pathRelativeToCwd,
          [hook],
          `The command \`${shownCommand(hook)}\` names its script as ${script.raw}, relative to the current directory: once the session's cwd moves to a subfolder the script is not found and the hook stops working.`,
          `Write the path from the ${hook.pluginRoot === undefined ? 'project' : 'plugin'} folder: ${anchored(hook, script.path)}.`,
        ),
      ];
    });
  },
};

/** The script's path from `"${CLAUDE_PLUGIN_ROOT}"` or `"$CLAUDE_PROJECT_DIR"`, whichever holds it. */
function anchored(hook: WiredHook, path: string): string {
  for (const [root, placeholder] of [
    [hook.pluginRoot, '"${CLAUDE_PLUGIN_ROOT}"'],
    [hook.projectDir, '"$CLAUDE_PROJECT_DIR"'],
  ] as const) {
    const inside = root === undefined ? '..' : relative(root, path);
    if (!inside.startsWith('..')) return `${placeholder}/${inside.split(sep).join('/')}`;
  }
  return path;
}

export default pathRelativeToCwd;
