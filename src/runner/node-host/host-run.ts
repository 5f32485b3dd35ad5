/**
 * The run a node host is doing now (host-program.ts runs one at a time) and what it has printed,
 * kept within the cap the parent asked for. Shared by the program and its fs patches (host-fs.ts).
 */

export interface Request {
  readonly id: number;
  readonly file: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Record<string, string>;
  readonly stdin: string;
  readonly maxOutputBytes: number;
}

export interface Capture {
  chunks: Buffer[];
  kept: number;
  bytes: number;
}

export interface Run {
  readonly request: Request;
  readonly started: number;
  readonly stdin: Buffer;
  stdinOffset: number;
  readonly out: Capture;
  readonly err: Capture;
  /** Listeners of the process events that end a process, when the run began. */
  readonly endingListeners: Readonly<Record<'exit' | 'beforeExit' | 'uncaughtException' | 'unhandledRejection', number>>;
  /** The process's listeners and the global names when the run began (host-program.ts: processMarks). */
  readonly marks: string;
  /** Size of the host's own fd 1 and 2 (one file) when the run began. */
  readonly ownOutput: number;
  /** What kept the host's loop alive before the run began (its own control pipe): not the run's. */
  readonly before: readonly string[];
  ending: { readonly exit: number } | { readonly crash: number } | null;
  answered: boolean;
  /** Turns of the loop waited for immediates to end. */
  turns: number;
}

let current: Run | null = null;

export function currentRun(): Run | null {
  return current;
}

export function setCurrentRun(run: Run | null): void {
  current = run;
}

/** Keeps what the run printed on one stream, up to its cap; the rest is counted. Nothing after it ended. */
export function capture(into: Capture, chunk: unknown, encoding?: string): void {
  const current = currentRun();
  if (current === null || current.ending !== null) return;
  const bytes = Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : Buffer.from(String(chunk), encoding && Buffer.isEncoding(encoding) ? (encoding as BufferEncoding) : 'utf8');
  into.bytes += bytes.length;
  const room = current.request.maxOutputBytes - into.kept;
  if (room <= 0) return;
  const kept = bytes.subarray(0, room);
  into.chunks.push(kept);
  into.kept += kept.length;
}
