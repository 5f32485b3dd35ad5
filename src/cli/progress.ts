/**
 * A one-line progress counter on stderr, only on a terminal: logs and pipes get no carriage returns.
 */
import type { CaseResult } from '../engine/types.js';

export interface Progress {
  onCaseDone(result: CaseResult): void;
  clear(): void;
}

/** A progress line for a TTY; a silent one otherwise. */
export function createProgress(stream: NodeJS.WriteStream): Progress {
  if (!stream.isTTY) return { onCaseDone: () => undefined, clear: () => undefined };
  let done = 0;
  return {
    onCaseDone({ testCase }) {
      done++;
      stream.write(`\r\x1b[K  running ${testCase.event} cases… ${done} done`);
    },
    clear() {
      if (done > 0) stream.write('\r\x1b[K');
      done = 0;
    },
  };
}
