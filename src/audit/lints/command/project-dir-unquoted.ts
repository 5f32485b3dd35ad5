/**
 * project-dir-unquoted: `$CLAUDE_PROJECT_DIR/…` outside double quotes in a shell-form command. In a
 * project whose path has a space the shell splits the word, and the hook runs a path that does not
 * exist. `${CLAUDE_PLUGIN_ROOT}` is left alone: it is Claude Code's own install folder, which has no
 * space unless HOME does, and published plugins write it unquoted; warning on it would be noise.
 */
import type { Lint } from '../lint.js';
import { commandHooks, lintFinding, shownCommand } from './command-hooks.js';

const PLACEHOLDER = /\$\{?CLAUDE_PROJECT_DIR\}?/g;
const PROJECT_DIR = /\$\{?CLAUDE_PROJECT_DIR(?:\}|(?!\w))/;

const projectDirUnquoted: Lint = {
  id: 'project-dir-unquoted',
  title: '`$CLAUDE_PROJECT_DIR` is not in double quotes',
  severity: 'warning',
  description:
    'In a shell-form command a placeholder outside double quotes is split at spaces: in `/Users/me/My Project` the hook runs `/Users/me/My`, which does not exist (exit 127, the hook is silently off). Quote it: `"$CLAUDE_PROJECT_DIR"/.claude/hooks/x.sh` (PROTOCOLS.md §1.5).',
  check({ hooks }) {
    return commandHooks(hooks).flatMap(({ hook, reading }) => {
      if (reading.form !== 'shell') return [];
      const word = reading.parts.flatMap((part) => part.words).find((candidate) => candidate.unquotedPlaceholder && PROJECT_DIR.test(candidate.raw));
      if (word === undefined) return [];
      return [
        lintFinding(
          projectDirUnquoted,
          [hook],
          `The command \`${shownCommand(hook)}\` has ${word.raw} outside double quotes: a project path with a space splits it into two words and the hook does not run.`,
          `Quote the placeholder: ${word.raw.replace(PLACEHOLDER, (placeholder) => `"${placeholder}"`)}.`,
        ),
      ];
    });
  },
};

export default projectDirUnquoted;
