/**
 * `--live` on PermissionRequest: the session leaves the call unallowed, so the agent asks the hook.
 * An allow runs the call, a deny holds it back with its message told the model; each agrees with
 * the oracle. A replayed call that needs no permission (a read-only command) never asks, and says so.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { runTarget } from '../../src/engine/run-target.js';
import type { HookReport } from '../../src/model/run/hook-report.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/workspace/scratch-area.js';

const live = { agentBin: fileURLToPath(new URL('../../agents/node_modules/.bin/claude', import.meta.url)), agentVersion: LATEST_VERSION, bwrapBin: '/usr/bin/bwrap', maxCases: 2 };
const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-permission-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function hook(name: string, decision: object): string {
  const script = join(dir, name);
  writeFileSync(script, `#!/usr/bin/env bash\ncat > /dev/null\nprintf '%s' '${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PermissionRequest', decision } })}'\n`);
  chmodSync(script, 0o755);
  return script;
}

/** The confirmed replays; every unconfirmed one must be a call that asked no permission. */
async function confirmed(script: string): Promise<NonNullable<HookReport['results'][number]['live']>[]> {
  const report = await runTarget(
    { command: { form: 'exec', file: script, args: [] }, events: ['PermissionRequest'], timeoutMs: 5000, eventsFrom: 'test' },
    { agentVersion: LATEST_VERSION, posture: 'open', jobs: 2, inheritEnv: false, killGraceMs: 500, projectDir: null, live },
    { runHook, createScratchArea, callerEnv: { PATH: process.env['PATH'] } },
  );
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
