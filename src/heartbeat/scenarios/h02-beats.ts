/** H2: initialised; ticks at t0, t0+I, t0+2I: one beat per tick, exit 0. */
import { describeEnd, fail, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';

const h2: Scenario = {
  id: 'H2',
  rule: 'beats',
  title: 'initialised; ticks at t0, t0+I, t0+2I',
  start: 'running',
  notApplicable: needsRunningState,
  async run({ spec, world, t0, noteStates }) {
    const state = spec.state!;
    const states = [world.file(state)];
    for (const step of [0, 1, 2]) {
      const tick = await world.tick({ at: t0 + (step * spec.intervalMs) / 1000, mode: 'busy' });
      const after = world.file(state);
      if (tick.exitCode !== 0) return fail(`tick ${step + 1} of a running heartbeat ${describeEnd(tick)}`);
      const last = states[states.length - 1]!;
      if (last.kind === 'file' && after.kind === 'file' && last.bytes.equals(after.bytes)) return fail(`tick ${step + 1}, one interval after the last, left ${state} as it was: no beat`);
      states.push(after);
    }
    noteStates(states);
    return pass;
  },
};

export default h2;
