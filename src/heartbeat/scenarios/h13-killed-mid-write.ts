/**
 * H13: killed at its first write of the state (an in-place writer dies with the file cut short)
 * and, in a second world of the same scenario, at its first rename (an atomic writer dies with the
 * new state beside the old): each time the state is the old one or the new, never half, and the
 * tick one interval later recovers (or, where the killed tick left a lock of its own, the first
 * tick once that lock is stale). A tick that was never killed (it wrote nothing) shows nothing.
 */
import { beatsBetween, stillParses } from '../beats.js';
import type { TickRequest } from '../tick.js';
import type { World } from '../world.js';
import { describeEnd, fail, noEvidence, pass, type Scenario, type ScenarioVerdict } from './scenario.js';
import { needsRunningState, seconds } from './needs.js';
import { marginSeconds } from './margin.js';

const h13: Scenario = {
  id: 'H13',
  rule: 'never-half-state',
  title: 'killed at its first write of the state, or its first rename; then a tick one interval later',
  start: 'running',
  notApplicable: needsRunningState,
  async run({ spec, world, t0, counters }) {
    const path = spec.state!;
    const kills: { words: string; kill: NonNullable<TickRequest['kill']> }[] = [
      { words: `at its first write of ${path}`, kill: { at: 'write', file: path } },
      { words: 'at its first rename', kill: { at: 'rename' } },
    ];
    let reached = 0;
    for (const [index, { words, kill }] of kills.entries()) {
      // Far enough apart that the second kill's ticks come after the first's recovery.
      const at = t0 + (index * (spec.intervalMs + 2 * spec.staleMs)) / 1000;
      const verdict = await killedTick(world, path, spec.lock?.path ?? null, at, spec.intervalMs, spec.staleMs, counters, words, kill);
      if (verdict === null) continue;
      reached++;
      if (verdict.status !== 'pass') return verdict;
    }
    return reached > 0 ? pass : noEvidence(`no tick wrote ${path} or renamed anything before it ended: nothing to kill it at`);
  },
};

/** One kill and the tick after it; null when the kill never came (the tick never made that call). */
async function killedTick(
  world: World,
  path: string,
  lock: string | null,
  at: number,
  intervalMs: number,
  staleMs: number,
  counters: readonly string[],
  words: string,
  kill: NonNullable<TickRequest['kill']>,
): Promise<ScenarioVerdict | null> {
  const before = world.file(path);
  const killed = await world.tick({ at, mode: 'busy', kill });
  if (killed.killed !== true) return null;
  const after = world.file(path);
  if (after.kind !== 'file') return fail(`killed ${words}, it left no ${path}: the old state was gone before the new one was in place`);
  if (!stillParses(before, after) || (after.bytes.length === 0 && before.kind === 'file' && before.bytes.length > 0)) {
    return fail(`killed ${words}, it left ${path} ${after.bytes.length === 0 ? 'empty' : 'half-written'}: write a temporary file beside it and rename it into place`);
  }
  const next = await world.tick({ at: at + intervalMs / 1000, mode: 'busy' });
  if (next.exitCode !== 0) return fail(`after a tick killed ${words}, the next tick ${describeEnd(next)}: it did not recover`);
  if (beatsBetween(after, world.file(path), counters) > 0) return { status: 'pass' };
  // A lock the killed tick left is rightly respected until stale: recovered by then is recovered.
  const stale = await world.tick({ at: at + staleMs / 1000 + marginSeconds(staleMs), mode: 'busy' });
  const recovered = stale.exitCode === 0 && beatsBetween(after, world.file(path), counters) > 0;
  // Held off by the declared lock the killed tick left, stale by now: that is the lock's rule (H4), not this one.
  if (!recovered && lock !== null && world.file(lock).kind === 'file')
    return noEvidence(`the killed tick left ${lock}, and the ticks after it were held off by it even once stale: H4 judges that lock`);
  if (!recovered) {
    return fail(`after a tick killed ${words}, no tick beat again, not even once anything the killed tick held was stale (${seconds(staleMs)}): it did not recover`);
  }
  return { status: 'pass' };
}

export default h13;
