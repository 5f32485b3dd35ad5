import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../../src/util/parse-duration.js';
import { UsageError } from '../../../src/errors.js';

describe(parseDuration.name, () => {
  it.each([
    ['2', 2000],
    ['0.5', 500],
    ['500ms', 500],
    ['2s', 2000],
    ['1m', 60_000],
    ['2h', 7_200_000],
  ])('reads %s as %i ms', (text, ms) => {
    expect(parseDuration(text, '--timeout')).toBe(ms);
  });

  it.each(['', 'soon', '-1', '0', '2d', '1e3', '2hours'])('rejects %j with a hint', (text) => {
    expect(() => parseDuration(text, '--timeout')).toThrow(UsageError);
    expect(() => parseDuration(text, '--timeout')).toThrow(/--timeout got/);
  });
});
