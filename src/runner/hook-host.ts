/**
 * What a hook host gives back (node-host/, python-host/): long-lived processes that run hooks
 * without starting an interpreter per run. A run the host cannot vouch for is `unsure`, and the
 * caller runs it as a process of its own.
 */
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Duplex } from 'node:stream';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from './run-hook.js';

/** What one run in a host gave. `crashed`: it ended on an uncaught error (exit 1, the error on stderr). */
export type HostRun =
  | {
      readonly kind: 'answered';
      readonly outcome: HookOutcome;
      readonly crashed: boolean;
      /** False when it exited with something of its own still running: the host is replaced. */
      readonly clean: boolean;
    }
  | { readonly kind: 'unsure'; readonly why: string };

/**
 * A host started inside a sandbox (sandbox/host-sandbox.ts): `wrap` gives the command that starts
 * it there, in `startsIn`. Its runs' process ids are the sandbox's own, never signalled from
 * outside: stopping the host ends the sandbox and all it holds.
 */
export interface HostContainment {
  readonly startsIn: string;
  wrap(file: string, args: readonly string[]): { readonly file: string; readonly args: readonly string[] };
}

/** Hosts of one interpreter, at most `jobs` of them, started when needed. */
export interface HookHostPool {
  /** Runs `file` (a hook in the host's language) with the invocation's stdin, cwd, env and timeout. */
  run(file: string, args: readonly string[], options: RunHookOptions): Promise<HostRun>;
  close(): void;
}

/**
 * Reads a host's control pipe, one JSON message a line, and tells `lost` once, the first time the
 * host can no longer be trusted: a line that is not JSON (`notJson` says what that means for this
 * host), the pipe broken, the host not started or ended.
 */
export function watchHost<M>(child: ChildProcess, control: Duplex, notJson: string, on: { message(message: M): void; lost(why: string): void }): void {
  let gone = false;
  const lose = (why: string) => {
    if (gone) return;
    gone = true;
    on.lost(why);
  };
  createInterface({ input: control }).on('line', (line) => {
    let message: M;
    try {
      message = JSON.parse(line) as M;
    } catch {
      lose(notJson);
      return;
    }
    on.message(message);
  });
  control.on('error', () => lose('its control pipe broke'));
  child.on('error', (error) => lose(`it could not start: ${error.message}`));
  child.on('exit', (code, signal) => lose(`it ended (${signal ?? `exit ${code}`})`));
}
