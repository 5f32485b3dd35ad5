/** A clock for progress tests: time moves only when the test says, and each timer fires as it falls due. */
import type { ProgressClock } from '../../src/cli/progress/progress-clock.js';

export interface FakeClock extends ProgressClock {
  /** Moves time on by `ms`, firing every timer each time its period passes, in order. */
  advance(ms: number): void;
  /** Timers not stopped. */
  running(): number;
}

export function fakeClock(): FakeClock {
  let now = 0;
  const timers = new Set<{ readonly ms: number; due: number; readonly tick: () => void }>();
  return {
    now: () => now,
    every(ms, tick) {
      const timer = { ms, due: now + ms, tick };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...timers].sort((a, b) => a.due - b.due)[0];
        if (next === undefined || next.due > end) break;
        now = next.due;
        next.due += next.ms;
        next.tick();
      }
      now = end;
    },
    running: () => timers.size,
  };
}

/** A stream that keeps what was written; a terminal or not. */
export function fakeStream(isTTY: boolean): { readonly isTTY: boolean; text: string; write(text: string): boolean; lines(): string[] } {
  return {
    isTTY,
    text: '',
    write(text) {
      this.text += text;
      return true;
    },
    lines() {
      return this.text.split('\n').filter((line) => line !== '');
    },
  };
}
