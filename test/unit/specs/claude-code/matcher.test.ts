import { describe, expect, it } from 'vitest';
import { matcherMatches, readMatcher } from '../../../../specs/claude-code/matcher.js';
import { LATEST_VERSION } from '../../../../specs/claude-code/versions.js';

describe(matcherMatches.name, () => {
  const cases: [string | undefined, string, boolean][] = [
    [undefined, 'Bash', true],
    ['', 'Edit', true],
    ['*', 'Write', true],
    ['Bash', 'Bash', true],
    ['Bash', 'bash', false],
    ['Edit|Write', 'Write', true],
    ['Edit, Write', 'Write', true],
    ['Edit', 'NotebookEdit', false],
    ['Edit.*', 'NotebookEdit', true],
    ['^Edit$', 'NotebookEdit', false],
    ['mcp__memory', 'mcp__memory__create_entities', false],
    ['mcp__memory__.*', 'mcp__memory__create_entities', true],
    ['code-reviewer', 'my-code-reviewer', false],
  ];
  for (const [matcher, value, expected] of cases) {
    it(`${JSON.stringify(matcher)} ${expected ? 'matches' : 'does not match'} ${value}`, () => {
      expect(matcherMatches(matcher, value, LATEST_VERSION)).toBe(expected);
    });
  }

  it('never fired comma lists before 2.1.191', () => {
    expect(matcherMatches('Edit, Write', 'Write', '2.1.190')).toBe(false);
    expect(matcherMatches('Edit, Write', 'Write', '2.1.191')).toBe(true);
  });

  it('matched hyphenated names as regexes before 2.1.195', () => {
    expect(matcherMatches('code-reviewer', 'my-code-reviewer', '2.1.194')).toBe(true);
  });

  it('reports an invalid regular expression', () => {
    expect(readMatcher('Bash(', LATEST_VERSION).problem).toMatch(/invalid regular expression/);
    expect(matcherMatches('Bash(', 'Bash', LATEST_VERSION)).toBe(false);
  });
});
