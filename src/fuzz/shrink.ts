/**
 * Shrinking a failing case to a minimal one, the way fast-check does it (walk the arbitrary's shrink
 * stream, descend into the first smaller value that still fails), with candidates run in parallel
 * batches. The first failing candidate in stream order wins and tries are counted as if run one by
 * one, so the result does not depend on the batch size.
 */
import type fc from 'fast-check';

interface ShrinkLimits {
  /** Candidates run at once. */
  readonly batch: number;
  /** Candidates tried at most (counted in stream order). */
  readonly maxTries: number;
  /** True once the time budget is spent. */
  readonly expired: () => boolean;
}

interface Shrunk<T, R> {
  readonly value: fc.Value<T>;
  /** What the predicate said about the final value. */
  readonly verdict: R;
  /** Descents: how many times a smaller failing value was found. */
  readonly steps: number;
  readonly tries: number;
  /** False when a limit stopped shrinking before the stream ran out. */
  readonly complete: boolean;
}

/** Shrinks `start` while `stillFails` says a candidate fails the same way (non-null verdict). */
export async function shrinkFailure<T, R>(arbitrary: fc.Arbitrary<T>, start: fc.Value<T>, startVerdict: R, stillFails: (value: T) => Promise<R | null>, limits: ShrinkLimits): Promise<Shrunk<T, R>> {
  let current = start;
  let verdict = startVerdict;
  let steps = 0;
  let tries = 0;
  descend: for (;;) {
    const candidates = arbitrary.shrink(current.value, current.context)[Symbol.iterator]();
    for (;;) {
      if (tries >= limits.maxTries || limits.expired()) return { value: current, verdict, steps, tries, complete: false };
      const batch = take(candidates, Math.min(limits.batch, limits.maxTries - tries));
      if (batch.length === 0) return { value: current, verdict, steps, tries, complete: true };
      const verdicts = await Promise.all(batch.map((candidate) => stillFails(candidate.value)));
      const failing = verdicts.findIndex((item) => item !== null);
      if (failing === -1) {
        tries += batch.length;
        continue;
      }
      tries += failing + 1;
      current = batch[failing]!;
      verdict = verdicts[failing]!;
      steps++;
      continue descend;
    }
  }
}

function take<T>(iterator: Iterator<T>, count: number): T[] {
  const items: T[] = [];
  while (items.length < count) {
    const next = iterator.next();
    if (next.done) break;
    items.push(next.value);
  }
  return items;
}
