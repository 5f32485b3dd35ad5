import { describe, expect, it } from 'vitest';
import { createJobPool } from '../../../src/engine/job-pool.js';

/** A task that records how many run at once and finishes when told. */
function tracked() {
  let running = 0;
  let peak = 0;
  const finishers: (() => void)[] = [];
  const task = () =>
    new Promise<void>((resolve) => {
      running++;
      peak = Math.max(peak, running);
      finishers.push(() => {
        running--;
        resolve();
      });
    });
  const finishAll = async () => {
    while (finishers.length > 0) {
      finishers.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { task, finishAll, peak: () => peak, running: () => running };
}

describe('createJobPool', () => {
  it('never runs more tasks at once than its size, and runs them all', async () => {
    const pool = createJobPool(2);
    const work = tracked();
    const all = Promise.all(Array.from({ length: 5 }, () => pool.run(work.task)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(work.running()).toBe(2);
    await work.finishAll();
    await all;
    expect(work.peak()).toBe(2);
  });

  it('gives a group its slots at once, and a group larger than the pool the whole pool', async () => {
    const pool = createJobPool(2);
    const work = tracked();
    let groupStarted = false;
    const single = pool.run(work.task);
    const group = pool.run(async () => {
      groupStarted = true;
    }, 6);
    await new Promise((resolve) => setImmediate(resolve));
    // One slot is taken: the group of (at most) two waits for both.
    expect(groupStarted).toBe(false);
    await work.finishAll();
    await Promise.all([single, group]);
    expect(groupStarted).toBe(true);
  });

  it('frees the slot of a task that throws', async () => {
    const pool = createJobPool(1);
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(pool.run(() => Promise.resolve(7))).resolves.toBe(7);
  });
});
