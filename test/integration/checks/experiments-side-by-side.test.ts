/**
 * The state experiments after the first run go side by side in the sandbox, where each scratch area
 * holds all a hook can write (project, HOME, TMPDIR, /tmp), and one after another without it, where
 * a hook may keep state in the shared /tmp. The fixture sleeps a second a run and notes when it ran;
 * two runs of different experiments overlap only when they went side by side (two jobs: each holds
 * its slot while it sleeps, whatever the machine's load).
 */
import { describe, expect, it } from 'vitest';
import type { Experiments } from '../../../src/model/run/experiments.js';
import type { RunObservation } from '../../../src/model/run/run-observation.js';
import { runFixture } from '../../helpers/run-fixture.js';

/** Each experiment's runs (the copies at once are one experiment: they overlap by design). */
function runsByExperiment(experiments: Experiments): (readonly RunObservation[])[] {
  const { idempotency, concurrency, faults, env } = experiments;
  return [[idempotency.twice[0], idempotency.twice[1]], concurrency.sequential, ...faults.flatMap(({ run }) => (run ? [[run]] : [])), ...(env.full ? [[env.full]] : [])];
}

function interval({ outcome }: RunObservation): [number, number] {
  const match = /ran (\d+) (\d+)/.exec(outcome.stderr);
  if (match === null) throw new Error(`no times in the run's stderr: ${outcome.stderr}`);
  return [Number(match[1]), Number(match[2])];
}

/** Whether a run of one experiment overlapped a run of another. */
function experimentsOverlap(experiments: Experiments): boolean {
  const groups = runsByExperiment(experiments).map((runs) => runs.map(interval));
  return groups.some((group, index) => groups.slice(index + 1).some((other) => group.some(([start, end]) => other.some(([otherStart, otherEnd]) => start < otherEnd && otherStart < end))));
}

describe('state experiments', () => {
  it('run side by side in the sandbox and one after another without it', async () => {
    const seen = [];
    for (const sandbox of ['bwrap', 'none'] as const) {
      const report = await runFixture('notes-when-it-ran.sh', { matcher: 'Glob', sandbox, experiments: true, jobs: 2 });
      expect(report.experiments, sandbox).toBeDefined();
      expect(runsByExperiment(report.experiments!).length, sandbox).toBeGreaterThan(4);
      seen.push([sandbox, experimentsOverlap(report.experiments!)]);
    }
    expect(seen).toEqual([
      ['bwrap', true],
      ['none', false],
    ]);
  }, 240_000);
});
