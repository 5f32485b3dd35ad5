import { availableParallelism } from 'node:os';
import { delimiter } from 'node:path';
import { defineConfig } from 'vitest/config';
import { SpawningFirstSequencer } from './test/helpers/spawning-first-sequencer.js';

/**
 * PATH without a version manager's shims (pyenv, rbenv, nodenv, asdf): each shim is a shell script
 * that asks the manager which interpreter to run, about 200 ms per `python3` on the CI machine, so a
 * Python hook's case took five times its own cost. The tests judge hookcheck, not the shim; the
 * interpreter the shim would pick stays on PATH wherever the system has one.
 */
function pathWithoutShims(path: string): string {
  const kept = path.split(delimiter).filter((entry) => !/[/\\]\.(?:pyenv|rbenv|nodenv|asdf)[/\\](?:.*[/\\])?shims$/.test(entry));
  return kept.join(delimiter);
}

export default defineConfig({
  test: {
    // Four tiers, each its own project (`npm run test:<name>`); `vitest run` runs them all.
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      // Generated inputs by the thousand: seconds each, kept out of the quick unit tier.
      { extends: true, test: { name: 'properties', include: ['test/properties/**/*.test.ts'] } },
      // Real hooks, the CLI, the sandbox; examples/library: the library as a hook repository uses it (imports 'hookcheck', run from dist/).
      { extends: true, test: { name: 'integration', include: ['test/integration/**/*.test.ts', 'test/cli/**/*.test.ts', 'examples/library/**/*.test.ts'] } },
      // The real agents and the containment walls.
      { extends: true, test: { name: 'conformance', include: ['test/conformance/**/*.test.ts'] } },
    ],
    // Integration tests spawn real hooks; a slow CI machine needs headroom, not retries.
    testTimeout: 30_000,
    env: { PATH: pathWithoutShims(process.env['PATH'] ?? '') },
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
