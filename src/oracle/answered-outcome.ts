/** An answer written out by hand, as the outcome of a hook that gave it: what an oracle reads. */
import type { HookOutcome } from '../model/outcome.js';

/** A hook that exited with `exitCode` and printed only this. */
export function answeredOutcome(exitCode: number, stdout = '', stderr = ''): HookOutcome {
  return {
    kind: 'exited',
    exitCode,
    durationMs: 0,
    stdout,
    stderr,
    stdoutBytes: Buffer.byteLength(stdout),
    stderrBytes: Buffer.byteLength(stderr),
    stdoutTruncated: false,
    stderrTruncated: false,
    stdin: { bytes: 0, delivered: true, epipe: false, leftOpen: false },
    leftovers: { processes: [], heldPipes: false },
  };
}
