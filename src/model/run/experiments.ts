/**
 * What a hook did to the world in the state experiments (engine/phases/7-experiments.ts): one
 * valid payload run once, twice, N times at once and one after another, under faults and with the
 * caller's environment. The checks judge these observations.
 */
import type { Fault } from '../../sandbox/sandbox-settings.js';
import type { Snapshot } from '../../sandbox/state-diff.js';
import type { TestCase } from './hook-report.js';
import type { RunObservation } from './run-observation.js';

export interface Experiments {
  readonly caseId: string;
  /** A generated ordinary call, or a probe the hook is held to. */
  readonly caseKind: TestCase['kind'];
  readonly label: string;
  readonly sandbox: 'bwrap' | 'none';
  readonly idempotency: {
    readonly before: Snapshot;
    readonly once: RunObservation;
    readonly afterOnce: Snapshot;
    /**
     * A second single run in its own fresh area: what differs from `afterOnce` changes on every run
     * (times, pids, files named by their run) and is not state.
     */
    readonly afterOnceAgain: Snapshot;
    readonly twice: readonly [RunObservation, RunObservation];
    readonly afterTwice: Snapshot;
  };
  readonly concurrency: {
    readonly count: number;
    readonly parallel: readonly RunObservation[];
    readonly afterParallel: Snapshot;
    readonly sequential: readonly RunObservation[];
    readonly afterSequential: Snapshot;
  };
  /** Each fault, run or not (and why not). */
  readonly faults: readonly { readonly fault: Fault; readonly run?: RunObservation; readonly skipped?: string }[];
  readonly env: { readonly full?: RunObservation; readonly clean: RunObservation; readonly variables: readonly string[]; readonly skipped?: string };
  /**
   * One more run under strace (which waits for every process the hook started, so a run that only
   * ends at its timeout left processes behind); absent without strace in the sandbox.
   */
  readonly traced?: RunObservation;
  /**
   * The sandbox's init listed, on every run, which of the hook's processes outlived it (sandbox-init.ts):
   * then that list is the answer on leftovers, and a traced run's timeout is strace's slowness.
   */
  readonly leftoversListed: boolean;
  /** Observations that need a tool this run did not have. */
  readonly unobserved: readonly string[];
}
