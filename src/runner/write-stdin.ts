/**
 * The payload on the hook's stdin: written, then (normally) closed. Whether it was delivered is
 * part of the outcome: the stdin check tells a hook that never reads its payload by it.
 */
import type { Writable } from 'node:stream';
import type { StdinReport } from '../model/outcome.js';

/** Writes the payload and (normally) closes stdin; EPIPE from a hook that never reads is recorded. */
export function writeStdin(stream: Pick<Writable, 'on' | 'write' | 'end'>, payload: string | Uint8Array, keepOpen: boolean) {
  const data = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  let delivered = data.length === 0;
  let epipe = false;
  const noteError = (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ECONNRESET') epipe = true;
  };
  stream.on('error', noteError);
  // Delivered only when the write itself succeeded: node calls the write's callback with the
  // EPIPE too, a tick before the 'error' event, and the outcome may be read in between.
  const onWritten = (error?: NodeJS.ErrnoException | null) => {
    if (error) noteError(error);
    else delivered = true;
  };
  if (keepOpen) stream.write(data, onWritten);
  else stream.end(data, onWritten);
  return {
    report: (): StdinReport => ({ bytes: data.length, delivered: delivered && !epipe, epipe, leftOpen: keepOpen }),
  };
}
