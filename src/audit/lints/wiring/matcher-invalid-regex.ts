/**
 * matcher-invalid-regex: a matcher Claude Code cannot use: a regular expression that does not
 * compile (`Bash(`, `[`), or a value that is not a string (a number, a list). The hook never fires.
 */
import { EVENTS } from '../../../../specs/claude-code/events.js';
import { readMatcher } from '../../../../specs/claude-code/matcher.js';
import type { WiredHook } from '../../types.js';
import type { Lint, LintContext } from '../lint.js';
import { isArgumentStyle, isToolEvent, readsRegex } from './support/matcher-shape.js';
import { activeHooks, groupBy, groupPath, intendedEvent, makeFinding, matcherLocation, shown } from './support/wiring-groups.js';

const matcherInvalidRegex: Lint = {
  id: 'matcher-invalid-regex',
  title: 'Matchers are strings that compile',
  severity: 'error',
  description: 'A matcher outside the exact-name set is a JavaScript regular expression; one that does not compile, or a matcher that is not a string, matches nothing (PROTOCOLS.md §1.4).',
  check(context) {
    const broken = activeHooks(context).filter((hook) => problemOf(hook, context) !== undefined);
    return groupBy(broken, groupPath).map((hooks) => {
      const first = hooks[0]!;
      const problem = problemOf(first, context)!;
      return makeFinding(
        matcherInvalidRegex,
        hooks,
        matcherLocation(first),
        `"matcher": ${shown(first.matcher)} ${problem}, so the hook never fires.`,
        problem.startsWith('is not a string')
          ? 'Write the matcher as one string: a tool name, names joined by "|", or a regular expression.'
          : 'Fix the regular expression (escape "(", "[", "*" and "+" meant literally), or use exact names joined by "|".',
      );
    });
  },
};

/** Why the group's matcher cannot work, or undefined when it can (or another lint owns it). */
function problemOf(hook: WiredHook, { agentVersion }: LintContext): string | undefined {
  const event = intendedEvent(hook);
  if (event === undefined || EVENTS[event].matcherField === null || hook.matcher === undefined) return undefined;
  if (typeof hook.matcher !== 'string') return `is not a string (it is ${Array.isArray(hook.matcher) ? 'a list' : hook.matcher === null ? 'null' : `a ${typeof hook.matcher}`})`;
  if (!readsRegex(event) || (isToolEvent(event) && isArgumentStyle(hook.matcher))) return undefined;
  const problem = readMatcher(hook.matcher, agentVersion).problem;
  // "invalid regular expression: Invalid regular expression: /(a/: Unterminated group" → the last part.
  return problem === undefined ? undefined : problem.startsWith('unbounded') ? `is an ${problem}` : `is not a valid regular expression (${problem.split(': ').pop()!})`;
}

export default matcherInvalidRegex;
