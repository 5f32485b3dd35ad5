/** H17: a silence of 10 intervals, then a tick: the declared alarm or a stop, not a silent resume. */
import { fail, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';
import { marginSeconds } from './margin.js';

const h17: Scenario = {
  id: 'H17',
  rule: 'time-travels',
  title: 'silence of 10 I, then a tick',
  start: 'running',
  notApplicable: needsRunningState,
  async run({ spec, world, t0 }) {
    await world.tick({ at: t0, mode: 'busy' });
    // Just past ten intervals, whatever the two ticks' starts took.
    const tick = await world.tick({ at: t0 + (10 * spec.intervalMs) / 1000 + marginSeconds(spec.intervalMs), mode: 'busy' });
    if (tick.exitCode === 0 && tick.alarmCalls === 0) {
      return fail(`after 10 intervals without a tick it exited 0${spec.alarm ? ' without calling its alarm' : ''}: it resumed as if nothing had happened, and nobody learns the schedule stopped`);
    }
    return pass;
  },
};

export default h17;
