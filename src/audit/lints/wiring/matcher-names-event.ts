/**
 * matcher-names-event: a matcher that names an event (`"matcher": "Stop"` on SubagentStop) on an
 * event whose matcher reads something else (SubagentStop's the subagent's type, SessionStart's the
 * source). No subagent is called "Stop", so the hook never fires. On an event without matchers the
 * same matcher is ignored and harmless (matcher-ignored says nothing there).
 */
import { EVENT_NAMES, EVENTS } from '../../../../specs/claude-code/events.js';
import { readMatcher } from '../../../../specs/claude-code/matcher.js';
import type { Lint } from '../lint.js';
import { isToolEvent } from './support/matcher-shape.js';
import { activeHooks, groupBy, groupPath, intendedEvent, makeFinding, matcherLocation } from './support/wiring-groups.js';

const EVENT_SET = new Set<string>(EVENT_NAMES);

const matcherNamesEvent: Lint = {
  id: 'matcher-names-event',
  title: 'Matchers name what the event matches, not an event',
  severity: 'error',
  description: 'A matcher that is an event name, on an event that matches a field (SubagentStop: the agent type), matches nothing: the hook never fires.',
  check(context) {
    const misnamed = activeHooks(context).filter((hook) => {
      const event = intendedEvent(hook);
      if (event === undefined || typeof hook.matcher !== 'string' || EVENTS[event].matcherField === null || isToolEvent(event)) return false;
      const reading = readMatcher(hook.matcher, context.agentVersion);
      return reading.kind === 'exact' && reading.names.length > 0 && reading.names.every((name) => EVENT_SET.has(name));
    });
    return groupBy(misnamed, groupPath).map((hooks) => {
      const first = hooks[0]!;
      const event = intendedEvent(first)!;
      const field = EVENTS[event].matcherField!;
      return makeFinding(
        matcherNamesEvent,
        hooks,
        matcherLocation(first),
        `"matcher": "${first.matcher as string}" names an event, but on ${event} the matcher is tested against the payload's ${field}, which is never "${first.matcher as string}": the hook never fires.`,
        `Remove the matcher to fire on every ${event}, or match the ${field} values you mean.`,
      );
    });
  },
};

export default matcherNamesEvent;
