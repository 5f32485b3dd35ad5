/**
 * H3: a lock of another owner, just younger than S (a margin short of it): one tick sees busy and
 * leaves the lock alone. A tick that waits for the lock (H16) may take it over once it has gone
 * stale while it waited: the lock is watched, and only a change seen before the tick's clock ran
 * the margin is a take-over of a fresh lock. Seen late on a loaded machine, a change is given the
 * benefit of the doubt; seen early, it was early.
 */
import { fail, pass, type Scenario } from './scenario.js';
import { needsLock, seconds } from './needs.js';
import { marginSeconds } from './margin.js';
import { sameFile } from '../world-files.js';

const h3: Scenario = {
  id: 'H3',
  rule: 'lock-is-heartbeat',
  title: 'lock of another owner, just under S old; one tick',
  start: 'running-when-stateful',
  notApplicable: needsLock,
  async run({ spec, world, t0 }) {
    const lock = spec.lock!;
    const margin = marginSeconds(spec.staleMs);
    const age = spec.staleMs / 1000 - margin;
    world.write(lock.path, lock.content, t0 - age);
    const before = world.file(lock.path);
    // The dependency says idle: only the lock stands between the script and its action.
    const tick = await world.tick({ at: t0, mode: 'idle', watch: lock.path });
    if (!sameFile(before, world.file(lock.path))) {
      const seenAfter = (tick.watchedChangeMs ?? tick.durationMs) / 1000;
      if (seenAfter < margin) return fail(`it took over ${lock.path} of another owner, ${age} s old, before it was stale (${seconds(spec.staleMs)})`);
      return pass;
    }
    if (tick.actionCalls > 0) return fail(`it called its action while another owner held ${lock.path} (${age} s old, stale at ${seconds(spec.staleMs)})`);
    return pass;
  },
};

export default h3;
