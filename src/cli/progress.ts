/**
 * A one-line progress counter on stderr, only on a terminal (logs and pipes get no carriage
 * returns), redrawn at most once a second: hooks done of the total, invocations so far, and what
 * the last one was (the phase).
 */
import type { CaseResult } from '../engine/types.js';

export interface Progress {
  onCaseDone(result: CaseResult): void;
  onHookDone(): void;
  /** Wipes the line (before a report block or the report is written). */
  clear(): void;
}

const REDRAW_EVERY_MS = 1000;

/** A progress line for a TTY over `hooks` hooks (unknown: not shown); a silent one otherwise. */
export function createProgress(stream: NodeJS.WriteStream, hooks?: number): Progress {
  if (!stream.isTTY) return { onCaseDone: () => undefined, onHookDone: () => undefined, clear: () => undefined };
  let invocations = 0;
  let hooksDone = 0;
  let shown = false;
  let lastDrawn = 0;
  let phase = '';
  const draw = (force: boolean) => {
    const now = performance.now();
    if (!force && now - lastDrawn < REDRAW_EVERY_MS) return;
    lastDrawn = now;
    shown = true;
    const done = hooks === undefined ? '' : `${hooksDone}/${hooks} hook(s) done · `;
    stream.write(`\r\x1b[K  ${done}${invocations} invocation(s) · ${phase}`);
  };
  return {
    onCaseDone({ testCase }) {
      invocations++;
      phase = `${testCase.kind} ${testCase.event}`;
      draw(false);
    },
    onHookDone() {
      hooksDone++;
      if (shown) draw(true);
    },
    clear() {
      if (shown) stream.write('\r\x1b[K');
      shown = false;
      lastDrawn = 0;
    },
  };
}
