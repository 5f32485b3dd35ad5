/**
 * matcher-ignored: a matcher on an event that has none (Stop, UserPromptSubmit, TaskCompleted…).
 * Claude Code ignores it, so the hook fires on every such event, not on the subset the author meant.
 */
import { EVENTS } from '../../../../specs/claude-code/events.js';
import type { Lint } from '../lint.js';
import { activeHooks, groupBy, groupPath, intendedEvent, makeFinding, matcherLocation, shown } from './support/wiring-groups.js';

/** Matchers that ask for every event anyway: ignoring them changes nothing. */
const MATCH_ALL = new Set(['', '*', '.*', '^.*$', '.+', '^.+$']);

const matcherIgnored: Lint = {
  id: 'matcher-ignored',
  title: 'Matchers sit only on events that read them',
  severity: 'error',
  description: 'A matcher on an event without matcher support is silently ignored: the hook runs every time (PROTOCOLS.md §1.4).',
  check(context) {
    const ignored = activeHooks(context).filter((hook) => {
      const event = intendedEvent(hook);
      // `"matcher": "Stop"` on Stop asks for every Stop, which is what the hook gets.
      return event !== undefined && EVENTS[event].matcherField === null && hook.matcher !== undefined && !MATCH_ALL.has(String(hook.matcher)) && hook.matcher !== event;
    });
    return groupBy(ignored, groupPath).map((hooks) => {
      const first = hooks[0]!;
      const event = intendedEvent(first)!;
      return makeFinding(
        matcherIgnored,
        hooks,
        matcherLocation(first),
        `${event} has no matcher, so Claude Code ignores "matcher": ${shown(first.matcher)} and runs the hook on every ${event}, not only the ones the matcher names.`,
        `Remove the matcher; if the hook should act only sometimes, make the script check the input and exit 0 early.`,
      );
    });
  },
};

export default matcherIgnored;
