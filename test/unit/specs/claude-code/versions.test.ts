import { describe, expect, it } from 'vitest';
import { compareVersions, hasBehaviour, LATEST_VERSION, parseVersion } from '../../../../specs/claude-code/versions.js';

describe(compareVersions.name, () => {
  it('compares numerically, not as text', () => {
    expect(compareVersions('2.1.90', '2.1.214')).toBeLessThan(0);
    expect(compareVersions('2.1.214', '2.1.214')).toBe(0);
    expect(compareVersions('3.0.0', '2.9.999')).toBeGreaterThan(0);
  });

  it('throws on a malformed version', () => {
    expect(() => compareVersions('2.1', '2.1.0')).toThrow(/Not a version: 2\.1/);
  });

  it('parses only dotted triples', () => {
    expect(parseVersion('2.1.332')).toEqual([2, 1, 332]);
    expect(parseVersion('latest')).toBeNull();
  });

  it('gives the latest version every recorded behaviour', () => {
    expect(hasBehaviour(LATEST_VERSION, 'invalidJsonObjectIsError')).toBe(true);
    expect(hasBehaviour('2.1.0', 'toolHookTimeout600s')).toBe(false);
  });
});
