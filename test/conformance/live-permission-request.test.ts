/**
 * `--live` on PermissionRequest: the session leaves the call unallowed, so the agent asks the hook.
 * An allow runs the call, a deny holds it back with its message told the model; each agrees with
 * the oracle. A replayed call that needs no permission (a read-only command) never asks, and says so.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { HookReport } from '../../src/model/run/hook-report.js';
import { hookFolder, printing, runLiveClaude } from '../helpers/live-claude.js';

const hooks = hookFolder('hookcheck-live-permission-');
afterAll(() => hooks.remove());
const hook = (name: string, decision: object) => hooks.write(name, printing(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PermissionRequest', decision } })));

/** The confirmed replays; every unconfirmed one must be a call that asked no permission. */
async function confirmed(script: string): Promise<NonNullable<HookReport['results'][number]['live']>[]> {
  const report = await runLiveClaude(script, 'PermissionRequest', 2);
  const lives = report.results.flatMap((result) => (result.live === undefined ? [] : [result.live]));
  for (const result of lives.filter((one) => one.unconfirmed !== undefined)) expect(result.unconfirmed).toMatch(/without asking permission/);
  const done = lives.filter((one) => one.unconfirmed === undefined);
  expect(done.length).toBeGreaterThan(0);
  return done;
}

describe('hookcheck run --live on a PermissionRequest hook', () => {
  it('an allow runs the call that asked', async () => {
    for (const result of await confirmed(hook('allow.sh', { behavior: 'allow' })))
      expect(result).toMatchObject({ effect: 'proceeded', predicted: 'proceeded (allow on the answer the hook gave there)', toolRan: true, agreesWithOracle: true });
  }, 240_000);

  it('a deny holds the call back, its message told the model', async () => {
    for (const result of await confirmed(hook('deny.sh', { behavior: 'deny', message: 'not without review' })))
      expect(result).toMatchObject({ effect: 'blocked', predicted: 'blocked (deny on the answer the hook gave there)', toolRan: false, agreesWithOracle: true, modelSaw: 'not without review' });
  }, 240_000);
});
