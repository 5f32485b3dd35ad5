import type { DurationStats } from '../model/run/hook-report.js';

/** p50, p95 and max of a list of durations (nearest-rank percentiles); zeros for an empty list. */
export function summarizeDurations(durations: readonly number[]): DurationStats {
  if (durations.length === 0) return { p50: 0, p95: 0, max: 0 };
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: rank(50), p95: rank(95), max: sorted[sorted.length - 1]! };
}
