/** H14: the state read-only: the tick fails and says so. */
import { fail, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';

const h14: Scenario = {
  id: 'H14',
  rule: 'never-half-state',
  title: 'state read-only; one tick',
  start: 'running',
  notApplicable: needsRunningState,
  async run({ spec, world, t0 }) {
    const tick = await world.tick({ at: t0, mode: 'busy', fault: 'read-only-project' });
    if (tick.exitCode === 0) return fail(`it could not write ${spec.state} (a read-only folder) and exited 0: a tick that reports success after a failed write hides a heartbeat that has stopped`);
    return pass;
  },
};

export default h14;
