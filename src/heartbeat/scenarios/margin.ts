/**
 * A script reads the fake clock some time after its process starts (its interpreter's start, its
 * imports), longer on a loaded machine. A boundary set one second from a threshold would then
 * fall on either side by load: scenarios that stand on one side of a threshold stand a margin
 * away, a tenth of the threshold and at least five seconds.
 */
export function marginSeconds(thresholdMs: number): number {
  return Math.max(5, Math.round(thresholdMs / 10_000));
}
