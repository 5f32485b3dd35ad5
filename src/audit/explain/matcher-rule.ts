/**
 * Why a matcher group fires or not for one value, in the words a person checks against the
 * settings file: the rule that decided (PROTOCOLS.md §1.4), and the version rule when a Claude Code
 * on the other side of 2.1.191 (comma lists) or 2.1.195 (hyphens) would have decided otherwise.
 */
import { EVENTS, type EventName } from '../../../specs/claude-code/events.js';
import type { MatcherReading } from '../../../specs/claude-code/matcher.js';
import { BEHAVIOUR_CHANGES, compareVersions, type BehaviourChange } from '../../../specs/claude-code/versions.js';
import { boundedMatches } from '../../safe-regex/bounded-regex.js';
import { hasMatcher, readEventMatcher, readingMatches } from './event-matcher.js';

interface MatcherVerdict {
  /** null: it depends on a value that was not given. */
  readonly fires: boolean | null;
  readonly reason: string;
  /** How another Claude Code version decides differently, or how this one differs from newer ones. */
  readonly versionNotes: readonly string[];
}

const VERSION_RULES: readonly { change: BehaviourChange; rule: (matcher: string) => string }[] = [
  { change: 'matcherCommaLists', rule: (matcher) => `before ${BEHAVIOUR_CHANGES.matcherCommaLists} a ${matcher.includes(',') ? 'comma list' : 'list with spaces around |'} never fired` },
  { change: 'matcherHyphenExact', rule: () => `before ${BEHAVIOUR_CHANGES.matcherHyphenExact} a hyphen made the matcher a regex` },
];

export function explainMatcher(event: EventName, matcher: unknown, value: string | null, version: string): MatcherVerdict {
  if (!hasMatcher(event)) {
    const ignored = matcher === undefined ? '' : ` (its matcher ${JSON.stringify(matcher)} is ignored)`;
    return { fires: true, reason: `event ${event} ignores matchers: always fires${ignored}`, versionNotes: [] };
  }
  if (matcher !== undefined && typeof matcher !== 'string') {
    return { fires: false, reason: `matcher ${JSON.stringify(matcher)} is not a string: Claude Code skips the malformed group`, versionNotes: [] };
  }
  const field = EVENTS[event].matcherField!;
  const reading = readEventMatcher(event, matcher, version);
  if (value === null) {
    if (reading.kind === 'all') return { fires: true, reason: describe(reading, matcher, ''), versionNotes: [] };
    if (reading.problem !== undefined) return { fires: false, reason: describe(reading, matcher, ''), versionNotes: [] };
    return { fires: null, reason: `${field} matches ${pattern(reading, matcher!)}`, versionNotes: [] };
  }
  const fires = readingMatches(reading, matcher, value);
  let reason = describe(reading, matcher, value);
  const versionNotes: string[] = [];
  for (const { change, rule } of VERSION_RULES) {
    const first = BEHAVIOUR_CHANGES[change];
    const before = previousVersion(first);
    const old = readEventMatcher(event, matcher, before);
    const current = readEventMatcher(event, matcher, first);
    if (readingMatches(old, matcher, value) === readingMatches(current, matcher, value)) continue;
    const onOldSide = compareVersions(version, first) < 0;
    const other = onOldSide ? current : old;
    const otherFires = readingMatches(other, matcher, value) ? 'fires' : 'does not fire';
    if (onOldSide) {
      reason = `${rule(matcher!)} (this is ${version}): ${reason}`;
      versionNotes.push(`from ${first} it ${otherFires}: ${describe(other, matcher, value)}`);
    } else {
      versionNotes.push(`${rule(matcher!)}: on ${before} it ${otherFires} (${describe(other, matcher, value)})`);
    }
  }
  return { fires, reason, versionNotes };
}

/** The sentence for one reading tested against `value`. */
function describe(reading: MatcherReading, matcher: string | undefined, value: string): string {
  if (reading.kind === 'all') return matcher === undefined ? 'no matcher: matches everything' : `matcher ${JSON.stringify(matcher)} matches everything`;
  const written = matcher!;
  if (reading.problem !== undefined)
    return reading.problem.startsWith('unbounded')
      ? `matcher ${JSON.stringify(written)} is an ${reading.problem}`
      : `matcher ${JSON.stringify(written)} is an invalid regular expression (${reading.problem.split(': ').pop()}): never fires`;
  const caseHint = (same: boolean) => (same ? ` (matching is case-sensitive)` : '');
  if (reading.kind === 'exact') {
    if (reading.names.includes(value)) return reading.names.length > 1 ? `exact name ${JSON.stringify(value)} in list ${written}` : `exact name ${JSON.stringify(value)}`;
    const bareServer = reading.names.find((name) => /^mcp__/.test(name) && !name.slice(5).includes('__'));
    if (bareServer !== undefined && reading.names.length === 1) {
      return `matcher ${JSON.stringify(bareServer)} is an exact name: matches no tool (MCP tools are mcp__<server>__<tool>; write "${bareServer}__.*")`;
    }
    const sameLetters = reading.names.some((name) => name.toLowerCase() === value.toLowerCase());
    const what =
      reading.names.length > 1
        ? `exact names ${written}: ${JSON.stringify(value)} is none of them`
        : `exact name ${JSON.stringify(reading.names[0] ?? written)} does not match ${JSON.stringify(value)}`;
    const serverHint = bareServer === undefined ? '' : ` (${JSON.stringify(bareServer)} is an exact name and matches no tool; write "${bareServer}__.*")`;
    return `${what}${caseHint(sameLetters)}${serverHint}`;
  }
  if (boundedMatches(written, '', value)) {
    const whole = boundedMatches(`^(?:${written})$`, '', value) ? '' : ' (only part of it: anchor with ^…$ to require the whole name)';
    return `regex /${written}/ tested unanchored matches ${JSON.stringify(value)}${whole}`;
  }
  return `regex /${written}/ tested unanchored does not match ${JSON.stringify(value)}${caseHint(boundedMatches(written, 'i', value))}`;
}

/** The matcher alone, for a value not given: `exact name "resume"`, `regex /re.*\/ (unanchored)`. */
function pattern(reading: MatcherReading, matcher: string): string {
  if (reading.kind === 'regex') return `regex /${matcher}/ (unanchored)`;
  return reading.names.length > 1 ? `one of the exact names ${reading.names.map((name) => JSON.stringify(name)).join(', ')}` : `exact name ${JSON.stringify(reading.names[0] ?? matcher)}`;
}

/** `2.1.191` → `2.1.190`: the last version without a change. */
function previousVersion(version: string): string {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  return `${major}.${minor}.${patch - 1}`;
}
