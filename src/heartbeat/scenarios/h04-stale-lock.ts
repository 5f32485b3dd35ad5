/** H4: a lock of another owner, age S+1 s: one tick takes it over. */
import { fail, pass, type Scenario } from './scenario.js';
import { needsLock, seconds } from './needs.js';
import { sameFile } from '../world-files.js';

const h4: Scenario = {
  id: 'H4',
  rule: 'lock-is-heartbeat',
  title: 'lock of another owner, age S+1s; one tick',
  start: 'running-when-stateful',
  notApplicable: needsLock,
  async run({ spec, world, t0 }) {
    const lock = spec.lock!;
    const age = spec.staleMs / 1000 + 1;
    world.write(lock.path, lock.content, t0 - age);
    const before = world.file(lock.path);
    await world.tick({ at: t0, mode: 'idle' });
    if (sameFile(before, world.file(lock.path))) {
      return fail(
        `${lock.path}, ${age} s old (stale at ${seconds(spec.staleMs)}), still held it off and was left as it was: its existence is taken as proof of a running job, so a job that died holding it protects an idle machine forever`,
      );
    }
    return pass;
  },
};

export default h4;
