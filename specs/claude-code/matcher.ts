/**
 * Matcher semantics of Claude Code (PROTOCOLS.md §1.4): `*`, empty or absent match everything; a
 * value made only of letters, digits, `_`, `-`, spaces, `,` and `|` is an exact name or a list of
 * exact names; anything else is an unanchored JavaScript regular expression.
 */
import { hasBehaviour } from './versions.js';

export type MatcherKind = 'all' | 'exact' | 'regex';

export interface MatcherReading {
  readonly kind: MatcherKind;
  /** The exact names, for kind `exact`. */
  readonly names: readonly string[];
  /** Why the matcher cannot work, when it cannot (e.g. an invalid regular expression). */
  readonly problem?: string;
}

/** Reads a matcher the way Claude Code `version` does. */
export function readMatcher(matcher: string | undefined, version: string): MatcherReading {
  if (matcher === undefined || matcher === '' || matcher === '*') return { kind: 'all', names: [] };
  const exactSet = hasBehaviour(version, 'matcherHyphenExact') ? /^[\w\s,|-]+$/ : /^[\w\s,|]+$/;
  if (exactSet.test(matcher)) {
    const separator = hasBehaviour(version, 'matcherCommaLists') ? /\s*[|,]\s*/ : /\|/;
    return { kind: 'exact', names: matcher.split(separator).filter((name) => name !== '') };
  }
  return readRegex(matcher);
}

/** A matcher outside the exact set: an unanchored regular expression, or why it cannot be one. */
export function readRegex(matcher: string): MatcherReading {
  try {
    new RegExp(matcher);
    return { kind: 'regex', names: [] };
  } catch (error) {
    return { kind: 'regex', names: [], problem: `invalid regular expression: ${(error as Error).message}` };
  }
}

/** True when Claude Code `version` would fire a hook with this matcher for `value`. */
export function matcherMatches(matcher: string | undefined, value: string, version: string): boolean {
  return readingMatches(readMatcher(matcher, version), matcher, value);
}

/** True when a group with this reading of `matcher` fires for `value`. */
export function readingMatches(reading: MatcherReading, matcher: string | undefined, value: string): boolean {
  switch (reading.kind) {
    case 'all':
      return true;
    case 'exact':
      return reading.names.includes(value);
    case 'regex':
      return reading.problem === undefined && new RegExp(matcher!).test(value);
  }
}
