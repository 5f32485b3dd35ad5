/** H9: the credential missing or empty: exit non-zero, naming it, before any lock or state write. */
import { fail, pass, type Scenario } from './scenario.js';
import { needsCredential } from './needs.js';
import { sameFile } from '../world-files.js';

const h9: Scenario = {
  id: 'H9',
  rule: 'credential-first',
  title: 'credential missing / empty; one tick each',
  start: 'running-when-stateful',
  notApplicable: needsCredential,
  async run({ spec, world, t0 }) {
    const name = spec.credential!.env;
    const problems: string[] = [];
    for (const [index, credential] of (['missing', 'empty'] as const).entries()) {
      const listing = world.listing();
      const state = spec.state === null ? null : world.file(spec.state);
      const tick = await world.tick({ at: t0 + (index * spec.intervalMs) / 1000, mode: 'idle', credential });
      const what = credential === 'missing' ? `without ${name}` : `with ${name} empty`;
      const made = world.listing().filter((path) => !listing.includes(path));
      if (tick.exitCode === 0) problems.push(`${what} it started and exited 0: it cannot perform its one action, and says nothing`);
      else if (state !== null && !sameFile(state, world.file(spec.state!))) problems.push(`${what} it wrote ${spec.state} before refusing`);
      else if (made.length > 0) problems.push(`${what} it made ${made.join(', ')} before refusing`);
      else if (!`${tick.stdout}${tick.stderr}`.includes(name)) problems.push(`${what} it stopped without naming ${name}`);
    }
    return problems.length === 0 ? pass : fail(problems.join('; '));
  },
};

export default h9;
