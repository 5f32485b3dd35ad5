/** Time as progress needs it, passed in so that a test decides what time it is. */
export interface ProgressClock {
  /** Milliseconds on a clock that never goes back. */
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

/** The process's clock; its timer never keeps the process alive (an error or a report ends it). */
export const systemClock: ProgressClock = {
  now: () => performance.now(),
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
