/**
 * `--live` on Stop judges by what the agent did: a Stop hook that prints a context JSON keeps the
 * agent working (it asks the model again), and the report says so; a silent Stop hook lets it stop.
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

const live = { agentBin: fileURLToPath(new URL('../../agents/node_modules/.bin/claude', import.meta.url)), agentVersion: LATEST_VERSION, bwrapBin: '/usr/bin/bwrap' };
const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-stop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function stopHook(name: string, stdout: string): string {
  const script = join(dir, name);
  writeFileSync(script, `#!/usr/bin/env bash\ncat > /dev/null\nprintf '%s' '${stdout}'\n`);
  chmodSync(script, 0o755);
  return script;
}

function runLive(script: string): Promise<HookReport> {
  return runTarget(
    { command: { form: 'exec', file: script, args: [] }, events: ['Stop'], timeoutMs: 5000, eventsFrom: 'test' },
    { agentVersion: LATEST_VERSION, posture: 'open', jobs: 2, inheritEnv: false, killGraceMs: 500, projectDir: null, live },
    { runHook, createScratchArea, callerEnv: { PATH: process.env['PATH'] } },
  );
}

describe('hookcheck run --live on a Stop hook', () => {
  it('reports that the agent continued when the hook prints a context JSON', async () => {
    const report = await runLive(stopHook('stop-context.sh', JSON.stringify({ hookSpecificOutput: { hookEventName: 'Stop', additionalContext: 'the tests still fail' } })));
    const replayed = report.results.filter((result) => result.live !== undefined && result.live.unconfirmed === undefined);
    expect(replayed.length).toBeGreaterThan(0);
    for (const result of replayed) expect(result.live).toMatchObject({ continued: true, effect: 'blocked', agreesWithOracle: true });
  }, 240_000);

  it('reports that the agent stopped when the hook prints nothing', async () => {
    const report = await runLive(stopHook('stop-silent.sh', ''));
    const replayed = report.results.filter((result) => result.live !== undefined && result.live.unconfirmed === undefined);
    expect(replayed.length).toBeGreaterThan(0);
    for (const result of replayed) expect(result.live).toMatchObject({ continued: false, effect: 'proceeded', agreesWithOracle: true });
  }, 240_000);
});
