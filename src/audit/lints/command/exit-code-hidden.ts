/**
 * exit-code-hidden: a shell-form command whose structure replaces the hook's exit code: a pipe
 * after it (`x.sh | tee log` without `set -o pipefail`), `|| true`, `; exit 0`, or `&`. A deny
 * (exit 2) then reaches Claude Code as 0 or 1, and the call goes ahead (PROTOCOLS.md §1.10).
 */
import { canBlock, isEventName } from '../../../../specs/claude-code/events.js';
import type { Lint } from '../lint.js';
import { BUILTINS, commandHooks, lintFinding, runsHook, shownCommand } from './command-hooks.js';
import type { CommandPart } from './read-command.js';
import { fallbackPair, partText } from './stdin-reread-fallback.js';

const exitCodeHidden: Lint = {
  id: 'exit-code-hidden',
  title: "The command's structure hides the hook's exit code",
  severity: 'error',
  description:
    "Only exit 2 blocks. A pipe after the hook (without `set -o pipefail`) exits with the last program's code, `|| true` and `|| exit 0` turn every failure into 0, a trailing `; exit 0` or `; true` always exits 0, and `&` runs the hook in the background: a deny becomes 0 (or 1) and the action goes ahead (PROTOCOLS.md §1.10, §11.2). `A || B` with a hook on both sides is left to stdin-reread-fallback.",
  check({ hooks }) {
    return commandHooks(hooks).flatMap(({ hook, reading }) => {
      if (reading.form !== 'shell' || fallbackPair(reading) !== null) return [];
      // An inline script with its own control flow answers by its own exits: its first program is a condition, not the hook.
      if (reading.controlFlow && !reading.parts.some(runsHook)) return [];
      const hidden = hidingConstruct(reading.parts);
      if (hidden === null) return [];
      const blocks = isEventName(hook.event) && canBlock(hook.event);
      return [
        lintFinding(
          exitCodeHidden,
          [hook],
          `The command \`${shownCommand(hook)}\` ends the hook \`${hidden.hook}\` with ${hidden.construct}: ${hidden.effect}, so a deny (exit 2) becomes ${hidden.becomes}${blocks ? ' and the call goes ahead' : ''}.`,
          hidden.fix,
          { severity: blocks ? 'error' : 'warning' },
        ),
      ];
    });
  },
};

interface Hidden {
  readonly hook: string;
  readonly construct: string;
  readonly effect: string;
  readonly becomes: string;
  readonly fix: string;
}

/** What replaces the exit code of the last part that runs the hook; null when it reaches Claude Code. */
function hidingConstruct(parts: readonly CommandPart[]): Hidden | null {
  const hookAt = lastHookPart(parts);
  if (hookAt === -1) return null;
  const hook = partText(parts[hookAt]!);
  const pipefail = parts.slice(0, hookAt).some((part) => part.program === 'set' && part.words.some((word) => word.text.includes('pipefail')));
  for (let index = hookAt; parts[index]!.then !== null; index++) {
    const operator = parts[index]!.then!;
    if (operator === '&')
      return {
        hook,
        construct: '`&`',
        effect: 'the hook runs in the background and the shell does not wait for its exit code',
        becomes: '0',
        fix: 'Remove the `&`; for work that may finish later, use `"async": true` on a hook that does not need to block.',
      };
    const next = parts[index + 1];
    if (next === undefined) return null;
    const shown = `\`${operator} ${partText(next)}\``;
    if (operator === '&&' || ((operator === '|' || operator === '|&') && pipefail)) continue;
    if (operator === '|' || operator === '|&') {
      return {
        hook,
        construct: `a pipe into ${shown}`,
        effect: `without \`set -o pipefail\` a pipeline exits with the code of its last program, \`${next.program ?? partText(next)}\``,
        becomes: exitOf(next),
        fix: 'Log from inside the script (e.g. `exec 2>>"$CLAUDE_PROJECT_DIR"/.claude/hook.log`), or redirect instead of piping: `… 2>>file`.',
      };
    }
    const code = exitOf(next);
    if (code === 'kept' || code === '2') {
      if (next.program === 'exit') return null;
      continue;
    }
    const when = operator === '||' ? 'whenever the hook fails' : 'whatever the hook returned';
    return {
      hook,
      construct: shown,
      effect: `it runs ${when}, and its exit code replaces the hook's`,
      becomes: code,
      fix: `Remove ${shown}; let the hook's own exit code through (a failing hook should exit 1 to stay non-blocking, 2 to deny).`,
    };
  }
  return null;
}

/** The index of the last part that runs a hook, else of the first that runs a program. */
function lastHookPart(parts: readonly CommandPart[]): number {
  const hooks = parts.map((part, index) => (runsHook(part) ? index : -1)).filter((index) => index !== -1);
  if (hooks.length > 0) return hooks[hooks.length - 1]!;
  return parts.findIndex((part) => part.program !== null && !BUILTINS.has(part.program));
}

/** The exit code a part leaves, as shown to a person: `kept` when it passes the previous one on. */
function exitOf(part: CommandPart): string {
  const [program, argument] = part.words.map((word) => word.text);
  if (program === 'exit' || program === 'return') return argument === undefined || argument === '$?' ? 'kept' : argument;
  if (program === 'true' || program === ':' || program === 'echo' || program === 'printf' || program === 'tee' || program === 'cat') return '0';
  if (program === 'false') return '1';
  return `the exit code of \`${program ?? partText(part)}\``;
}

export default exitCodeHidden;
