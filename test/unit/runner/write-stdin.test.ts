import { describe, expect, it } from 'vitest';
import { writeStdin } from '../../../src/runner/write-stdin.js';

type Callback = (error?: NodeJS.ErrnoException | null) => void;

/** A stdin whose write outcome the test decides, and when. */
function fakeStdin() {
  const listeners: ((error: NodeJS.ErrnoException) => void)[] = [];
  let written: Callback = () => undefined;
  const stream = {
    on: (_event: string, listener: (error: NodeJS.ErrnoException) => void) => (listeners.push(listener), stream),
    write: (_data: unknown, callback: Callback) => ((written = callback), true),
    end: (_data: unknown, callback: Callback) => ((written = callback), stream),
  };
  return { stream, finish: (error?: NodeJS.ErrnoException) => written(error ?? null), emitError: (error: NodeJS.ErrnoException) => listeners.forEach((listener) => listener(error)) };
}

const epipe = () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });

describe('writeStdin', () => {
  it('calls a payload delivered once the write and close succeed, left open or not', () => {
    for (const keepOpen of [false, true]) {
      const stdin = fakeStdin();
      const state = writeStdin(stdin.stream as never, 'x'.repeat(100), keepOpen);
      expect(state.report().delivered).toBe(false);
      stdin.finish();
      expect(state.report()).toEqual({ bytes: 100, delivered: true, epipe: false, leftOpen: keepOpen });
    }
  });

  it('never calls a payload delivered when the write failed, even before the error event arrives', () => {
    const stdin = fakeStdin();
    const state = writeStdin(stdin.stream as never, 'x'.repeat(100), false);
    // Node calls the write's callback with the EPIPE a tick before it emits 'error'.
    stdin.finish(epipe());
    expect(state.report()).toEqual({ bytes: 100, delivered: false, epipe: true, leftOpen: false });
    stdin.emitError(epipe());
    expect(state.report().delivered).toBe(false);
  });

  it('an empty payload is delivered at once', () => {
    expect(writeStdin(fakeStdin().stream as never, '', false).report().delivered).toBe(true);
  });
});
