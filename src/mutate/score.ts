/**
 * The mutation score as an exact fraction. Detected = Killed + Timeout; undetected = Survived +
 * NoCoverage; RuntimeError, CompileError, Ignored and Pending say nothing about the tests and are not
 * counted. Thresholds are compared with integer arithmetic, never with floating point: 499/500 is
 * below 100, and 2/3 is below 66.67 but not below 66.66.
 */
import type { MutantStatus, MutationRun, Thresholds } from '../model/mutation.js';

export const MUTANT_STATUSES: readonly MutantStatus[] = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'RuntimeError', 'CompileError', 'Ignored', 'Pending'];
const DETECTED: ReadonlySet<MutantStatus> = new Set(['Killed', 'Timeout']);
const UNDETECTED: ReadonlySet<MutantStatus> = new Set(['Survived', 'NoCoverage']);

export interface Score {
  /** Killed + Timeout. */
  readonly detected: number;
  /** Survived + NoCoverage. */
  readonly undetected: number;
  /** detected + undetected: the mutants that say something about the tests. */
  readonly valid: number;
  /** RuntimeError + CompileError + Ignored + Pending. */
  readonly notCounted: number;
  /** detected / valid × 100 for display; null when nothing is valid. Compare with `compareScore`, not with this. */
  readonly percent: number | null;
  /** detected / valid, unreduced; 0/0 when nothing is valid. */
  readonly fraction: { readonly num: number; readonly den: number };
}

/** The verdict on a run's score. A run with nothing valid has no score and is not a pass. */
export type ScoreVerdict =
  | { readonly kind: 'no-score'; readonly score: Score }
  | { readonly kind: 'below-break'; readonly score: Score; readonly break: number }
  | { readonly kind: 'pass'; readonly score: Score; readonly band: 'high' | 'medium' | 'low' };

/** Counts each status among `mutants`. */
export function countStatuses(mutants: readonly { readonly status: MutantStatus }[]): Record<MutantStatus, number> {
  const counts = Object.fromEntries(MUTANT_STATUSES.map((status) => [status, 0])) as Record<MutantStatus, number>;
  for (const mutant of mutants) counts[mutant.status] += 1;
  return counts;
}

/** The score of some mutants (a file's, or a run's). */
export function scoreMutants(mutants: readonly { readonly status: MutantStatus }[]): Score {
  let detected = 0;
  let undetected = 0;
  for (const { status } of mutants) {
    if (DETECTED.has(status)) detected += 1;
    else if (UNDETECTED.has(status)) undetected += 1;
  }
  const valid = detected + undetected;
  return { detected, undetected, valid, notCounted: mutants.length - valid, percent: valid === 0 ? null : (detected / valid) * 100, fraction: { num: detected, den: valid } };
}

/** The score of the whole run. */
export function score(run: MutationRun): Score {
  return scoreMutants(run.files.flatMap((file) => file.mutants));
}

/**
 * Compares detected/valid × 100 with `percent` exactly: -1 below, 0 equal, 1 above. `percent` is
 * read as the decimal it prints as (99.8 is 998/10, not the binary double nearest to it).
 * Throws RangeError when nothing is valid: there is no score to compare.
 */
export function compareScore(score: Pick<Score, 'detected' | 'valid'>, percent: number): -1 | 0 | 1 {
  if (score.valid === 0) throw new RangeError('No valid mutants: there is no score to compare.');
  const { digits, scale } = toExactDecimal(percent);
  // detected / valid  vs  digits / (100 × 10^scale), cross-multiplied.
  const left = BigInt(score.detected) * 100n * 10n ** BigInt(scale);
  const right = digits * BigInt(score.valid);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Pass, below break, or no score; and for a pass, the band the high/low thresholds put it in. */
export function judgeScore(run: MutationRun): ScoreVerdict {
  const result = score(run);
  return judge(result, run.thresholds);
}

/** As judgeScore, for a score already computed. */
export function judge(result: Score, thresholds: Thresholds): ScoreVerdict {
  if (result.valid === 0) return { kind: 'no-score', score: result };
  if (thresholds.break !== null && compareScore(result, thresholds.break) < 0) return { kind: 'below-break', score: result, break: thresholds.break };
  const band = compareScore(result, thresholds.high) >= 0 ? 'high' : compareScore(result, thresholds.low) >= 0 ? 'medium' : 'low';
  return { kind: 'pass', score: result, band };
}

/**
 * True when the run fails on its score: below `break`, or with no valid mutant at all (then it
 * proved nothing about the tests, break or not).
 */
export function belowBreak(run: MutationRun): boolean {
  return judgeScore(run).kind !== 'pass';
}

/** The score rounded down to hundredths, so 9999/10000 shows 99.99%, never 100.00%. */
export function formatScore(score: Pick<Score, 'detected' | 'valid'>): string {
  if (score.valid === 0) return 'no score';
  const hundredths = (BigInt(score.detected) * 10000n) / BigInt(score.valid);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}%`;
}

/** A finite, non-negative number as digits × 10^-scale, from its shortest decimal form. */
function toExactDecimal(value: number): { digits: bigint; scale: number } {
  const match = Number.isFinite(value) && value >= 0 ? /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value)) : null;
  if (match === null) throw new RangeError(`A threshold must be a finite number from 0 to 100, got ${value}.`);
  const [, whole, fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}
