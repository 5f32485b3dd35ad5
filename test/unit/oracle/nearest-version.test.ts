import { describe, expect, it } from 'vitest';
import { nearestVersion } from '../../../src/oracle/nearest-version.js';

describe(nearestVersion.name, () => {
  const measured = ['0.61.0', '0.58.2', '1.0.0'];

  it('finds the measured version nearest by release order: major, then minor, then patch', () => {
    expect(nearestVersion('0.61.0', measured)).toBe('0.61.0');
    expect(nearestVersion('0.62.4', measured)).toBe('0.61.0');
    expect(nearestVersion('0.58.9', measured)).toBe('0.58.2');
    expect(nearestVersion('1.3.0', measured)).toBe('1.0.0');
    expect(nearestVersion('0.1.0', measured)).toBe('0.58.2');
  });

  it('takes the newer of two equally near, and places nothing that is no dotted triple', () => {
    expect(nearestVersion('0.59.5', ['0.58.5', '0.60.5'])).toBe('0.60.5');
    expect(nearestVersion('banana', measured)).toBeNull();
    expect(nearestVersion('1.0', measured)).toBeNull();
    expect(nearestVersion('1.0.0', [])).toBeNull();
  });
});
