/**
 * Runs a command as though hookcheck were not there, for `hookcheck record`: same cwd and
 * environment, no shell, the given stdin bytes, and its stdout and stderr connected straight to
 * ours (inherited, so every byte and its order are the command's own; nothing is buffered or
 * capped). No timeout: the agent that started us enforces its own.
 */
import { spawn } from 'node:child_process';
import { readShebang } from './process-group.js';

export type PassThroughOutcome =
  | { readonly kind: 'exited'; readonly exitCode: number }
  | { readonly kind: 'killed'; readonly signal: NodeJS.Signals }
  | { readonly kind: 'spawn-failed'; readonly code: string; readonly reason: string };

interface PassThroughOptions {
  readonly file: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Bytes to write before closing the command's stdin, or `inherit` to hand it ours (a terminal). */
  readonly stdin: Uint8Array | 'inherit';
}

interface PassThroughChild {
  /** Sends `signal` to the command (one we received, passed on); a no-op once it has ended. */
  readonly signal: (signal: NodeJS.Signals) => void;
  /** Settles when the command ends or could not start; never rejects. */
  readonly outcome: Promise<PassThroughOutcome>;
}

/** Starts the command; its stdin is written (and closed) at once. */
export function startPassThrough(options: PassThroughOptions): PassThroughChild {
  const child = spawn(options.file, [...options.args], {
    cwd: options.cwd,
    env: options.env,
    stdio: [options.stdin === 'inherit' ? 'inherit' : 'pipe', 'inherit', 'inherit'],
  });
  const outcome = new Promise<PassThroughOutcome>((resolve) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      // Errors after a successful start (a failed kill) are not launch failures.
      if (child.pid === undefined) resolve({ kind: 'spawn-failed', code: error.code ?? 'UNKNOWN', reason: explainSpawnError(error, options.file) });
    });
    child.once('exit', (code, signal) => resolve(signal === null ? { kind: 'exited', exitCode: code ?? 1 } : { kind: 'killed', signal }));
  });
  if (child.stdin !== null && options.stdin !== 'inherit') {
    // EPIPE: the command exited without reading all its input, as a hook may; it is not our error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.stdin);
  }
  return { signal: (signal) => void child.kill(signal), outcome };
}

/** The reason as a shell would give it; ENOENT for a file that exists means its #! interpreter is missing. */
function explainSpawnError(error: NodeJS.ErrnoException, file: string): string {
  if (error.code === 'EACCES') return 'permission denied (is it executable? chmod +x)';
  if (error.code !== 'ENOENT') return error.message;
  if (!file.includes('/')) return 'command not found';
  const shebang = readShebang(file);
  return shebang === null ? 'no such file or directory' : `interpreter not found: the #! line asks for ${shebang}`;
}
