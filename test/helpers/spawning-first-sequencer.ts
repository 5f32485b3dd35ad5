/**
 * The order test files start in. Files with timings from an earlier run (vitest's cache) go
 * longest first, as vitest orders them. Files without (all of them in a fresh clone, as in CI) go
 * before those: the ones that run real hooks, agents and the CLI (test/cli, test/conformance,
 * test/integration) first, then the unit tests, each group larger first. A minutes-long file
 * started last would hold the run open alone at its end.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SPAWNING = /[\\/]test[\\/](cli|conformance|integration)[\\/]/;

export class SpawningFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`) !== undefined;
    const untimed = sorted.filter((file) => !timed(file));
    // Array.prototype.sort is stable: within each group the base order (larger first) stays.
    untimed.sort((a, b) => Number(SPAWNING.test(b.moduleId)) - Number(SPAWNING.test(a.moduleId)));
    return [...untimed, ...sorted.filter(timed)];
  }
}
