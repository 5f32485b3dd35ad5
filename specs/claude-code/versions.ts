/**
 * The version axis of the Claude Code protocol (PROTOCOLS.md §1.10 history, §1.4 changelog).
 * Each behaviour that changed gets the first version that has the new behaviour.
 */

export const LATEST_VERSION = '2.1.335';

export const BEHAVIOUR_CHANGES = {
  /** Command hooks defaulted to 60 s before this; 600 s since. */
  toolHookTimeout600s: '2.1.3',
  /** PreToolUse JSON together with exit 2 did not block before this. */
  exit2WithJsonBlocksPreToolUse: '2.1.90',
  /** Exit 2 blocks PreCompact. */
  preCompactExit2Blocks: '2.1.105',
  /** Comma-separated matcher lists (and whitespace around separators) fired never before this. */
  matcherCommaLists: '2.1.191',
  /** Hyphens count as exact-match characters in matchers; before, such matchers were regexes. */
  matcherHyphenExact: '2.1.195',
  /** Exit 2 with schema-invalid JSON was a non-blocking error before this; it blocks since. */
  exit2InvalidJsonBlocks: '2.1.214',
  /**
   * Valid JSON on a non-zero, non-2 exit is honoured as if the exit were 0. Measured on 2.1.223
   * (PROTOCOLS §1.10); the documentation before 2026-08-11 said it was ignored.
   */
  jsonOnNonZeroExitHonoured: '2.1.223',
  /**
   * Stdout that starts with `{` and ends with `}` but is not valid JSON is reported as a hook error,
   * not read as plain text (still plain text when it does not end with `}`: measured on 2.1.332).
   */
  invalidJsonObjectIsError: '2.1.248',
} as const;

/**
 * Versions whose behaviour was measured in the real agent (`npm run truth -- claude-code`), with the
 * number of answers in specs/claude-code/truth/<version>.json. The oracle agrees with every row.
 */
export const RECORDED_TRUTH: Readonly<Record<string, number>> = { '2.1.332': 1572, '2.1.335': 1572 };

export type BehaviourChange = keyof typeof BEHAVIOUR_CHANGES;

const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)$/;

/** Parses `2.1.214` into numbers; returns null for anything else. */
export function parseVersion(version: string): readonly [number, number, number] | null {
  const match = VERSION_PATTERN.exec(version.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Compares two dotted versions; throws on malformed input (callers validate at the edge). */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) throw new Error(`Not a version: ${left ? b : a}`);
  for (let index = 0; index < 3; index++) {
    const difference = left[index]! - right[index]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/** True when `version` already has the behaviour that changed at `change`. */
export function hasBehaviour(version: string, change: BehaviourChange): boolean {
  return compareVersions(version, BEHAVIOUR_CHANGES[change]) >= 0;
}

/**
 * The measured version whose recorded truth table `version`'s verdicts are: `version` itself when it
 * was measured, else the nearest measured version with no behaviour change between the two (a newer
 * release than the last measured one, so far as the history knows, answers as that one did); null
 * when a change lies between `version` and every measured version, and only the history predicts it.
 */
export function verdictsFrom(version: string, recorded: readonly string[] = Object.keys(RECORDED_TRUTH)): string | null {
  if (parseVersion(version) === null) return null;
  const unchanged = (measured: string) => {
    const [low, high] = compareVersions(measured, version) <= 0 ? [measured, version] : [version, measured];
    return Object.values(BEHAVIOUR_CHANGES).every((since) => !(compareVersions(since, low) > 0 && compareVersions(since, high) <= 0));
  };
  const distance = (measured: string) => parseVersion(measured)!.reduce((sum, part, index) => sum + Math.abs(part - parseVersion(version)![index]!) * 1000 ** (2 - index), 0);
  const candidates = recorded.filter(unchanged).sort((a, b) => distance(a) - distance(b) || compareVersions(b, a));
  return candidates[0] ?? null;
}
