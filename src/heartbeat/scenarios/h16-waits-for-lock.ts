/**
 * H16: a script that waits for a lock must wait at least S. Another owner's lock is just taken
 * (age 0) and nobody refreshes it: a waiter whose budget reaches S sees it go stale and takes it
 * over; one with a shorter budget gives up every time while the dead owner's lock is fresh (a 10 s
 * wait against a 30 s stale lock locks out for good: openclaw/openclaw#3030).
 *
 * The tick runs on a stepped clock (tick-command.ts): its sleeps return at once and its clock moves
 * by a step at each reading, so the whole wait takes a moment and what it did is the same under any
 * load. How long it would have waited is read two ways, and which one applies is told by running it
 * again with half the step: a loop that waits until its clock says so sleeps about twice as often
 * (its budget is how far its clock went), one that counts its sleeps sleeps as often (its budget is
 * what those sleeps asked for).
 */
import type { HeartbeatSpec } from '../declaration.js';
import type { TickRecord } from '../tick.js';
import type { World } from '../world.js';
import { sameFile } from '../world-files.js';
import { describeEnd, fail, noEvidence, notApplicable, pass, type Scenario } from './scenario.js';
import { needsLock, seconds } from './needs.js';

/**
 * Clock readings a loop that reads the clock once a turn makes before the lock is stale: the step
 * is S over this. Fewer would age the lock more before a script first looks (Python reads the
 * clock about 50 times as it starts: a quarter of S here, so a budget short of S by less than that
 * is not caught); more would cost a shell loop a process start or two per reading.
 */
const READINGS_TO_STALE = 200;
/** A stepped tick's real time is process starts (a shell loop forks a few a turn): this many times the declared timeout, at least a minute. */
const TIMEOUT_FACTOR = 4;

interface Wait {
  readonly tick: TickRecord;
  readonly taken: boolean;
  readonly sleeps: number;
  readonly sleptSeconds: number | null;
  /** How far its clock went (fake seconds), null when the tick did not say. */
  readonly clockSeconds: number | null;
}

async function waitOnce(spec: HeartbeatSpec, world: World, t0: number, stepSeconds: number): Promise<Wait> {
  const lock = spec.lock!;
  world.write(lock.path, lock.content, t0);
  const before = world.file(lock.path);
  const tick = await world.tick({ at: t0, mode: 'idle', stepSeconds, timeoutMs: Math.max(60_000, TIMEOUT_FACTOR * spec.tickTimeoutMs) });
  const stepped = tick.stepped ?? { sleeps: 0, sleptSeconds: null, endedAt: null };
  return { tick, taken: !sameFile(before, world.file(lock.path)), sleeps: stepped.sleeps, sleptSeconds: stepped.sleptSeconds, clockSeconds: stepped.endedAt === null ? null : stepped.endedAt - t0 };
}

const h16: Scenario = {
  id: 'H16',
  rule: 'lock-is-heartbeat',
  title: 'lock of another owner just taken (age 0), never refreshed; one tick that waits for it',
  start: 'running-when-stateful',
  notApplicable: needsLock,
  async run({ spec, world, t0 }) {
    const lock = spec.lock!;
    const stale = spec.staleMs / 1000;
    const step = stale / READINGS_TO_STALE;
    // The second run starts from the state the first found, not the one it left.
    const state = spec.state === null ? null : world.file(spec.state);
    const first = await waitOnce(spec, world, t0, step);
    if (first.sleeps === 0) {
      return notApplicable(
        first.taken ? `it took ${lock.path} over without waiting (H3 judges taking a lock that is not stale)` : `it does not wait for a lock: it found ${lock.path} held and ended without sleeping`,
      );
    }
    if (first.taken) return pass;
    if (first.tick.exitCode === null) return noEvidence(`waiting for ${lock.path}, it ${describeEnd(first.tick)}, with its sleeps returned at once`);
    if (spec.state !== null && state?.kind === 'file') world.write(spec.state, state.bytes, state.mtimeMs / 1000);
    const again = await waitOnce(spec, world, t0, step / 2);
    const byClock = again.sleeps > first.sleeps;
    const budget = byClock ? first.clockSeconds : first.sleptSeconds;
    if (budget === null) {
      return noEvidence(
        byClock ? 'its clock could not be read after the tick' : `it counts its sleeps (${first.sleeps}), and they are deadlines on the monotonic clock, whose length hookcheck cannot read`,
      );
    }
    if (budget >= stale) return pass;
    const how = byClock ? `waited about ${Math.round(budget)} s by its clock` : `slept ${first.sleeps} times, ${Math.round(budget)} s in all`;
    return fail(
      `it ${how} for ${lock.path} and gave up with it still held (${describeEnd(first.tick)}): a dead owner's lock is stale only at ${seconds(spec.staleMs)}, so a wait shorter than that gives up on every tick until then, and a job that died holding it stops every tick for that long`,
    );
  },
};

export default h16;
