/**
 * The long repeats in a payload: the 1 MiB case grows one text field by repeating a short piece
 * (stdin-cases.ts), and a report that copied it whole into every finding's case and reproduction
 * line ran to 63 MB for one plugin. A repeat is found by its period (a piece of up to 64
 * characters), so a report can name it once ("piece × count") and a shell line can regenerate it.
 */

import type { TestCase } from '../../model/run/hook-report.js';
import { stdinText } from '../../util/stdin-text.js';

/** Shorter payloads are written whole: this is well past anything an agent sends on most calls. */
export const WHOLE_UP_TO_CHARS = 64 * 1024;
const MAX_PERIOD = 64;
/** A repeat shorter than this is left in place. */
const MIN_RUN_CHARS = 4096;

export interface LongRun {
  readonly start: number;
  /** The repeated piece, and how many times it appears whole from `start`, up to `end`. */
  readonly piece: string;
  readonly count: number;
  readonly end: number;
}

/** How many characters from the middle a period must repeat to be scanned for. */
const SAMPLE_CHARS = 16;
let last: { readonly text: string; readonly run: LongRun | null } | null = null;

/**
 * The longest run of whole repeats through the middle of `text` (one that makes a long payload long
 * passes there), or null when `text` is short or has none worth naming. The report asks for each
 * case twice in a row (its stdin, its reproduction line): the last answer is kept.
 */
export function longestRun(text: string): LongRun | null {
  if (text.length <= WHOLE_UP_TO_CHARS) return null;
  if (last?.text !== text) last = { text, run: scan(text) };
  return last.run;
}

function scan(text: string): LongRun | null {
  const middle = text.length >> 1;
  const repeatsAtMiddle = (period: number) => {
    for (let offset = 0; offset < SAMPLE_CHARS; offset++) if (text.charCodeAt(middle + offset) !== text.charCodeAt(middle + offset + period)) return false;
    return true;
  };
  let best: { start: number; period: number; length: number } | null = null;
  const scanned: number[] = [];
  for (let period = 1; period <= MAX_PERIOD; period++) {
    // A multiple of a period already scanned repeats wherever that one does, no further.
    if (!repeatsAtMiddle(period) || scanned.some((shorter) => period % shorter === 0)) continue;
    scanned.push(period);
    let runStart = 0;
    for (let index = 0; index + period <= text.length; index++) {
      // text[index] repeats `period` later: the run of this period goes on.
      if (index + period < text.length && text.charCodeAt(index) === text.charCodeAt(index + period)) continue;
      const length = index + period - runStart;
      if (length >= MIN_RUN_CHARS && (best === null || length > best.length)) best = { start: runStart, period, length };
      runStart = index + 1;
    }
  }
  if (best === null) return null;
  const count = Math.floor(best.length / best.period);
  return { start: best.start, piece: text.slice(best.start, best.start + best.period), count, end: best.start + count * best.period };
}

/** The case's stdin as text (bytes that are not UTF-8 also as base64), its long repeat named once. */
export function reportedStdin(stdin: TestCase['stdin']): { stdin: string; stdinCut?: true; stdinBase64?: string } {
  if (typeof stdin !== 'string') return { stdin: stdinText(stdin), stdinBase64: Buffer.from(stdin).toString('base64') };
  const run = longestRun(stdin);
  if (run === null) return { stdin };
  return { stdin: `${stdin.slice(0, run.start)}<… ${JSON.stringify(run.piece)} × ${run.count} …>${stdin.slice(run.end)}`, stdinCut: true };
}
