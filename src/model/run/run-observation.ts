/** One run of a case in a state experiment: what happened, what the agent would do, what strace saw. */
import type { Effect } from '../../oracle/effect.js';
import type { HookOutcome } from '../outcome.js';
import type { TraceReport } from '../../sandbox/read-trace.js';

export interface RunObservation {
  readonly outcome: HookOutcome;
  readonly effect: Effect;
  readonly trace?: TraceReport;
}

/** The run ended badly: no exit, or an exit Claude Code reports as a hook error. */
export function isCrash({ outcome, effect }: RunObservation): boolean {
  return outcome.kind !== 'exited' || effect.kind === 'non-blocking-error';
}
