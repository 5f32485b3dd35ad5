/**
 * Stops sending cases to a hook that stalls on every one: it never finishes, or it floods its
 * output past the capture cap (a hook that prints 1 GiB a call costs seconds of draining each
 * time). When the first few cases of a family (valid payloads, broken input) all stall, the rest
 * of that family would cost as much each and say nothing new: they are counted as not sent, and
 * the checks say so once. Decided by outcomes in the order cases were sent, never by durations, so
 * machine load cannot change which cases run; a hook that stalls on some inputs only still gets
 * every case.
 */
import type { HookOutcome } from '../../model/outcome.js';
import type { CaseResult, TestCase } from '../../model/run/hook-report.js';

/** How many first cases of a family must all stall before the rest is not sent. */
export const STALL_STREAK = 3;

type CaseFamily = 'valid' | 'garbage';

/** How a case stalled: it ran out its timeout (flooding or not), or printed more than the capture cap. */
export type Stall = 'timeout' | 'flood';

export interface NotSent {
  readonly family: CaseFamily;
  /** How the family's first cases all stalled. */
  readonly stall: Stall;
  /** Cases of the family that were not sent. */
  readonly count: number;
}

interface CaseBreaker {
  /** Sends the case through `run`, or returns null when its family's first cases all stalled. */
  send(testCase: TestCase, run: () => Promise<CaseResult>): Promise<CaseResult | null>;
  /** How the family's first cases all stalled, or null while they did not (yet). */
  tripped(family: CaseFamily): Promise<Stall | null>;
  /** The families that were cut, with how many cases each lost. */
  notSent(): NotSent[];
}

/** Which family a case belongs to: broken input is judged apart from what the agent really sends. */
function familyOf(testCase: TestCase): CaseFamily {
  return testCase.kind === 'garbage' ? 'garbage' : 'valid';
}

/** How one case stalled, if it did: a timeout (whether it also flooded), else output past the capture cap. */
function stallOf(outcome: HookOutcome): Stall | null {
  if (outcome.kind === 'timed-out') return 'timeout';
  return outcome.stdoutTruncated || outcome.stderrTruncated ? 'flood' : null;
}

/**
 * How a family's first cases stalled, when every one of them did: a timeout where all timed out,
 * else a flood. Whether a case floods before its timeout, or drains its flood within it, can turn
 * on the machine's load (a 1 GiB answer took 3 s at idle, over 5 s under a CPU burner; a hook that
 * prints forever may or may not pass the cap within a short timeout), so any stall counts toward
 * the streak, and the kind is the one that holds whatever the load for the hooks that stall: a hook
 * that never ends times out every time, one that floods mostly does not time out.
 */
function familyStall(stalls: readonly (Stall | null)[]): Stall | null {
  if (stalls.some((stall) => stall === null)) return null;
  return stalls.every((stall) => stall === 'timeout') ? 'timeout' : 'flood';
}

export function createCaseBreaker(): CaseBreaker {
  const first = new Map<CaseFamily, Promise<Stall | null>[]>([
    ['valid', []],
    ['garbage', []],
  ]);
  const skipped = new Map<CaseFamily, { stall: Stall; count: number }>();
  // Only a full streak trips: until STALL_STREAK cases were sent, nothing is held back.
  const tripped = async (family: CaseFamily): Promise<Stall | null> => {
    const opened = first.get(family)!;
    return opened.length < STALL_STREAK ? null : familyStall(await Promise.all(opened));
  };
  return {
    async send(testCase, run) {
      const family = familyOf(testCase);
      const opened = first.get(family)!;
      // The stdin-open case is held open on purpose and ends its own way: it cannot count toward a streak.
      const telling = testCase.kind !== 'stdin-open';
      if (telling && opened.length < STALL_STREAK) {
        // Registered before any await, so the first cases are the first ones sent, in order.
        const result = run();
        opened.push(
          result.then(
            ({ outcome }) => stallOf(outcome),
            () => null,
          ),
        );
        return result;
      }
      const stall = await tripped(family);
      if (stall !== null) {
        skipped.set(family, { stall, count: (skipped.get(family)?.count ?? 0) + 1 });
        return null;
      }
      return run();
    },
    tripped,
    notSent: () => [...skipped].map(([family, { stall, count }]) => ({ family, stall, count })),
  };
}

/** How many cases were held back, and of which families, for a finding's message. */
export function notSentTotals(notSent: readonly NotSent[]): { readonly count: number; readonly families: string } {
  return {
    count: notSent.reduce((sum, { count }) => sum + count, 0),
    families: notSent.map(({ family, count }) => `${count} ${family === 'valid' ? 'valid-payload' : 'broken-input'} case(s)`).join(' and '),
  };
}
