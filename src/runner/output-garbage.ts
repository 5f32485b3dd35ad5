/**
 * Most of what a hook prints is read once, by the oracle, and then dropped (a case keeps an
 * excerpt of stdout), but V8 frees large strings and buffers only in a full collection, which it
 * puts off while the heap has room: runs of a hook printing 2 MiB a call peaked at 700 MB with
 * little of it live. After every GC_EVERY_BYTES of captured output a full collection runs (about
 * 12 ms on a 50 MB heap; 4 MiB kept that run at 143 MB, 8 MiB at 155-168 MB, for the same CPU), so
 * peak memory follows what the run keeps, not what hooks print. (Where the runtime refuses to
 * expose one, V8 decides.)
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const GC_EVERY_BYTES = 4 * 1024 * 1024;

let collectGarbage: (() => void) | null | undefined;
let capturedSince = 0;

/** Counts `bytes` of captured output, and collects once enough has been captured since the last time. */
export function noteCapturedOutput(bytes: number): void {
  capturedSince += bytes;
  if (capturedSince < GC_EVERY_BYTES) return;
  capturedSince = 0;
  collector()?.();
}

function collector(): (() => void) | null {
  if (collectGarbage === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collectGarbage = runInNewContext('gc') as () => void;
    } catch {
      collectGarbage = null;
    }
  }
  return collectGarbage;
}
