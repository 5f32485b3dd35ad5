/** H11: six ticks at once on one state folder: exactly one proceeds, one beat in the final state. */
import { beatsBetween, stillParses } from '../beats.js';
import { fail, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';

const COPIES = 6;

const h11: Scenario = {
  id: 'H11',
  rule: 'one-owner',
  title: 'six ticks at once on one state folder',
  start: 'running',
  notApplicable: needsRunningState,
  async run({ spec, world, t0, counters }) {
    const before = world.file(spec.state!);
    // A slow dependency holds each tick in its critical section long enough for the others to meet it there.
    const ticks = await world.ticksAtOnce({ at: t0, mode: 'slow' }, COPIES);
    const after = world.file(spec.state!);
    const asked = ticks.reduce((sum, tick) => sum + tick.dependencyCalls, 0);
    const beats = beatsBetween(before, after, counters);
    if (!stillParses(before, after)) return fail(`${COPIES} ticks at once left ${spec.state} unreadable`);
    if (spec.dependency !== null && asked > 1) return fail(`${COPIES} ticks at once: ${asked} of them went on to ask the dependency; one owner at a time means one proceeds`);
    if (beats > 1) return fail(`${COPIES} ticks at once made ${beats} beats; one proceeds, one beat`);
    return pass;
  },
};

export default h11;
