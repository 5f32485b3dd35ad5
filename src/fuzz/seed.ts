/**
 * The run's seed, apart from the drawing itself: options are read before any case runs, and
 * fast-check is loaded only by a run that fuzzes.
 */

/** A fresh seed for a run that was not given one: a positive 31-bit integer, easy to type back. */
export function pickSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 0x7fffffff);
}
