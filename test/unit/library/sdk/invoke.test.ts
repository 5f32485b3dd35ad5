/**
 * The shared core of the SDK invokers: every way a callback ends becomes data, a timeout aborts
 * the signal, and a callback that ignores the abort is told apart from one that stops.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, invokeCallback } from '../../../../src/library/sdk/invoke.js';
import { hangsHonouringAbort, hangsIgnoringAbort } from './hanging-callbacks.js';

const FAST = { timeoutMs: 100, graceMs: 100 };

describe(invokeCallback.name, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports what a sync or an async callback returned', async () => {
    expect(await invokeCallback(() => 'sync', FAST)).toMatchObject({ kind: 'returned', value: 'sync' });
    expect(await invokeCallback(async () => ({ answer: 42 }), FAST)).toMatchObject({ kind: 'returned', value: { answer: 42 } });
  });

  it('reports a sync throw and a rejection as the error, never as a rejection of its own', async () => {
    const throwing = () => {
      throw new TypeError('bad input');
    };
    expect(await invokeCallback(throwing, FAST)).toMatchObject({ kind: 'threw', error: 'TypeError: bad input' });
    expect(await invokeCallback(() => Promise.reject(new Error('no')), FAST)).toMatchObject({ kind: 'threw', error: 'Error: no' });
  });

  it('aborts the signal at the timeout; a callback that then stops is not still running', async () => {
    let seen: AbortSignal | undefined;
    const run = await invokeCallback((signal) => {
      seen = signal;
      return hangsHonouringAbort(signal);
    }, FAST);
    expect(run).toEqual({ kind: 'timed-out', timeoutMs: 100, stillRunning: false });
    expect(seen?.aborted).toBe(true);
  });

  it('reports a callback that ignores the abort as still running after the grace', async () => {
    expect(await invokeCallback(() => hangsIgnoringAbort('late'), FAST)).toEqual({ kind: 'timed-out', timeoutMs: 100, stillRunning: true });
  });

  it('lets no rejection escape that comes after it stopped waiting', async () => {
    const escaped: unknown[] = [];
    const onUnhandled = (reason: unknown) => escaped.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const rejectsLate = () => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('late')), 150));
      expect(await invokeCallback(rejectsLate, { timeoutMs: 50, graceMs: 50 })).toMatchObject({ kind: 'timed-out', stillRunning: true });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(escaped).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('leaves no timer of its own behind, whether the callback answers or times out', async () => {
    vi.useFakeTimers();
    await invokeCallback(() => 'quick', { timeoutMs: 5_000 });
    expect(vi.getTimerCount()).toBe(0);
    const timingOut = invokeCallback((signal) => hangsHonouringAbort(signal), { timeoutMs: 5_000, graceMs: 1_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await timingOut).toMatchObject({ kind: 'timed-out', stillRunning: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe(describeError.name, () => {
  it('names an error by its class and message, and shows a thrown value that is not one', () => {
    expect(describeError(new RangeError('too far'))).toBe('RangeError: too far');
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError({ code: 7 })).toBe('a thrown object: {"code":7}');
    expect(describeError(undefined)).toBe('a thrown undefined: undefined');
  });
});
