/**
 * async-cannot-block: an `async` handler on an event that can block, whose script tries to block.
 * An async hook runs in the background after the action went ahead (PROTOCOLS.md §1.3, §1.5): its
 * exit 2 or deny decision blocks nothing.
 */
import { canBlock, isEventName } from '../../../../specs/claude-code/events.js';
import type { WiredHook } from '../../types.js';
import type { Lint, LintContext } from '../lint.js';
import { commandHooks, lintFinding, shownCommand } from './command-hooks.js';
import type { CommandReading } from './read-command.js';

/** Code that exits 2, in the languages hooks are written in. */
const EXIT_2 = /\bexit\s+2\b|\b(?:sys\.|process\.|Deno\.|os\.)?[eE]xit\(\s*2\s*\)/;
/** A printed deny or block decision, also with escaped quotes inside a shell string. */
const DECISION = /\\?["']permissionDecision\\?["']\s*:\s*\\?["']deny\\?["']|\\?["']decision\\?["']\s*:\s*\\?["']block\\?["']/;

const asyncCannotBlock: Lint = {
  id: 'async-cannot-block',
  title: 'An async hook tries to block',
  severity: 'error',
  description:
    'A handler with `"async": true` runs in the background; the action it would judge has already gone ahead, so its exit 2 or `"permissionDecision": "deny"` blocks nothing (PROTOCOLS.md §1.3, §1.5). With `asyncRewake` exit 2 only wakes Claude afterwards, so only a printed deny or block decision is flagged for it.',
  check({ hooks, files, measured }) {
    return commandHooks(hooks).flatMap(({ hook, reading }) => {
      if (!hook.async || !isEventName(hook.event) || !canBlock(hook.event)) return [];
      const rewakeOnly = hook.handler['asyncRewake'] === true && hook.handler['async'] !== true;
      const evidence = blockingCode(hook, reading, files, rewakeOnly) ?? (!rewakeOnly && measured.get(hook.id)?.blocked === true ? 'it blocked when hookcheck ran it' : null);
      if (evidence === null) return [];
      const flag = rewakeOnly ? '"asyncRewake": true' : '"async": true';
      return [
        lintFinding(
          asyncCannotBlock,
          [hook],
          `The ${hook.event} hook \`${shownCommand(hook)}\` has ${flag}, but tries to block (${evidence}): an async hook runs after the action went ahead, so the block never happens.`,
          `Remove ${flag} so the hook can block, or drop the blocking code if it is only meant to observe.`,
        ),
      ];
    });
  },
};

/** Where the command or its scripts exit 2 or print a deny, in words; null when they do not. */
function blockingCode(hook: WiredHook, reading: CommandReading, files: LintContext['files'], rewakeOnly: boolean): string | null {
  const pattern = rewakeOnly ? DECISION : new RegExp(`${EXIT_2.source}|${DECISION.source}`);
  const inCommand = pattern.exec(hook.command ?? '');
  if (inCommand !== null) return `\`${inCommand[0]}\` in the command`;
  for (const { script } of reading.parts) {
    const text = script === null ? null : files.readText(script.path);
    const lines = text?.split('\n') ?? [];
    const index = lines.findIndex((line) => !/^\s*(?:#|\/\/)/.test(line) && pattern.test(line));
    if (index !== -1) return `\`${pattern.exec(lines[index]!)![0]}\` at line ${index + 1} of ${script!.raw}`;
  }
  return null;
}

export default asyncCannotBlock;
