/**
 * matcher-unanchored: a tool matcher that is a regular expression without `^…$`. Claude Code tests
 * it with `RegExp.test`, unanchored, so `Edit.*` also fires for `NotebookEdit` and `mcp__.*` for
 * `notmcp__x__y`. Fires only when a tool name shows the over-match, so `.*` and `^Edit$` pass.
 */
import { readMatcher } from '../../../../specs/claude-code/matcher.js';
import type { WiredHook } from '../../types.js';
import type { Lint, LintContext } from '../lint.js';
import { anchoredForm, isArgumentStyle, isToolEvent, overMatchExample } from './support/matcher-shape.js';
import { activeHooks, groupBy, groupPath, intendedEvent, makeFinding, matcherLocation } from './support/wiring-groups.js';

const matcherUnanchored: Lint = {
  id: 'matcher-unanchored',
  title: 'Regex tool matchers are anchored',
  severity: 'warning',
  description: 'Regex matchers are unanchored: `Edit.*` also matches `NotebookEdit`, `mcp__.*` matches `notmcp__x` (PROTOCOLS.md §1.4, §11.9; affaan-m/ECC#2838). Write `^…$`.',
  check(context) {
    const loose = activeHooks(context).filter((hook) => exampleOf(hook, context) !== undefined);
    return groupBy(loose, groupPath).map((hooks) => {
      const first = hooks[0]!;
      const matcher = first.matcher as string;
      return makeFinding(
        matcherUnanchored,
        hooks,
        matcherLocation(first),
        `"matcher": "${matcher}" is an unanchored regular expression: it also matches "${exampleOf(first, context)!}", so the hook runs for tools it was not meant for.`,
        `Anchor it: "matcher": "${anchoredForm(matcher)}".`,
      );
    });
  },
};

/** A tool name the matcher catches only because it is unanchored, or undefined. */
function exampleOf(hook: WiredHook, { agentVersion }: LintContext): string | undefined {
  const event = intendedEvent(hook);
  if (event === undefined || !isToolEvent(event) || typeof hook.matcher !== 'string' || isArgumentStyle(hook.matcher)) return undefined;
  const reading = readMatcher(hook.matcher, agentVersion);
  return reading.kind === 'regex' && reading.problem === undefined ? overMatchExample(hook.matcher) : undefined;
}

export default matcherUnanchored;
