/**
 * Seeded drawing of generated cases. Each case has its own random stream, derived from the run's
 * seed, the kind of case and its index, so a case is the same whatever ran before it, in whatever
 * order, with however many jobs: `--seed` replays a run exactly.
 */
import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** Draws case `index` of `stream` (e.g. "PreToolUse/valid") under `seed`, with what shrinking needs. */
export function drawCase<T>(arbitrary: fc.Arbitrary<T>, seed: number, stream: string, index: number): fc.Value<T> {
  const random = new fc.Random(xoroshiro128plus(mixSeed(seed, `${stream}/${index}`)));
  return arbitrary.generate(random, biasFactor(index));
}

/** fast-check's own schedule: the first cases lean to small values, later ones range wider. */
function biasFactor(index: number): number {
  return 2 + Math.floor(Math.log10(index + 1));
}

/** FNV-1a over the seed and the case's name: a 32-bit seed per case. */
function mixSeed(seed: number, name: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
