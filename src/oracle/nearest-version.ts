/**
 * The measured version nearest to a version that was not measured: agents ship often, and a hook
 * author runs whatever is installed. Nearest by release order (major first, then minor, then
 * patch); on a tie the newer one. Only dotted numeric versions are placed.
 */
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

function parts(version: string): readonly [number, number, number] | null {
  const match = VERSION.exec(version.trim());
  return match === null ? null : [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Of `measured`, the version nearest to `version`; null when `version` is no dotted triple or nothing was measured. */
export function nearestVersion(version: string, measured: readonly string[]): string | null {
  const wanted = parts(version);
  if (wanted === null) return null;
  const placed = measured.flatMap((each) => {
    const got = parts(each);
    return got === null ? [] : [{ each, gaps: got.map((part, index) => Math.abs(part - wanted[index]!)), order: got }];
  });
  placed.sort((a, b) => compareTriples(a.gaps, b.gaps) || compareTriples(b.order, a.order));
  return placed[0]?.each ?? null;
}

function compareTriples(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < 3; index++) if (a[index] !== b[index]) return a[index]! - b[index]!;
  return 0;
}
