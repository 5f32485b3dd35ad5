import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SpawningFirstSequencer } from '../helpers/spawning-first-sequencer.js';

const ROOT = '/repo';

/** A sequencer over files of the given sizes, some with timings from an earlier run. */
function sequencer(sizes: Record<string, number>, durations: Record<string, number> = {}) {
  const cache = {
    getFileTestResults: (key: string) => {
      const duration = durations[key.slice(1)];
      return duration === undefined ? undefined : { duration, failed: false };
    },
    getFileStats: (key: string) => ({ size: sizes[key.slice(1)]! }),
  };
  return new SpawningFirstSequencer({ cache, config: { root: ROOT } } as unknown as Vitest);
}

const spec = (file: string) => ({ moduleId: `${ROOT}/${file}`, project: { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } } }) as unknown as TestSpecification;
const order = async (files: string[], sizes: Record<string, number>, durations?: Record<string, number>) =>
  (await sequencer(sizes, durations).sort(files.map(spec))).map((file) => file.moduleId.slice(ROOT.length + 1));

describe('the order test files start in', () => {
  const sizes = { 'test/unit/big.test.ts': 9000, 'test/cli/small.test.ts': 100, 'test/integration/mid.test.ts': 500, 'test/unit/tiny.test.ts': 50 };

  it('on a cold cache: files that spawn hooks first, then the unit tests, each larger first', async () => {
    expect(await order(Object.keys(sizes), sizes)).toEqual(['test/integration/mid.test.ts', 'test/cli/small.test.ts', 'test/unit/big.test.ts', 'test/unit/tiny.test.ts']);
  });

  it('with timings: untimed files first, then the longest first, as vitest orders them', async () => {
    const durations = { 'test/cli/small.test.ts': 200_000, 'test/unit/big.test.ts': 10, 'test/integration/mid.test.ts': 30_000 };
    expect(await order(Object.keys(sizes), sizes, durations)).toEqual(['test/unit/tiny.test.ts', 'test/cli/small.test.ts', 'test/integration/mid.test.ts', 'test/unit/big.test.ts']);
  });
});
