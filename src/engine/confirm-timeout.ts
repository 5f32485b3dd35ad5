/**
 * A timeout is judged by the hook, not by the machine. A case that timed out while other
 * invocations ran beside it (or on a machine busy with other work) may only have waited for a CPU:
 * before it counts, the case runs again alone, holding every slot of the run's pool, and that run's
 * outcome stands. Once a hook timed out alone, its later timeouts stand without a second run: a
 * hook that hangs would otherwise cost two timeouts a case.
 */
import type { HookOutcome } from '../runner/outcome.js';

/** How a timed-out outcome was confirmed: run again alone, or taken as the earlier confirmed one was. */
export type TimeoutConfirmed = 'alone' | 'as-before';

export interface TimeoutConfirmation {
  /**
   * The outcome that stands for a case: `first` unless it timed out, else the re-run's (started by
   * `rerunAlone`), with `confirmed` set when a timeout stands.
   */
  settle(first: HookOutcome, rerunAlone: () => Promise<HookOutcome>): Promise<{ outcome: HookOutcome; confirmed?: TimeoutConfirmed; rerun: boolean }>;
}

/** One confirmation per hook: it remembers whether that hook has timed out alone already. */
export function createTimeoutConfirmation(): TimeoutConfirmation {
  let timedOutAlone = false;
  return {
    async settle(first, rerunAlone) {
      if (first.kind !== 'timed-out') return { outcome: first, rerun: false };
      if (timedOutAlone) return { outcome: first, confirmed: 'as-before', rerun: false };
      const second = await rerunAlone();
      if (second.kind !== 'timed-out') return { outcome: second, rerun: true };
      timedOutAlone = true;
      return { outcome: second, confirmed: 'alone', rerun: true };
    },
  };
}
