/**
 * H6: the clock went back an hour, so another owner's lock is from the future: no crash on its
 * negative age, and not fresh forever (once it is S old by its own date, it is taken over). Its
 * rule is the lock's: a lock is a heartbeat only if its age is read right both ways.
 */
import { fail, pass, type Scenario } from './scenario.js';
import { needsLock, seconds } from './needs.js';
import { marginSeconds } from './margin.js';
import { sameFile } from '../world-files.js';

const HOUR_SECONDS = 3600;
/** What an uncaught error leaves on stderr in the usual interpreters. */
const UNCAUGHT = /Traceback \(most recent call last\)|^\s+at .+:\d+:\d+\)?$|^(?:Type|Range|Reference)Error: /m;

const h6: Scenario = {
  id: 'H6',
  rule: 'lock-is-heartbeat',
  title: 'clock 1 h behind a lock of another owner (a lock from the future); ticks at t0 and once it is S old',
  start: 'running-when-stateful',
  notApplicable: needsLock,
  async run({ spec, world, t0 }) {
    const lock = spec.lock!;
    world.write(lock.path, lock.content, t0 + HOUR_SECONDS);
    const first = await world.tick({ at: t0, mode: 'busy' });
    if (first.exitCode === null || UNCAUGHT.test(first.stderr)) {
      return fail(
        `with ${lock.path} dated an hour ahead of its clock (a clock stepped back), it crashed (${first.exitCode === null ? first.ended : `exit ${first.exitCode}`}): a negative age must be handled`,
      );
    }
    const before = world.file(lock.path);
    if (before.kind !== 'file' || !before.bytes.equals(Buffer.from(lock.content))) return pass;
    const later = t0 + HOUR_SECONDS + spec.staleMs / 1000 + marginSeconds(spec.staleMs);
    await world.tick({ at: later, mode: 'idle' });
    if (sameFile(before, world.file(lock.path)))
      return fail(`${lock.path}, dated an hour ahead, still held it off once it was ${seconds(spec.staleMs)} old by its own date: a lock from the future stays fresh forever`);
    return pass;
  },
};

export default h6;
