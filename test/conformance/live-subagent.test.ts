/**
 * `--live` on a subagent's events: the session starts a subagent of the case's type, and the verdict
 * reads the subagent's own loop. A SubagentStop block sends the subagent back to work, a silent hook
 * lets it end, and SubagentStart context reaches the subagent; each agrees with the oracle.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { runTarget } from '../../src/engine/run-target.js';
import type { HookReport } from '../../src/model/run/hook-report.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/workspace/scratch-area.js';

const live = { agentBin: fileURLToPath(new URL('../../agents/node_modules/.bin/claude', import.meta.url)), agentVersion: LATEST_VERSION, bwrapBin: '/usr/bin/bwrap', maxCases: 1 };
const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-subagent-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function hook(name: string, stdout: string): string {
  const script = join(dir, name);
  writeFileSync(script, `#!/usr/bin/env bash\ncat > /dev/null\nprintf '%s' '${stdout}'\n`);
  chmodSync(script, 0o755);
  return script;
}

async function replayed(event: EventName, script: string): Promise<NonNullable<HookReport['results'][number]['live']>[]> {
  const report = await runTarget(
    { command: { form: 'exec', file: script, args: [] }, events: [event], timeoutMs: 5000, eventsFrom: 'test' },
    { agentVersion: LATEST_VERSION, posture: 'open', jobs: 2, inheritEnv: false, killGraceMs: 500, projectDir: null, live },
    { runHook, createScratchArea, callerEnv: { PATH: process.env['PATH'] } },
  );
  const lives = report.results.flatMap((result) => (result.live === undefined ? [] : [result.live]));
  expect(lives).toHaveLength(1);
  expect(lives[0]!.unconfirmed).toBeUndefined();
  return lives;
}

describe('hookcheck run --live on a subagent hook', () => {
  it('SubagentStop: a block keeps the subagent working, its reason reaching the subagent', async () => {
    const [result] = await replayed('SubagentStop', hook('subagent-block.sh', JSON.stringify({ decision: 'block', reason: 'run the tests first' })));
    expect(result).toMatchObject({ continued: true, effect: 'blocked', predicted: 'blocked (block on the answer the hook gave there)', agreesWithOracle: true, modelSaw: 'run the tests first' });
  }, 240_000);

  it('SubagentStop: a silent hook lets the subagent end', async () => {
    const [result] = await replayed('SubagentStop', hook('subagent-silent.sh', ''));
    expect(result).toMatchObject({ continued: false, effect: 'proceeded', predicted: 'proceeded (no-effect on the answer the hook gave there)', agreesWithOracle: true, modelSaw: null });
  }, 240_000);

  it("SubagentStart: context reaches the subagent's model", async () => {
    const [result] = await replayed(
      'SubagentStart',
      hook('subagent-context.sh', JSON.stringify({ hookSpecificOutput: { hookEventName: 'SubagentStart', additionalContext: 'use the project venv' } })),
    );
    expect(result).toMatchObject({ effect: 'context', predicted: 'context (context on the answer the hook gave there)', agreesWithOracle: true });
  }, 240_000);
});
