/**
 * Matcher semantics of Claude Code (PROTOCOLS.md §1.4): `*`, empty or absent match everything; a
 * value made only of letters, digits, `_`, `-`, spaces, `,` and `|` is an exact name or a list of
 * exact names; anything else is an unanchored JavaScript regular expression.
 */
import { boundedMatches, boundedTest } from '../../src/safe-regex/bounded-regex.js';
import { hasBehaviour } from './versions.js';

type MatcherKind = 'all' | 'exact' | 'regex';

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
  const known = readings.get(matcher);
  if (known !== undefined) return known;
  const reading = { kind: 'regex', names: [], ...regexProblem(matcher) } as const;
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(matcher, reading);
  return reading;
}

const readings = new Map<string, MatcherReading>();
const READINGS_KEPT = 1000;

/**
 * Long names of the kinds matchers are tested on: a pattern that backtracks without bound (`(a+)+$`,
 * `([a-zA-Z_]+)+\d`) shows it on one of them, and Claude Code, which tests matchers with a JS
 * RegExp as hookcheck does, would stall the same way on such a name.
 */
const STRESS_NAMES = ['mcp__plugin_github_github__create_pull_request_review', 'a'.repeat(40) + '!', `${'Bash '.repeat(8)}-`];

function regexProblem(matcher: string): { problem?: string } {
  try {
    new RegExp(matcher);
  } catch (error) {
    return { problem: `invalid regular expression: ${(error as Error).message}` };
  }
  for (const name of STRESS_NAMES) {
    const test = boundedTest(matcher, '', name);
    if (test.kind === 'timed-out')
      return {
        problem: `unbounded regular expression: it backtracks without bound on ${JSON.stringify(name)} (past ${test.afterMs} ms), and Claude Code tests matchers the same way, so it would stall`,
      };
  }
  return {};
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
      return reading.problem === undefined && boundedMatches(matcher!, '', value);
  }
}
