/** H1: no state and no init: one tick stops non-zero, names the missing file, creates nothing. */
import { basename } from 'node:path';
import { describeEnd, fail, pass, type Scenario } from './scenario.js';

const h1: Scenario = {
  id: 'H1',
  rule: 'missing-state-stops',
  title: 'no state, no init; one tick',
  start: 'empty',
  notApplicable: (spec) => (spec.state === null ? 'no `state` is declared' : null),
  async run({ spec, world, t0 }) {
    const before = new Set(world.listing());
    const tick = await world.tick({ at: t0, mode: 'idle' });
    const made = world.listing().filter((path) => !before.has(path));
    const state = spec.state!;
    if (tick.exitCode === 0) return fail(`with no ${state} it exited 0${made.length > 0 ? ` and made ${made.join(', ')}` : ''}: it went on without its state instead of stopping`);
    if (tick.exitCode === null) return fail(`with no ${state} it ${describeEnd(tick)} instead of stopping and saying why`);
    if (made.length > 0) return fail(`with no ${state} it stopped (exit ${tick.exitCode}) but first made ${made.join(', ')}`);
    if (tick.actionCalls > 0) return fail(`with no ${state} it called its action before stopping`);
    if (!`${tick.stdout}${tick.stderr}`.includes(basename(state)))
      return fail(`with no ${state} it stopped (exit ${tick.exitCode}) without naming the missing file: nobody reading its log learns why`);
    return pass;
  },
};

export default h1;
