/** H15: the same tick twice at the same instant: no second beat. */
import { beatsBetween } from '../beats.js';
import { fail, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';

const h15: Scenario = {
  id: 'H15',
  rule: 'one-owner',
  title: 'the same tick twice at the same instant',
  start: 'running',
  notApplicable: needsRunningState,
  async run({ spec, world, t0, counters }) {
    await world.tick({ at: t0, mode: 'busy' });
    const before = world.file(spec.state!);
    await world.tick({ at: t0, mode: 'busy' });
    const beats = beatsBetween(before, world.file(spec.state!), counters);
    if (beats > 0) return fail(`run twice at the same instant, the second tick beat again (${beats} more): a scheduler that fires twice doubles the beats`);
    return pass;
  },
};

export default h15;
