/**
 * script-missing: the command runs a script that is not there. Under `sh` that is exit 127, a
 * non-blocking error, so the guard is silently off; `python3 missing.py` exits 2, which Claude Code
 * reads as a deny of every call (PROTOCOLS.md §11.2).
 */
import type { Lint } from '../lint.js';
import { commandHooks, lintFinding, agentReadingOfExit, rootPlaceholder, shownCommand } from './command-hooks.js';

const scriptMissing: Lint = {
  id: 'script-missing',
  title: 'The script the command runs does not exist',
  severity: 'error',
  description:
    'After `$CLAUDE_PROJECT_DIR` and `${CLAUDE_PLUGIN_ROOT}` are replaced, the script the command runs is not there. A missing script run by `sh` exits 127 (non-blocking: the hook is silently off); `python3 missing.py` exits 2, a deny of everything (PROTOCOLS.md §11.2).',
  check({ hooks, files }) {
    return commandHooks(hooks, { everyAgent: true }).flatMap(({ hook, reading }) => {
      const part = reading.parts.find(({ script }) => script !== null && files.stat(script.path).kind === 'missing');
      if (part === undefined) return [];
      const { raw, path } = part.script!;
      const other = agentReadingOfExit(hook, part.interpreter === null ? 127 : /^python/.test(part.interpreter) ? 2 : 1);
      const effect =
        other !== null
          ? `${part.interpreter === null ? 'the shell exits 127' : `${part.interpreter} fails to start it`}, and ${other}`
          : part.interpreter === null
            ? 'the shell exits 127, a non-blocking error: the hook never runs and nothing says so'
            : /^python/.test(part.interpreter)
              ? `${part.interpreter} exits 2 when it cannot open the script, and exit 2 is a deny: every call this hook sees is blocked`
              : `${part.interpreter} fails to start it: the hook never runs`;
      return [
        lintFinding(
          scriptMissing,
          [hook],
          `The command \`${shownCommand(hook)}\` runs ${raw}, which does not exist (looked for ${path}); ${effect}.`,
          `Fix the path or add the script; write it from the ${hook.pluginRoot === undefined ? 'project' : 'plugin'} folder: ${rootPlaceholder(hook)}/….`,
        ),
      ];
    });
  },
};

export default scriptMissing;
