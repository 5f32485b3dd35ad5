/**
 * The hosts of a pool (node-host/, python-host/): at most `jobs`, started when needed, one run each at a time.
 * Another host is started for a waiting run only when runs take longer than SLOW_RUN_MS: a host
 * costs an interpreter's start, and quick runs are done sooner one after another in the host there is.
 */

const SLOW_RUN_MS = 25;

export interface HostSlots<H> {
  acquire(): Promise<H>;
  /** Gives the host back (`keep` false: it is stopped, and a waiting run gets a fresh one). */
  release(host: H, keep: boolean): void;
  /** How long the last run took (null: it told nothing), which decides whether a second host is worth starting. */
  noteRun(durationMs: number | null): void;
  close(): void;
}

export function hostSlots<H extends { stop(): void }>(start: () => H, jobs: number): HostSlots<H> {
  const idle: H[] = [];
  const all = new Set<H>();
  const waiting: ((host: H) => void)[] = [];
  let lastRunMs: number | null = null;
  const fresh = () => {
    const host = start();
    all.add(host);
    return host;
  };
  return {
    acquire() {
      const host = idle.pop();
      if (host !== undefined) return Promise.resolve(host);
      if (all.size === 0 || (all.size < jobs && (lastRunMs === null || lastRunMs > SLOW_RUN_MS))) return Promise.resolve(fresh());
      return new Promise((resolve) => waiting.push(resolve));
    },
    release(host, keep) {
      if (!keep) {
        host.stop();
        all.delete(host);
      }
      const next = waiting.shift();
      if (next === undefined) {
        if (keep) idle.push(host);
      } else next(keep ? host : fresh());
    },
    noteRun(durationMs) {
      lastRunMs = durationMs;
    },
    close() {
      for (const host of all) host.stop();
      all.clear();
      idle.length = 0;
    },
  };
}
