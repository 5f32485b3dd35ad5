/**
 * stdin-reread-fallback: `python3 x.py || python x.py`. The first program reads the event from
 * stdin; when it then fails (or denies with exit 2), the second starts on a stdin that is already
 * drained and judges an empty event, and its exit code is the one Claude Code sees.
 */
import type { Lint } from '../lint.js';
import { commandHooks, lintFinding, runsHook, shownCommand } from './command-hooks.js';
import type { CommandPart, CommandReading } from './read-command.js';

const stdinRereadFallback: Lint = {
  id: 'stdin-reread-fallback',
  title: 'A fallback after `||` reads a stdin the first hook already drained',
  severity: 'error',
  description:
    'In `A || B` where both run the hook (`python3 x.py || python x.py`), A reads the event from stdin; when A fails or denies (exit 2 is a failure to the shell), B runs on an empty stdin and its exit code replaces the deny (PROTOCOLS.md §11.2, §11.6, §11.10).',
  check({ hooks }) {
    return commandHooks(hooks).flatMap(({ hook, reading }) => {
      const pair = fallbackPair(reading);
      if (pair === null) return [];
      const [first, second] = pair.map(partText);
      return [
        lintFinding(
          stdinRereadFallback,
          [hook],
          `The command \`${shownCommand(hook)}\` falls back from \`${first}\` to \`${second}\`: when the first fails or denies (exit 2) after reading the event, the second reads an empty stdin, and its exit code replaces the deny.`,
          'Choose the interpreter before anything reads stdin, e.g. `"$(command -v python3 || command -v python)" "$CLAUDE_PROJECT_DIR"/.claude/hooks/x.py`, or call one interpreter.',
        ),
      ];
    });
  },
};

/** The first `A || B` in which both sides run a hook; null when there is none. */
export function fallbackPair(reading: CommandReading): [CommandPart, CommandPart] | null {
  const index = reading.parts.findIndex((part, at) => part.then === '||' && runsHook(part) && runsHook(reading.parts[at + 1]!));
  return index === -1 ? null : [reading.parts[index]!, reading.parts[index + 1]!];
}

export function partText(part: CommandPart): string {
  return part.words.map((word) => word.raw).join(' ');
}

export default stdinRereadFallback;
