/**
 * Event names people mistype: `preToolUse`, `PreToolUses`, `pre_tool_use`. Claude Code matches event
 * keys case-sensitively and ignores unknown ones, so such a key silently never fires.
 */
import { editDistance } from '../../util/edit-distance.js';
import { EVENT_NAMES, isEventName, type EventName } from '../../../specs/claude-code/events.js';

const MAX_EDITS = 2;

/** True when `key` is not an event but reads like `event` (case, separators, up to two typos). */
export function looksLikeEvent(key: string, event: EventName): boolean {
  if (isEventName(key)) return false;
  const written = normalise(key);
  const wanted = event.toLowerCase();
  return written === wanted || editDistance(written, wanted) <= MAX_EDITS;
}

/** The known event an unknown name most likely means, or undefined. */
export function closeEvent(name: string): EventName | undefined {
  const sameLetters = EVENT_NAMES.find((event) => event.toLowerCase() === normalise(name));
  if (sameLetters !== undefined) return sameLetters;
  let best: { event: EventName; edits: number } | undefined;
  for (const event of EVENT_NAMES) {
    const edits = editDistance(normalise(name), event.toLowerCase());
    if (edits <= MAX_EDITS + 1 && (best === undefined || edits < best.edits)) best = { event, edits };
  }
  return best?.event;
}

function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
