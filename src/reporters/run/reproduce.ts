/**
 * A copy-pasteable shell line that replays one case outside hookcheck:
 * `printf '%s' '<payload>' | <command>; echo "exit=$?"`.
 */
import { formatHookCommand, HOOK_SHELL, quoteShellWord, withArgs, type HookCommand } from '../../runner/hook-command.js';
import type { TestCase } from '../../engine/types.js';

/** The reproduction line for `testCase` run by `command`. */
export function formatReproduction(command: HookCommand, testCase: TestCase): string {
  const full = withArgs(command, testCase.args ?? []);
  const env = Object.entries(testCase.env ?? {}).map(([key, value]) => `${key}=${quoteShellWord(value)} `).join('');
  const hook = `${env}${full.form === 'shell' ? `${HOOK_SHELL} -c ${quoteShellWord(full.script)}` : formatHookCommand(full)}`;
  // Bytes that are not UTF-8 cannot be pasted as text: they travel as base64.
  const feed =
    typeof testCase.stdin === 'string' ? `printf '%s' ${quoteShellWord(testCase.stdin)}` : `printf '%s' ${Buffer.from(testCase.stdin).toString('base64')} | base64 -d`;
  // Keeping the writer alive keeps the pipe open: the same situation the stdin-open probe creates.
  const input = testCase.keepStdinOpen ? `{ ${feed}; sleep 3600; }` : feed;
  return `${input} | ${hook}; echo "exit=$?"`;
}
