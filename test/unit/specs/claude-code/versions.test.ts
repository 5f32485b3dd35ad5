import { describe, expect, it } from 'vitest';
import { compareVersions, hasBehaviour, LATEST_VERSION, parseVersion, verdictsFrom } from '../../../../specs/claude-code/versions.js';

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

describe(verdictsFrom.name, () => {
  const measured = ['2.1.332', '2.1.335'];

  it('takes a measured version as itself, and an unmeasured one from the nearest measured version', () => {
    expect(verdictsFrom('2.1.332', measured)).toBe('2.1.332');
    expect(verdictsFrom('2.1.337', measured)).toBe('2.1.335');
    expect(verdictsFrom('2.1.333', measured)).toBe('2.1.332');
    expect(verdictsFrom('2.1.250', measured)).toBe('2.1.332');
  });

  it('gives no table where a behaviour change lies between the version and every measured one', () => {
    // invalidJsonObjectIsError came with 2.1.248: 2.1.247 answers otherwise than 2.1.332.
    expect(verdictsFrom('2.1.247', measured)).toBeNull();
    expect(verdictsFrom('2.1.248', measured)).toBe('2.1.332');
    expect(verdictsFrom('2.1.200', measured)).toBeNull();
    expect(verdictsFrom('latest', measured)).toBeNull();
  });
});
