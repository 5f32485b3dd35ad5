/**
 * Calls an in-process hook callback the way an agent SDK does: with an AbortSignal, a timeout, and
 * every way it can end (a value, a sync throw, a rejection, a hang) turned into data.
 */

/** How long a callback gets, after its signal was aborted, to show that it stopped. */
export const DEFAULT_GRACE_MS = 200;

export interface InvokeOptions {
  /** When the invoker stops waiting and aborts the callback's signal. */
  readonly timeoutMs: number;
  /** How long to wait after the abort before reporting the callback as still running. */
  readonly graceMs?: number;
}

/** How one call of a callback ended. */
export type CallbackRun<T> =
  | { readonly kind: 'returned'; readonly value: T; readonly durationMs: number }
  | { readonly kind: 'threw'; readonly error: string; readonly durationMs: number }
  /** `stillRunning`: the callback's promise had not settled `graceMs` after the abort. */
  | { readonly kind: 'timed-out'; readonly timeoutMs: number; readonly stillRunning: boolean };

type Settlement<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

const TIMER_FIRED = Symbol('timer fired');

/** Runs `call` once with a signal that is aborted at `timeoutMs`; never rejects. */
export async function invokeCallback<T>(call: (signal: AbortSignal) => Promise<T> | T, options: InvokeOptions): Promise<CallbackRun<T>> {
  const controller = new AbortController();
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  let pending: Promise<T>;
  try {
    pending = Promise.resolve(call(controller.signal));
  } catch (error) {
    return { kind: 'threw', error: describeError(error), durationMs: elapsed() };
  }
  // The handlers are attached now, so a rejection that comes after the timeout is still caught.
  const settlement: Promise<Settlement<T>> = pending.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
  const first = await raceTimer(settlement, options.timeoutMs);
  if (first !== TIMER_FIRED) {
    return first.ok ? { kind: 'returned', value: first.value, durationMs: elapsed() } : { kind: 'threw', error: describeError(first.error), durationMs: elapsed() };
  }
  // Giving up stops nothing: a callback that ignores its signal runs on, and only its promise tells.
  controller.abort(new Error(`hookcheck stopped waiting after ${options.timeoutMs} ms`));
  const afterAbort = await raceTimer(settlement, options.graceMs ?? DEFAULT_GRACE_MS);
  return { kind: 'timed-out', timeoutMs: options.timeoutMs, stillRunning: afterAbort === TIMER_FIRED };
}

/** The settlement, or TIMER_FIRED when `ms` pass first; the timer is cleared either way. */
async function raceTimer<T>(settlement: Promise<T>, ms: number): Promise<T | typeof TIMER_FIRED> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fired = new Promise<typeof TIMER_FIRED>((resolve) => {
    timer = setTimeout(resolve, ms, TIMER_FIRED);
  });
  try {
    return await Promise.race([settlement, fired]);
  } finally {
    clearTimeout(timer);
  }
}

/** An error as one line: its name and message, or the thrown value itself. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  if (typeof error === 'string') return error;
  try {
    return `a thrown ${typeof error}: ${JSON.stringify(error) ?? String(error)}`;
  } catch {
    return `a thrown ${typeof error}`;
  }
}
