/**
 * Collects a stream up to a byte cap and counts the rest, so memory stays bounded however much
 * a hook prints. The stream is always drained: a hook blocked on a full pipe would look hung.
 */
import type { Readable } from 'node:stream';

interface CollectedStream {
  readonly text: string;
  readonly bytes: number;
  readonly truncated: boolean;
}

export interface CappedCollector {
  readonly ended: Promise<void>;
  isEnded(): boolean;
  result(): CollectedStream;
}

/** Starts collecting `stream`; `result()` may be called at any time. */
export function collectCapped(stream: Readable, capBytes: number): CappedCollector {
  const chunks: Buffer[] = [];
  let kept = 0;
  let bytes = 0;
  let done = false;
  stream.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (kept >= capBytes) return;
    const slice = chunk.length > capBytes - kept ? chunk.subarray(0, capBytes - kept) : chunk;
    chunks.push(slice);
    kept += slice.length;
  });
  const ended = new Promise<void>((resolve) => {
    const finish = () => {
      done = true;
      resolve();
    };
    stream.once('end', finish);
    stream.once('close', finish);
    // A read error (the pipe torn down under us) ends collection; what was read is kept.
    stream.once('error', finish);
  });
  return {
    ended,
    isEnded: () => done,
    result: () => ({ text: Buffer.concat(chunks).toString('utf8'), bytes, truncated: bytes > kept }),
  };
}
