import { describe, expect, it } from 'vitest';
import { boundedMatches, boundedTest } from '../../../src/safe-regex/bounded-regex.js';
import { matcherMatches, readMatcher } from '../../../specs/claude-code/matcher.js';

const VERSION = '2.1.332';

describe('boundedTest', () => {
  it('answers as a JavaScript RegExp does, lookaround and backreferences included', () => {
    expect(boundedTest('^Edit$', '', 'Edit').kind).toBe('matched');
    expect(boundedTest('^Edit$', '', 'NotebookEdit').kind).toBe('not-matched');
    expect(boundedMatches('^(?!Bash)\\w+$', '', 'Write')).toBe(true);
    expect(boundedMatches('^(?!Bash)\\w+$', '', 'Bash')).toBe(false);
    expect(boundedMatches('^(a)\\1$', '', 'aa')).toBe(true);
    expect(boundedMatches('edit', 'i', 'Edit')).toBe(true);
  });

  it('says why a pattern does not compile', () => {
    const test = boundedTest('(', '', 'x');
    expect(test).toMatchObject({ kind: 'invalid' });
    expect(test.kind === 'invalid' && test.message).toContain('Unterminated group');
  });

  it('gives up on a pattern that backtracks without bound, within its deadline, and keeps working', () => {
    const started = performance.now();
    expect(boundedTest('(a+)+$', '', `${'a'.repeat(40)}!`, 200)).toEqual({ kind: 'timed-out', afterMs: 200 });
    expect(performance.now() - started).toBeLessThan(5000);
    // Known now: a second input costs nothing.
    const again = performance.now();
    expect(boundedTest('(a+)+$', '', 'b'.repeat(40), 200).kind).toBe('timed-out');
    expect(performance.now() - again).toBeLessThan(100);
    expect(boundedTest('^ok$', '', 'ok').kind).toBe('matched');
  });
});

describe('matchers that backtrack without bound', () => {
  it('are read as unusable, with the reason, in bounded time', () => {
    const started = performance.now();
    const reading = readMatcher('([a-zA-Z_]+)+\\d', VERSION);
    expect(reading.kind).toBe('regex');
    expect(reading.problem).toMatch(/^unbounded regular expression: it backtracks without bound on "/);
    expect(matcherMatches('([a-zA-Z_]+)+\\d', 'mcp__plugin_github_github__create_issue', VERSION)).toBe(false);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('leave ordinary regex matchers alone', () => {
    expect(readMatcher('Edit|Write.*', VERSION).problem).toBeUndefined();
    expect(matcherMatches('^mcp__github__.*', 'mcp__github__create_issue', VERSION)).toBe(true);
    expect(matcherMatches('^mcp__github__.*', 'mcp__memory__x', VERSION)).toBe(false);
  });
});
