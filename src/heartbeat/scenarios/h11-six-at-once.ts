/** H11: six ticks at once on one state folder: exactly one proceeds, one beat in the final state. */
import { beatsBetween, stillParses } from '../beats.js';
import type { TickRecord } from '../tick.js';
import { fail, noEvidence, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';

const COPIES = 6;

const h11: Scenario = {
  id: 'H11',
  rule: 'one-owner',
  title: 'six ticks at once on one state folder',
  start: 'running',
  notApplicable: needsRunningState,
  async run({ spec, world, t0, counters }) {
    const before = world.file(spec.state!);
    // A slow dependency holds each tick in its critical section long enough for the others to meet it there.
    const ticks = await world.ticksAtOnce({ at: t0, mode: 'slow' }, COPIES);
    const after = world.file(spec.state!);
    const beats = beatsBetween(before, after, counters);
    if (!stillParses(before, after)) return fail(`${COPIES} ticks at once left ${spec.state} unreadable`);
    // On a loaded machine the copies may start so far apart that they ran one after another: then
    // a second beat is the same-instant rule's (H15), and nothing here shows two owners at once.
    const proceeded = ticks.filter((tick) => tick.dependencyCalls > 0);
    if ((proceeded.length > 1 || beats > 1) && !overlapped(spec.dependency === null ? ticks : proceeded)) {
      return noEvidence(`the ${COPIES} ticks did not run at once on this machine (each ended before the next began)`);
    }
    // Ticks, not calls: a script may ask its dependency several times in one tick.
    if (spec.dependency !== null && proceeded.length > 1) return fail(`${COPIES} ticks at once: ${proceeded.length} of them went on to ask the dependency; one owner at a time means one proceeds`);
    if (beats > 1) return fail(`${COPIES} ticks at once made ${beats} beats; one proceeds, one beat`);
    // Without a counter a changed state is one beat, however many ticks wrote it, and without a dependency nothing else counts them.
    if (counters.length === 0 && spec.dependency === null)
      return noEvidence(`${spec.state} has no counter (H2 found none) and no dependency is declared: six ticks that each wrote the state look like one that did`);
    return pass;
  },
};

/** Some two of the ticks were running at the same moment. */
function overlapped(ticks: readonly TickRecord[]): boolean {
  const spans = [...ticks].sort((a, b) => a.startedAt - b.startedAt);
  return spans.some((tick, index) => index > 0 && tick.startedAt < spans[index - 1]!.startedAt + spans[index - 1]!.durationMs);
}

export default h11;
