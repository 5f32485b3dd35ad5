/**
 * event-wrong-case: an event key that is a Claude Code event in another casing (`preToolUse`,
 * `posttooluse`, as Cursor, Copilot and Kiro write them). Event names are case-sensitive: the key is
 * ignored and its handlers never run.
 */
import type { Lint } from '../lint.js';
import { caseVariantOf } from './support/event-names.js';
import { lineOfPath } from './support/source-line.js';
import { activeHooks, eventPath, groupBy, makeFinding } from './support/wiring-groups.js';

const eventWrongCase: Lint = {
  id: 'event-wrong-case',
  title: 'Event keys are cased as Claude Code spells them',
  severity: 'error',
  description: 'Event names are case-sensitive: `postToolUse` is not `PostToolUse`, and Claude Code ignores it without a word (PROTOCOLS.md §11.9).',
  check(context) {
    const miscased = activeHooks(context).filter((hook) => caseVariantOf(hook.event) !== undefined);
    return groupBy(miscased, eventPath).map((hooks) => {
      const first = hooks[0]!;
      const right = caseVariantOf(first.event)!;
      const jsonPath = eventPath(first);
      const line = lineOfPath(context.files, first.location.file, jsonPath) ?? first.location.line;
      const handlers = hooks.length === 1 ? 'its handler never runs' : `its ${hooks.length} handlers never run`;
      return makeFinding(
        eventWrongCase,
        hooks,
        { file: first.location.file, jsonPath, ...(line === undefined ? {} : { line }) },
        `"${first.event}" is cased wrongly: Claude Code event names are case-sensitive, so it ignores this key and ${handlers}.`,
        `Rename the key "${first.event}" to "${right}".`,
      );
    });
  },
};

export default eventWrongCase;
