/**
 * A timeout is judged by the hook, not by the machine. Where the kernel reports how long the hook's
 * tree waited for a CPU other work held (the sandbox's cgroup), the deadline already counted the
 * hook's own time (run-hook.ts): a timeout whose own time reached the limit stands as it is. Where
 * it cannot tell, or the hook was stopped still short of its own time, a case that timed out while
 * other invocations ran beside it may only have waited for a CPU: before it counts, the case runs
 * again alone, holding every slot of the run's pool, and that run's outcome stands. Once a hook
 * timed out alone, its later timeouts stand without a second run: a hook that hangs would otherwise
 * cost two timeouts a case.
 */
import { ownTimeReached, type HookOutcome, type TimeoutConfirmed } from '../model/outcome.js';

/** Finished, but by the high bound of its own time it may have run past its timeout: run it alone to see. */
function pastOwnTimeout(outcome: HookOutcome): boolean {
  return outcome.ownTime !== undefined && outcome.ownTime.highMs >= outcome.ownTime.timeoutMs;
}

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
      if (first.kind !== 'timed-out' && !pastOwnTimeout(first)) return { outcome: first, rerun: false };
      if (first.kind !== 'timed-out') return { outcome: await rerunAlone(), rerun: true };
      if (ownTimeReached(first)) return { outcome: first, confirmed: 'own-time', rerun: false };
      if (timedOutAlone) return { outcome: first, confirmed: 'as-before', rerun: false };
      const second = await rerunAlone();
      if (second.kind !== 'timed-out') return { outcome: second, rerun: true };
      // Stopped alone still short of its own time: the machine, not the run, kept it waiting. Not judged.
      if (second.ownTime !== undefined && !ownTimeReached(second)) return { outcome: second, rerun: true };
      timedOutAlone = true;
      return { outcome: second, confirmed: 'alone', rerun: true };
    },
  };
}
