import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { belowBreak, compareScore, countStatuses, formatScore, judgeScore, score, scoreMutants } from '../../../src/mutate/score.js';
import type { MutantStatus, MutationRun } from '../../../src/model/mutation.js';
import { makeRun, pythonFile } from '../../helpers/mutation-run.js';

/** A run whose only file has `detected` Killed and `valid - detected` Survived mutants. */
function runOf(detected: number, valid: number, breakAt: number | null, extra: readonly MutantStatus[] = []): MutationRun {
  const statuses: MutantStatus[] = [...Array<MutantStatus>(detected).fill('Killed'), ...Array<MutantStatus>(valid - detected).fill('Survived'), ...extra];
  const mutant = pythonFile.mutants[0]!;
  return makeRun({
    files: [{ ...pythonFile, mutants: statuses.map((status, index) => ({ ...mutant, id: `m${index}`, status })) }],
    thresholds: { high: 80, low: 60, break: breakAt },
  });
}

describe(score.name, () => {
  it('counts Killed and Timeout as detected, Survived and NoCoverage as not, and leaves errors and Ignored out', () => {
    expect(score(makeRun())).toEqual({ detected: 4, undetected: 4, valid: 8, notCounted: 3, percent: 50, fraction: { num: 4, den: 8 } });
    expect(scoreMutants(pythonFile.mutants)).toMatchObject({ detected: 2, undetected: 2, valid: 4, notCounted: 3 });
    expect(scoreMutants(['Timeout', 'NoCoverage', 'NoCoverage'].map((status) => ({ status: status as MutantStatus })))).toMatchObject({ detected: 1, valid: 3 });
  });

  it('has no score when nothing is valid', () => {
    expect(score(runOf(0, 0, null, ['CompileError', 'RuntimeError', 'Ignored']))).toEqual({ detected: 0, undetected: 0, valid: 0, notCounted: 3, percent: null, fraction: { num: 0, den: 0 } });
  });

  it('counts every status', () => {
    expect(countStatuses(pythonFile.mutants)).toEqual({ Killed: 1, Timeout: 1, Survived: 1, NoCoverage: 1, RuntimeError: 1, CompileError: 1, Ignored: 1, Pending: 0 });
  });
});

describe(compareScore.name, () => {
  it.each([
    [499, 500, 100, -1],
    [500, 500, 100, 0],
    [998, 1000, 99.8, 0],
    [997, 1000, 99.8, -1],
    [1, 3, 33.33, 1],
    [1, 3, 33.34, -1],
    [2, 3, 66.67, -1],
    [2, 3, 66.66, 1],
    [3, 1000, 0.3, 0],
    [0, 5, 0, 0],
    [1, 1_000_000_000, 1e-7, 0],
    [1, 1_000_000_000, 2e-7, -1],
    [7, 10, 70, 0],
  ])('%i/%i against %d%% is %i', (detected, valid, percent, expected) => {
    expect(compareScore({ detected, valid }, percent)).toBe(expected);
  });

  it('agrees with integer arithmetic for every threshold in hundredths', () => {
    const cases = fc.integer({ min: 1, max: 100_000 }).chain((valid) => fc.tuple(fc.integer({ min: 0, max: valid }), fc.constant(valid), fc.integer({ min: 0, max: 10_000 })));
    fc.assert(
      fc.property(cases, ([detected, valid, hundredths]) => {
        expect(compareScore({ detected, valid }, hundredths / 100)).toBe(Math.sign(detected * 10_000 - hundredths * valid));
      }),
    );
  });

  it('refuses to compare when there is no score, and refuses thresholds that are not percentages', () => {
    expect(() => compareScore({ detected: 0, valid: 0 }, 50)).toThrow(RangeError);
    expect(() => compareScore({ detected: 1, valid: 2 }, Number.NaN)).toThrow(/finite number/);
    expect(() => compareScore({ detected: 1, valid: 2 }, -1)).toThrow(RangeError);
  });
});

describe(belowBreak.name, () => {
  it('is true only strictly below break, compared exactly', () => {
    expect(belowBreak(runOf(499, 500, 100))).toBe(true);
    expect(belowBreak(runOf(500, 500, 100))).toBe(false);
    expect(belowBreak(runOf(998, 1000, 99.8))).toBe(false);
    expect(belowBreak(runOf(997, 1000, 99.8))).toBe(true);
    expect(belowBreak(runOf(2, 3, 66.67))).toBe(true);
    expect(belowBreak(runOf(2, 3, 66.66))).toBe(false);
    expect(belowBreak(runOf(1, 3, 33.33))).toBe(false);
    expect(belowBreak(makeRun())).toBe(false);
    expect(belowBreak(makeRun({ thresholds: { high: 80, low: 60, break: 50.01 } }))).toBe(true);
  });

  it('never fails a run with a score when there is no break threshold', () => {
    expect(belowBreak(runOf(0, 10, null))).toBe(false);
  });

  it('fails a run with nothing valid, with or without a break threshold: it proved nothing', () => {
    expect(belowBreak(runOf(0, 0, null, ['CompileError']))).toBe(true);
    expect(belowBreak(runOf(0, 0, 0))).toBe(true);
    expect(judgeScore(runOf(0, 0, 50, ['Ignored'])).kind).toBe('no-score');
  });
});

describe(judgeScore.name, () => {
  it('puts a passing score in the band of the high and low thresholds', () => {
    expect(judgeScore(runOf(8, 10, null))).toMatchObject({ kind: 'pass', band: 'high' });
    expect(judgeScore(runOf(79, 100, null))).toMatchObject({ kind: 'pass', band: 'medium' });
    expect(judgeScore(runOf(60, 100, null))).toMatchObject({ kind: 'pass', band: 'medium' });
    expect(judgeScore(runOf(59, 100, 10))).toMatchObject({ kind: 'pass', band: 'low' });
    expect(judgeScore(runOf(9, 100, 10))).toMatchObject({ kind: 'below-break', break: 10 });
  });
});

describe(formatScore.name, () => {
  it('rounds down to hundredths, so an incomplete score never shows as 100%', () => {
    expect(formatScore({ detected: 500, valid: 500 })).toBe('100.00%');
    expect(formatScore({ detected: 499, valid: 500 })).toBe('99.80%');
    expect(formatScore({ detected: 99_999, valid: 100_000 })).toBe('99.99%');
    expect(formatScore({ detected: 1, valid: 3 })).toBe('33.33%');
    expect(formatScore({ detected: 2, valid: 3 })).toBe('66.66%');
    expect(formatScore({ detected: 0, valid: 7 })).toBe('0.00%');
    expect(formatScore({ detected: 0, valid: 0 })).toBe('no score');
  });
});
