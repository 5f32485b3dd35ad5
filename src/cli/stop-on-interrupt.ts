/**
 * Hooks run in their own process groups, so Ctrl-C never reaches them: on SIGINT or SIGTERM kill
 * them all, remove what the command made (`cleanup`), and let the exit handlers remove the
 * scratch areas.
 */
import { setGracefulCleanup } from 'tmp-promise';
import { stopAllHooks } from '../runner/run-hook.js';

export function stopHooksOnInterrupt(cleanup: () => Promise<void> = async () => {}): void {
  setGracefulCleanup();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopAllHooks();
      process.stderr.write(`\nhookcheck: interrupted by ${signal}; running hooks were stopped and scratch files removed.\n`);
      void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}
