/**
 * Hooks run in their own process groups, so Ctrl-C, a `kill` or a closed terminal never reaches
 * them: on SIGINT, SIGTERM or SIGHUP kill them all, remove what the command made (`cleanup`), and
 * let the exit handlers remove the scratch areas. A command that can report what it measured
 * (`run`) asks for the stop instead: on SIGINT or SIGTERM no case starts any more, the running
 * hooks are killed, and the command writes its partial report and exits with 128 + the signal;
 * a second signal quits at once. A run that was killed outright (SIGKILL) runs none of this, so
 * each command that makes scratch areas first removes those of dead runs.
 */
import { setGracefulCleanup } from 'tmp-promise';
import { stopAllHooks } from '../runner/run-hook.js';
import { scratchBases } from '../workspace/scratch-base.js';
import { removeStaleScratch } from '../workspace/scratch-owner.js';

export type StopSignal = 'SIGHUP' | 'SIGINT' | 'SIGTERM';

/** 128 + the signal's number, as a shell reports a command the signal ended. */
export const EXIT_ON: Readonly<Record<StopSignal, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

const cleanups: (() => Promise<void>)[] = [];
let installed = false;
let stopRun: ((signal: StopSignal) => void) | null = null;
let stopping = false;

export function stopHooksOnInterrupt(cleanup?: () => Promise<void>): void {
  if (cleanup !== undefined) cleanups.push(cleanup);
  if (installed) return;
  installed = true;
  setGracefulCleanup();
  for (const base of scratchBases()) removeStaleScratch(base);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopRun !== null && !stopping && signal !== 'SIGHUP') {
        stopping = true;
        stopRun(signal);
        stopAllHooks();
        process.stderr.write(`\nhookcheck: interrupted by ${signal}; no case starts any more, running hooks were stopped. The report shows what was measured (${signal} again quits at once).\n`);
        return;
      }
      stopAllHooks();
      process.stderr.write(`\nhookcheck: interrupted by ${signal}; running hooks were stopped and scratch files removed.\n`);
      void Promise.allSettled(cleanups.map((run) => run())).finally(() => process.exit(EXIT_ON[signal]));
    });
  }
}

/**
 * From now on the first SIGINT or SIGTERM calls `onStop` (which stops the run) instead of quitting;
 * the returned signal says which one came, if any.
 */
export function stopRunOnInterrupt(onStop: () => void): { readonly signal: () => StopSignal | null } {
  let received: StopSignal | null = null;
  stopRun = (signal) => {
    received = signal;
    onStop();
  };
  return { signal: () => received };
}
