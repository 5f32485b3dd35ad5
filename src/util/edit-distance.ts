/** Levenshtein distance: insertions, deletions and substitutions each count 1 (for "did you mean"). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate nearest to `word`, case ignored, or null when none is within `maxEdits`; on a tie
 * the earlier candidate wins, so callers list the likelier names first. The default allows one edit
 * in three, and two for short words (a swapped pair of letters is two edits).
 */
export function closestMatch(word: string, candidates: readonly string[], maxEdits = Math.max(2, Math.floor(word.length / 3))): string | null {
  let best: string | null = null;
  let bestEdits = maxEdits + 1;
  for (const candidate of candidates) {
    const edits = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (edits < bestEdits) [best, bestEdits] = [candidate, edits];
  }
  return best;
}

/** How far a written event name may be from an event's to be a fair guess: one edit in four, three at most. */
export const eventEditsAllowed = (plain: string): number => Math.min(3, Math.max(1, Math.floor(plain.length / 4)));
