/**
 * event-unknown: an event key Claude Code does not know in any casing (`BeforeTool`, `PreToolUsed`).
 * Claude Code skips unknown keys without a word, so none of the handlers under it ever run.
 */
import { isEventName } from '../../../../specs/claude-code/events.js';
import type { Lint } from '../lint.js';
import { caseVariantOf, suggestEvent } from './support/event-names.js';
import { lineOfPath } from './support/source-line.js';
import { activeHooks, eventPath, groupBy, makeFinding } from './support/wiring-groups.js';

const eventUnknown: Lint = {
  id: 'event-unknown',
  title: 'Event keys are Claude Code events',
  severity: 'error',
  description: 'Claude Code ignores hooks under an event name it does not know, silently (PROTOCOLS.md §1.6, §11.9); other agents name the same moments differently (§0).',
  check(context) {
    const unknown = activeHooks(context).filter((hook) => !isEventName(hook.event) && caseVariantOf(hook.event) === undefined);
    return groupBy(unknown, eventPath).map((hooks) => {
      const first = hooks[0]!;
      const jsonPath = eventPath(first);
      const line = lineOfPath(context.files, first.location.file, jsonPath) ?? first.location.line;
      const suggestion = suggestEvent(first.event);
      const guess = suggestion === undefined ? '' : ` Did you mean "${suggestion.event}"${suggestion.because === undefined ? '' : ` ("${first.event}" is ${suggestion.because})`}?`;
      const handlers = hooks.length === 1 ? 'its handler never runs' : `its ${hooks.length} handlers never run`;
      return makeFinding(
        eventUnknown,
        hooks,
        { file: first.location.file, jsonPath, ...(line === undefined ? {} : { line }) },
        `"${first.event}" is not a Claude Code event, so Claude Code ignores it silently and ${handlers}.${guess}`,
        suggestion === undefined
          ? `Rename "${first.event}" to one of the Claude Code events (PreToolUse, PostToolUse, UserPromptSubmit, Stop, SessionStart, …), or remove it.`
          : `Rename the key "${first.event}" to "${suggestion.event}".`,
      );
    });
  },
};

export default eventUnknown;
