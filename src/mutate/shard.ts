/**
 * `--shard k/n`: split the mutants across n machines. Each shard sorts the mutants by id and takes
 * every n-th one from index k-1, so the shards are disjoint, cover every mutant, differ in size by at
 * most one, and do not depend on the order the mutants were found in.
 */
import { UsageError } from '../errors.js';
import { compareText } from '../util/compare-text.js';

export interface Shard {
  /** k: 1-based. */
  readonly index: number;
  /** n: how many shards in all. */
  readonly count: number;
}

const SHARD_HINT = 'Write it as k/n with 1 ≤ k ≤ n, e.g. --shard 1/4 … --shard 4/4 on four machines.';

/** Parses the value of --shard ("2/4"). */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (match === null) throw new UsageError(`--shard ${text}: expected k/n, two whole numbers.`, { hint: SHARD_HINT });
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (!Number.isSafeInteger(count) || !Number.isSafeInteger(index)) throw new UsageError(`--shard ${text}: the numbers are too large.`, { hint: SHARD_HINT });
  if (count < 1) throw new UsageError(`--shard ${text}: n must be at least 1.`, { hint: SHARD_HINT });
  if (index < 1 || index > count) throw new UsageError(`--shard ${text}: k must be between 1 and n.`, { hint: SHARD_HINT });
  return { index, count };
}

/** This shard's mutants, in id order. Ids must be unique: they are what makes the split stable. */
export function selectShard<T extends { readonly id: string }>(mutants: readonly T[], shard: Shard): T[] {
  const sorted = [...mutants].sort((a, b) => compareText(a.id, b.id));
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]!.id === sorted[index - 1]!.id) throw new Error(`Two mutants share the id ${sorted[index]!.id}; shards need unique ids.`);
  }
  return sorted.filter((_, position) => position % shard.count === shard.index - 1);
}

/** Whether a mutant falls in `shard` (every one, without a shard), the split made over all of the run's `mutants`. */
export function shardMembership(mutants: readonly { readonly id: string }[], shard: Shard | null): (id: string) => boolean {
  if (shard === null) return () => true;
  const ids = new Set(selectShard(mutants, shard).map((mutant) => mutant.id));
  return (id) => ids.has(id);
}
