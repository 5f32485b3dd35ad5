/** H3: a lock of another owner, just younger than S (a margin short of it): one tick sees busy and leaves the lock alone. */
import { fail, pass, type Scenario } from './scenario.js';
import { needsLock, seconds } from './needs.js';
import { marginSeconds } from './margin.js';
import { sameFile } from '../world.js';

const h3: Scenario = {
  id: 'H3',
  rule: 'lock-is-heartbeat',
  title: 'lock of another owner, just under S old; one tick',
  start: 'running-when-stateful',
  notApplicable: needsLock,
  async run({ spec, world, t0 }) {
    const lock = spec.lock!;
    const age = spec.staleMs / 1000 - marginSeconds(spec.staleMs);
    world.write(lock.path, lock.content, t0 - age);
    const before = world.file(lock.path);
    // The dependency says idle: only the lock stands between the script and its action.
    const tick = await world.tick({ at: t0, mode: 'idle' });
    if (!sameFile(before, world.file(lock.path))) return fail(`it took over ${lock.path} of another owner, ${age} s old, before it was stale (${seconds(spec.staleMs)})`);
    if (tick.actionCalls > 0) return fail(`it called its action while another owner held ${lock.path} (${age} s old, stale at ${seconds(spec.staleMs)})`);
    return pass;
  },
};

export default h3;
