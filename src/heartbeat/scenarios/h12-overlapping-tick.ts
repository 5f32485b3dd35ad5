/**
 * H12: a long tick is still running when the next one fires. The first asks a slow dependency;
 * once it has asked (so it is past its start, where it would hold any lock it takes), the second
 * starts, one interval later by its clock. The second must see it busy: not ask the dependency
 * itself, add no beat of its own, and leave the state readable.
 */
import { beatsBetween, stillParses } from '../beats.js';
import type { TickRecord } from '../tick.js';
import { fail, noEvidence, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';

const h12: Scenario = {
  id: 'H12',
  rule: 'one-owner',
  title: 'a long tick still running when the next fires (t0 slow, t0+I)',
  start: 'running',
  notApplicable: (spec) => needsRunningState(spec) ?? (spec.dependency === null ? 'no `dependency` is declared: nothing keeps a tick running' : null),
  async run({ spec, world, t0, counters }) {
    const before = world.file(spec.state!);
    let second: Promise<TickRecord> | null = null;
    const first = await world.tick({ at: t0, mode: 'slow', onDependencyCall: () => (second = world.tick({ at: t0 + spec.intervalMs / 1000, mode: 'busy' })) });
    if (second === null)
      return noEvidence(
        `the first tick ${first.exitCode === 0 ? 'never asked its dependency' : `ended (exit ${String(first.exitCode)}) before asking its dependency`}: nothing was running when the next fired`,
      );
    const next: TickRecord = await second;
    const after = world.file(spec.state!);
    if (!stillParses(before, after)) return fail(`two overlapping ticks left ${spec.state} unreadable`);
    if (next.dependencyCalls > 0) return fail('a tick that fired while the last was still running went on to ask the dependency itself: two owners at once');
    const beats = beatsBetween(before, after, counters);
    if (beats > 1) return fail(`two overlapping ticks made ${beats} beats: the second did not see the first still running`);
    return pass;
  },
};

export default h12;
