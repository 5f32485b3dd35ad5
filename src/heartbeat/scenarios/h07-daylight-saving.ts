/**
 * H7: ticks one interval apart across the start of daylight saving time, in a zone that has it
 * (America/New_York: on 2030-03-10 the clocks go from 01:59:59 to 03:00:00). A script that counts
 * time in seconds since the epoch beats once each tick; one that reads the zone's wall clock sees
 * an hour pass in a minute, and alarms, skips or doubles a beat.
 */
import { beatsBetween } from '../beats.js';
import { describeEnd, fail, noEvidence, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';

const ZONE = 'America/New_York';
/** 2030-03-10 02:00 EST, when New York's clocks jump to 03:00 EDT (07:00 UTC). */
const CHANGE = Date.UTC(2030, 2, 10, 7) / 1000;

const h7: Scenario = {
  id: 'H7',
  rule: 'time-travels',
  title: `TZ ${ZONE}: init, then ticks one interval apart across the start of daylight saving time`,
  // Its own start: the init runs in the zone, one interval before the first tick.
  start: 'empty',
  notApplicable: needsRunningState,
  async run({ spec, world, counters }) {
    const interval = spec.intervalMs / 1000;
    const first = CHANGE - interval / 2;
    const init = await world.tick({ at: first - interval, mode: 'busy', command: spec.init!, timeZone: ZONE });
    if (init.exitCode !== 0) return noEvidence(`its init (${spec.init}) ${describeEnd(init)} in ${ZONE}`);
    if (world.file(spec.state!).kind !== 'file') return noEvidence(`its init (${spec.init}) left no file at ${spec.state} in ${ZONE}: no beat can be counted`);
    for (const [index, at] of [first, first + interval].entries()) {
      const before = world.file(spec.state!);
      const tick = await world.tick({ at, mode: 'busy', timeZone: ZONE });
      const beats = beatsBetween(before, world.file(spec.state!), counters);
      const when = index === 0 ? 'before the clocks went forward' : 'after the clocks went forward';
      // What is known is the clock, not the cause: the zone's wall clock jumped an hour, the epoch moved one interval.
      if (tick.exitCode !== 0)
        return fail(`in ${ZONE}, the tick one interval after the last, ${when}, ${describeEnd(tick)}, where the zone's wall clock jumped an hour and seconds since the epoch moved one interval`);
      if (beats !== 1) return fail(`in ${ZONE}, the tick one interval after the last, ${when}, made ${beats} beats instead of one`);
    }
    return pass;
  },
};

export default h7;
