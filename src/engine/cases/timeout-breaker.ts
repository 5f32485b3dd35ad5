/**
 * Stops sending cases to a hook that never finishes. When the first few cases of a family (valid
 * payloads, broken input) all time out, the rest of that family would cost a timeout each and say
 * nothing new: they are counted as not sent. Decided by outcomes in the order cases were sent,
 * never by durations, so machine load cannot change which cases run; a hook that times out on some
 * inputs only still gets every case.
 */
import type { CaseResult, TestCase } from '../types.js';

/** How many first cases of a family must all time out before the rest is not sent. */
export const TIMEOUT_STREAK = 3;

type CaseFamily = 'valid' | 'garbage';

export interface NotSent {
  readonly family: CaseFamily;
  /** Cases of the family that were not sent. */
  readonly count: number;
}

interface TimeoutBreaker {
  /** Sends the case through `run`, or returns null when its family's first cases all timed out. */
  send(testCase: TestCase, run: () => Promise<CaseResult>): Promise<CaseResult | null>;
  /** True once the family's first cases all timed out. */
  tripped(family: CaseFamily): Promise<boolean>;
  /** The families that were cut, with how many cases each lost. */
  notSent(): NotSent[];
}

/** Which family a case belongs to: broken input is judged apart from what the agent really sends. */
function familyOf(testCase: TestCase): CaseFamily {
  return testCase.kind === 'garbage' ? 'garbage' : 'valid';
}

export function createTimeoutBreaker(): TimeoutBreaker {
  const first = new Map<CaseFamily, Promise<boolean>[]>([
    ['valid', []],
    ['garbage', []],
  ]);
  const skipped = new Map<CaseFamily, number>([
    ['valid', 0],
    ['garbage', 0],
  ]);
  // Only a full streak trips: until TIMEOUT_STREAK cases were sent, nothing is held back.
  const tripped = async (family: CaseFamily) => {
    const opened = first.get(family)!;
    return opened.length >= TIMEOUT_STREAK && (await Promise.all(opened)).every(Boolean);
  };
  return {
    async send(testCase, run) {
      const family = familyOf(testCase);
      const opened = first.get(family)!;
      if (opened.length < TIMEOUT_STREAK) {
        // Registered before any await, so the first cases are the first ones sent, in order.
        const result = run();
        opened.push(result.then(({ outcome }) => outcome.kind === 'timed-out', () => false));
        return result;
      }
      if (await tripped(family)) {
        skipped.set(family, skipped.get(family)! + 1);
        return null;
      }
      return run();
    },
    tripped,
    notSent: () => [...skipped].filter(([, count]) => count > 0).map(([family, count]) => ({ family, count })),
  };
}
