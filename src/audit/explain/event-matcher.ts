/**
 * How Claude Code reads a group's matcher on one event (PROTOCOLS.md §1.4). specs/matcher.ts knows
 * the general rule; FileChanged and StopFailure read exact names from a narrower set (letters,
 * digits, `_` and `|` only), so a hyphen, comma or space there makes the matcher a regex.
 */
import { EVENTS, type EventName } from '../../../specs/claude-code/events.js';
import { readingMatches, readMatcher, readRegex, type MatcherReading } from '../../../specs/claude-code/matcher.js';

const NARROW_EXACT_EVENTS: ReadonlySet<EventName> = new Set(['FileChanged', 'StopFailure']);
const NARROW_EXACT_SET = /^[A-Za-z0-9_|]+$/;

/** True when the event tests its matcher against a value at all. */
export function hasMatcher(event: EventName): boolean {
  return EVENTS[event].matcherField !== null;
}

/** True for the events whose exact set is letters, digits, `_` and `|`. */
export function hasNarrowExactSet(event: EventName): boolean {
  return NARROW_EXACT_EVENTS.has(event);
}

/** Reads `matcher` the way Claude Code `version` does on `event`. */
export function readEventMatcher(event: EventName, matcher: string | undefined, version: string): MatcherReading {
  if (!hasNarrowExactSet(event)) return readMatcher(matcher, version);
  if (matcher === undefined || matcher === '' || matcher === '*') return { kind: 'all', names: [] };
  if (NARROW_EXACT_SET.test(matcher)) return { kind: 'exact', names: matcher.split('|').filter((name) => name !== '') };
  return readRegex(matcher);
}

export { readingMatches };
