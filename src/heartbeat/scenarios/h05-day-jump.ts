/** H5: running; the clock jumps a day between ticks: stale seen, no burst of missed beats. */
import { beatsBetween } from '../beats.js';
import { fail, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';

const DAY_SECONDS = 86_400;

const h5: Scenario = {
  id: 'H5',
  rule: 'time-travels',
  title: 'running; clock +1 day between ticks',
  start: 'running',
  notApplicable: needsRunningState,
  async run({ spec, world, t0, counters }) {
    const normal = await world.tick({ at: t0, mode: 'busy' });
    const before = world.file(spec.state!);
    const tick = await world.tick({ at: t0 + DAY_SECONDS, mode: 'busy' });
    const beats = beatsBetween(before, world.file(spec.state!), counters);
    // Against the tick before the jump: a script that asks three times a tick asks three times a day later too.
    const more = (calls: number, usual: number) => calls > Math.max(1, usual);
    const burst = [
      beats > 1 ? `${beats} beats` : '',
      more(tick.dependencyCalls, normal.dependencyCalls) ? `${tick.dependencyCalls} dependency calls (a tick before the jump made ${normal.dependencyCalls})` : '',
      more(tick.actionCalls, normal.actionCalls) ? `${tick.actionCalls} action calls (a tick before the jump made ${normal.actionCalls})` : '',
    ].filter(Boolean);
    if (burst.length > 0) return fail(`one tick a day after the last made ${burst.join(', ')}: a burst of the beats it missed, where one tick is one beat`);
    return pass;
  },
};

export default h5;
