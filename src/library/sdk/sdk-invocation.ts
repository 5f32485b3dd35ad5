/**
 * What one invoker reports: the effect the SDK applies to what the callback did, and the raw
 * facts behind it. Each SDK reads a value, an error and a timeout its own way; the rest is shared.
 */
import type { Effect } from '../../oracle/effect.js';
import type { CallbackRun } from './invoke.js';

/** Facts about the call itself, apart from the effect (Effect's notes are about answers). */
export interface CallbackNote {
  /** `callback-ignored-abort`: its signal was aborted at the timeout and it kept running. */
  readonly code: 'callback-ignored-abort';
  readonly detail: string;
}

export interface SdkInvocation {
  readonly effect: Effect;
  /** What the callback returned, as it returned it. */
  readonly returned?: unknown;
  /** What it threw or rejected with, as one line. */
  readonly error?: string;
  /** Set on a timeout: true when the callback was still running after the abort and the grace. */
  readonly ignoredAbort?: boolean;
  /** How long the call took; on a timeout, the timeout (how long the agent waits). */
  readonly durationMs: number;
  readonly notes: readonly CallbackNote[];
}

/** How one SDK reads each way a callback can end. */
export interface CallbackReading<T> {
  readonly returned: (value: T) => Effect;
  readonly threw: (error: string) => Effect;
  readonly timedOut: (timeoutMs: number) => Effect;
}

/** Turns a callback's run into an invocation, through the SDK's reading. */
export function readCallbackRun<T>(run: CallbackRun<T>, reading: CallbackReading<T>): SdkInvocation {
  switch (run.kind) {
    case 'returned':
      return { effect: reading.returned(run.value), returned: run.value, durationMs: run.durationMs, notes: [] };
    case 'threw':
      return { effect: reading.threw(run.error), error: run.error, durationMs: run.durationMs, notes: [] };
    case 'timed-out':
      return {
        effect: reading.timedOut(run.timeoutMs),
        ignoredAbort: run.stillRunning,
        durationMs: run.timeoutMs,
        notes: run.stillRunning ? [ignoredAbortNote(run.timeoutMs)] : [],
      };
  }
}

function ignoredAbortNote(timeoutMs: number): CallbackNote {
  return {
    code: 'callback-ignored-abort',
    detail: `its AbortSignal was aborted at ${timeoutMs} ms and it was still running after the grace period: the agent stops waiting, but the callback keeps running (and keeps any side effects it starts)`,
  };
}
