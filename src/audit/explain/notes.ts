/** The notes an explanation ends with: how matching handlers run together and how their answers merge (PROTOCOLS.md §1.4, §1.5). */
import { EVENTS } from '../../../specs/claude-code/events.js';
import { hasNarrowExactSet } from './event-matcher.js';
import type { ExplainQuery } from './explanation.js';

export function explanationNotes(query: ExplainQuery): string[] {
  const { event } = query;
  const field = EVENTS[event].matcherField;
  const notes = [
    "Matching handlers all start at once and run in parallel; each runs to completion before the results merge, so one hook's block does not stop the others' side effects. They are listed in discovery order: user, project, local, plugin, skill, agent.",
  ];
  if (event === 'PreToolUse')
    notes.push(
      'Decisions merge as deny > defer > ask > allow: one deny blocks the call whatever the others answer. Every additionalContext is delivered; with several updatedInput rewrites the last to finish wins.',
    );
  if (field === null) notes.push(`${event} has no matcher: every handler wired to it fires, whatever its matcher says.`);
  else if (query.value === null) notes.push(`No ${field} was given: handlers whose matcher filters are listed with the condition; give --${field === 'tool_name' ? 'tool' : 'match'} to decide.`);
  if (hasNarrowExactSet(event)) notes.push(`${event} matchers read exact names from letters, digits, _ and | only; anything else (a dot, hyphen, comma or space) makes them an unanchored regex.`);
  if (event === 'FileChanged') notes.push("FileChanged matchers are tested against the changed file's name (its basename); the |-separated parts are also the literal file names Claude Code watches.");
  return notes;
}
