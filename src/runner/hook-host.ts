/**
 * What a hook host gives back (node-host/, python-host/): long-lived processes that run hooks
 * without starting an interpreter per run. A run the host cannot vouch for is `unsure`, and the
 * caller runs it as a process of its own.
 */
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

/** Hosts of one interpreter, at most `jobs` of them, started when needed. */
export interface HookHostPool {
  /** Runs `file` (a hook in the host's language) with the invocation's stdin, cwd, env and timeout. */
  run(file: string, args: readonly string[], options: RunHookOptions): Promise<HostRun>;
  close(): void;
}
