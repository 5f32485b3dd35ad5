// The tests Stryker runs against mutants of src/checks and src/oracle (stryker.conf.json): the unit
// tests and the checks' integration tests. The CLI, conformance, live and differential suites are
// left out: they are slow, reach the checks only through the whole program, and the CLI tests spawn
// bin/hookcheck.js, which runs dist/, not the mutated sources.
import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** `src/checks/exit-code-check.ts` and `test/integration/checks/exit-code.test.ts` both name `exit-code`. */
function nameSubject(file: string): string {
  return basename(file)
    .replace(/(\.test)?\.ts$/, '')
    .replace(/-check$/, '');
}

/**
 * Stryker stops a mutant at its first failing test, so the order decides the cost of a killed
 * mutant. First the test named after the mutated file (Stryker's runner sets `related` to it),
 * then the unit tests (milliseconds), then the integration tests (seconds each: they spawn
 * hooks). Vitest's own order, slowest first, would run the costly ones before the likely killer.
 */
class MutatedFileFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const mutated = new Set((this.ctx.config.related ?? []).map(nameSubject));
    const rank = (file: TestSpecification) => (mutated.has(nameSubject(file.moduleId)) ? 0 : file.moduleId.includes('/test/unit/') ? 1 : 2);
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/checks/**/*.test.ts'],
    // Same headroom as vitest.config.ts: the checks' tests spawn real hooks.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    sequence: { sequencer: MutatedFileFirstSequencer },
  },
});
