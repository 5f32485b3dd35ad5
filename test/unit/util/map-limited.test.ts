import { describe, expect, it } from 'vitest';
import { mapLimited } from '../../../src/util/map-limited.js';
import { summarizeDurations } from '../../../src/engine/duration-stats.js';

describe(mapLimited.name, () => {
  it('keeps order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapLimited([30, 10, 20, 5, 1], 2, async (ms) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 10, 2]);
    expect(peak).toBe(2);
  });
});

describe(summarizeDurations.name, () => {
  it('gives nearest-rank percentiles', () => {
    expect(summarizeDurations([5, 1, 3, 2, 4])).toEqual({ p50: 3, p95: 5, max: 5 });
    expect(summarizeDurations([])).toEqual({ p50: 0, p95: 0, max: 0 });
  });
});
