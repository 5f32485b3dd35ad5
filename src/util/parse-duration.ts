/**
 * Durations on the command line are seconds, as in the agents' settings (`--timeout 2`), and also
 * take a unit (`500ms`, `2s`, `1m`, `2h`: a heartbeat's interval or stale threshold is often hours).
 */
import { z } from 'zod';
import { UsageError } from '../errors.js';

const UNITS_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/;

/** A duration in a config file: seconds, or a string with a unit (read with `parseDuration`). */
export const durationSchema = z.union([z.number().positive(), z.string().regex(DURATION, 'must be seconds or a duration like "500ms", "2s", "1m", "2h"')]);

/** Parses a duration into milliseconds; `option` names the flag in the error message. */
export function parseDuration(text: string, option: string): number {
  const match = DURATION.exec(text.trim());
  const value = match ? Number(match[1]) * UNITS_MS[match[2] ?? 's']! : NaN;
  if (!Number.isFinite(value) || value <= 0) {
    throw new UsageError(`${option} got "${text}", which is not a duration.`, {
      hint: `Give seconds (${option} 2) or a number with a unit: 500ms, 2s, 1m, 2h.`,
    });
  }
  return Math.round(value);
}
