/** Callbacks that never answer in time: one stops when its signal is aborted, one runs on. */

/** How long a callback that ignores its abort keeps running: short, so vitest still exits promptly. */
export const IGNORED_ABORT_RUNS_MS = 1_000;

/** Never answers; rejects with the abort's reason as soon as `signal` is aborted. */
export function hangsHonouringAbort<T>(signal: AbortSignal): Promise<T> {
  return new Promise<T>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Pays no attention to any signal and answers `late` after about a second. */
export function hangsIgnoringAbort<T>(late: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(late), IGNORED_ABORT_RUNS_MS));
}
