/**
 * One pool of hook invocations for a whole run (`--jobs`): hooks and their phases run side by side,
 * and the pool keeps the processes running at once to its size, whichever hook they belong to.
 * Copies that must run together (the concurrency experiment: they wait for each other) take their
 * slots as one, so they never wait on a slot another of them holds.
 */
import { availableParallelism } from 'node:os';

/**
 * Slots when none are asked for: one more than the cores. A sandboxed invocation spends part of
 * its life asleep (bwrap waiting on the kernel for its namespaces and mounts, its exit being
 * reaped), and a pool of exactly the cores leaves them idle then. Measured on the 2-core machine at
 * idle, the README's examples: 2 slots 65 s wall and 98 s CPU, 3 slots 55 s and 92 s, 4 slots 55 s
 * and 103 s. Verdicts do not depend on it: a hook's time is its own (run-hook.ts).
 */
export function defaultJobs(): number {
  return availableParallelism() + 1;
}

export interface JobPool {
  /** Runs `task` once `slots` (at most the pool's size) are free. */
  run<T>(task: () => Promise<T>, slots?: number): Promise<T>;
}

export function createJobPool(size: number): JobPool {
  const capacity = Math.max(1, size);
  let free = capacity;
  const waiting: { slots: number; start: () => void }[] = [];
  const release = (slots: number) => {
    free += slots;
    // First come, first served: a group waiting for several slots is not overtaken for ever.
    while (waiting.length > 0 && waiting[0]!.slots <= free) {
      const next = waiting.shift()!;
      free -= next.slots;
      next.start();
    }
  };
  return {
    async run(task, slots = 1) {
      const wanted = Math.min(Math.max(1, slots), capacity);
      if (waiting.length === 0 && wanted <= free) free -= wanted;
      else await new Promise<void>((start) => waiting.push({ slots: wanted, start }));
      try {
        return await task();
      } finally {
        release(wanted);
      }
    },
  };
}
