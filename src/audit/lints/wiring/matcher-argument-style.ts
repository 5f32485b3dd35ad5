/**
 * matcher-argument-style: a matcher written like a permission rule, `Bash(git *)` or `Edit(*.ts)`.
 * A matcher sees only the tool name, so this never fires (as a regex it means something odd, or does
 * not compile; `Bash(.*)` fires for every Bash call). The argument pattern belongs in the handler's `if` (PROTOCOLS.md §1.3). Owns such
 * matchers: matcher-invalid-regex and matcher-unanchored leave them alone.
 */
import { matcherMatches } from '../../../../specs/claude-code/matcher.js';
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { isArgumentStyle, isToolEvent } from './support/matcher-shape.js';
import { activeHooks, groupBy, groupPath, intendedEvent, makeFinding, matcherLocation } from './support/wiring-groups.js';

const matcherArgumentStyle: Lint = {
  id: 'matcher-argument-style',
  title: 'Argument patterns go in "if", not in the matcher',
  severity: 'error',
  description: 'Matchers are tested against the tool name only; `Bash(git *)` is a permission rule, which belongs in the handler field `if` (PROTOCOLS.md §1.3, §1.4).',
  check(context) {
    return groupBy(activeHooks(context).filter(isRuleMatcher), groupPath).map((hooks) => {
      const first = hooks[0]!;
      const rule = (first.matcher as string).trim();
      const tool = rule.slice(0, rule.indexOf('('));
      return makeFinding(
        matcherArgumentStyle,
        hooks,
        matcherLocation(first),
        `"matcher": "${rule}" is written like a permission rule, but a matcher sees only the tool name ("${tool}"), never its arguments: ${matcherMatches(rule, tool, context.agentVersion) ? `the hook runs for every ${tool} call, whatever the arguments` : 'the hook never fires'}.`,
        `Set "matcher": "${tool}" and put the rule on the handler${hooks.length === 1 ? '' : 's'}: "if": "${rule}".`,
      );
    });
  },
};

function isRuleMatcher(hook: WiredHook): boolean {
  const event = intendedEvent(hook);
  return event !== undefined && isToolEvent(event) && typeof hook.matcher === 'string' && isArgumentStyle(hook.matcher);
}

export default matcherArgumentStyle;
