/**
 * Hooks run in their own process groups, so Ctrl-C, a `kill` or a closed terminal never reaches
 * them: on SIGINT, SIGTERM or SIGHUP kill them all, remove what the command made (`cleanup`), and
 * let the exit handlers remove the scratch areas. A run that was killed outright (SIGKILL) runs
 * none of this, so each command that makes scratch areas first removes those of dead runs.
 */
import { setGracefulCleanup } from 'tmp-promise';
import { stopAllHooks } from '../runner/run-hook.js';
import { scratchBases } from '../runner/scratch-base.js';
import { removeStaleScratch } from '../runner/scratch-owner.js';

/** 128 + the signal's number, as a shell reports a command the signal ended. */
const EXIT_ON: Readonly<Record<'SIGHUP' | 'SIGINT' | 'SIGTERM', number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

const cleanups: (() => Promise<void>)[] = [];
let installed = false;

export function stopHooksOnInterrupt(cleanup?: () => Promise<void>): void {
  if (cleanup !== undefined) cleanups.push(cleanup);
  if (installed) return;
  installed = true;
  setGracefulCleanup();
  for (const base of scratchBases()) removeStaleScratch(base);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopAllHooks();
      process.stderr.write(`\nhookcheck: interrupted by ${signal}; running hooks were stopped and scratch files removed.\n`);
      void Promise.allSettled(cleanups.map((run) => run())).finally(() => process.exit(EXIT_ON[signal]));
    });
  }
}
