/**
 * A timeout is judged by the hook, not by the machine. A case that timed out while other
 * invocations ran beside it (or on a machine busy with other work) may only have waited for a CPU:
 * before it counts, the case runs again alone, holding every slot of the run's pool, and that run's
 * outcome stands. Alone is not enough on a machine that other work keeps busy: where the kernel
 * says how long runnable tasks waited for a CPU during the run (runner/cpu-stall.ts), a re-run that
 * waited more than a tenth of its timeout is "machine-busy": not judged, never an error. Once a hook
 * timed out alone on a quiet machine, its later timeouts stand without a second run: a hook that
 * hangs would otherwise cost two timeouts a case.
 */
import type { HookOutcome } from '../runner/outcome.js';

/** How a timed-out outcome was judged: confirmed alone, taken as the earlier confirmed one was, or left unjudged on a busy machine. */
export type TimeoutConfirmed = 'alone' | 'as-before' | 'machine-busy';

/** Above this share of the timeout spent with tasks waiting for a CPU, the machine may have set the pace. */
export const BUSY_SHARE = 0.1;

export interface TimeoutConfirmation {
  /**
   * The outcome that stands for a case: `first` unless it timed out, else the re-run's (started by
   * `rerunAlone`), with `confirmed` set when it still timed out.
   */
  settle(first: HookOutcome, rerunAlone: () => Promise<HookOutcome>): Promise<{ outcome: HookOutcome; confirmed?: TimeoutConfirmed; rerun: boolean }>;
}

/** Whether the machine kept tasks waiting for a CPU through so much of a timed-out run that the timeout may be its own. */
export function machineWasBusy(outcome: HookOutcome): boolean {
  return outcome.kind === 'timed-out' && outcome.cpuStallMs !== undefined && outcome.cpuStallMs > outcome.timeoutMs * BUSY_SHARE;
}

/** One confirmation per hook: it remembers whether that hook has timed out alone already. */
export function createTimeoutConfirmation(): TimeoutConfirmation {
  let timedOutAlone = false;
  return {
    async settle(first, rerunAlone) {
      if (first.kind !== 'timed-out') return { outcome: first, rerun: false };
      if (timedOutAlone && !machineWasBusy(first)) return { outcome: first, confirmed: 'as-before', rerun: false };
      const second = await rerunAlone();
      if (second.kind !== 'timed-out') return { outcome: second, rerun: true };
      if (machineWasBusy(second)) return { outcome: second, confirmed: 'machine-busy', rerun: true };
      timedOutAlone = true;
      return { outcome: second, confirmed: 'alone', rerun: true };
    },
  };
}
