/** --live-cases: a positive whole number, and only with --live; absent, the live phase keeps its own bound. */
import { describe, expect, it } from 'vitest';
import { readLiveCases } from '../../../src/cli/option-readers.js';
import { UsageError } from '../../../src/errors.js';

describe('--live-cases', () => {
  it('takes a positive whole number with --live, and leaves the bound to the phase without one', () => {
    expect(readLiveCases('2', true)).toBe(2);
    expect(readLiveCases(undefined, true)).toBeNull();
    expect(readLiveCases(undefined, false)).toBeNull();
  });

  it('names a count that replays nothing, anything not a count, and the flag without --live, each with its fix', () => {
    expect(() => readLiveCases('2', false)).toThrow(/has no --live/);
    for (const bad of ['0', '-1', '1.5', 'two']) expect(() => readLiveCases(bad, true)).toThrow(UsageError);
    expect(() => readLiveCases('0', true)).toThrow(/replays at least one/);
  });
});
