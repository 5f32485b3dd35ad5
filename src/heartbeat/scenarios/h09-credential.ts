/**
 * H9: the credential missing, empty, or (kept in a file) unreadable: exit non-zero, naming it,
 * before any lock or state write. A variable is taken away or set empty by the tick; a file is
 * removed, emptied or made unreadable by the world, and put back before the next case.
 */
import { fail, pass, type Scenario } from './scenario.js';
import { needsCredential } from './needs.js';
import type { CredentialCase } from '../tick.js';
import type { World } from '../world.js';
import { sameFile } from '../world-files.js';

const h9: Scenario = {
  id: 'H9',
  rule: 'credential-first',
  title: 'credential missing / empty / unreadable (a file); one tick each',
  start: 'running-when-stateful',
  notApplicable: needsCredential,
  async run({ spec, world, t0 }) {
    const credential = spec.credential!;
    const file = credential.file;
    // A script names a file by its path or its name; a variable by its name.
    const names = file === null ? [credential.env!] : [file, file.slice(file.lastIndexOf('/') + 1), ...(credential.env === null ? [] : [credential.env])];
    const shown = file ?? credential.env!;
    const cases: readonly CredentialCase[] = file === null ? ['missing', 'empty'] : ['missing', 'empty', 'unreadable'];
    const problems: string[] = [];
    for (const [index, which] of cases.entries()) {
      if (file !== null) takeAway(world, file, which, credential.value);
      const listing = world.listing();
      const state = spec.state === null ? null : world.file(spec.state);
      const tick = await world.tick({ at: t0 + (index * spec.intervalMs) / 1000, mode: 'idle', credential: which });
      const what = which === 'missing' ? `without ${shown}` : `with ${shown} ${which}`;
      const made = world.listing().filter((path) => !listing.includes(path));
      if (tick.exitCode === 0) problems.push(`${what} it started and exited 0: it cannot perform its one action, and says nothing`);
      else if (state !== null && !sameFile(state, world.file(spec.state!))) problems.push(`${what} it wrote ${spec.state} before refusing`);
      else if (made.length > 0) problems.push(`${what} it made ${made.join(', ')} before refusing`);
      else if (!names.some((name) => `${tick.stdout}${tick.stderr}`.includes(name))) problems.push(`${what} it stopped without naming ${shown}`);
      if (file !== null) world.write(file, credential.value);
    }
    return problems.length === 0 ? pass : fail(problems.join('; '));
  },
};

/** The credential's file as the case says: gone, empty, or there and unreadable. */
function takeAway(world: World, file: string, which: CredentialCase, value: string): void {
  if (which === 'missing') world.remove(file);
  else if (which === 'empty') world.write(file, '');
  else {
    world.write(file, value);
    world.unreadable(file);
  }
}

export default h9;
