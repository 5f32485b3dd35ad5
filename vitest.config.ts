import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SpawningFirstSequencer } from './test/helpers/spawning-first-sequencer.js';

export default defineConfig({
  test: {
    // examples/library: the library as a hook repository uses it (imports 'hookcheck', run from dist/).
    include: ['test/**/*.test.ts', 'examples/library/**/*.test.ts'],
    // Integration tests spawn real hooks; a slow CI machine needs headroom, not retries.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Files run three at a time even on 2 cores: most of the suite waits on hooks (sleeps,
    // timeouts, agents' sessions), not on the CPU. Measured on 2 cores, the whole suite took
    // 21.9 min of wall time with one worker (vitest's default there, cores - 1), 11.4 with two,
    // 9.3 with three, for about the same 16 min of CPU.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    sequence: { sequencer: SpawningFirstSequencer },
    // The JSON file gives CI its closing count line (.ci/run).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
