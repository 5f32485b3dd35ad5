/**
 * `--live` after a failed call (PostToolUseFailure): the case's shell command is replayed with a
 * failing exit after it, and since the agent then sends the error that call really gave, the
 * verdict reads the answer the hook gave there, not the case's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { HookReport } from '../../src/model/run/hook-report.js';
import { hookFolder, runLiveClaude } from '../helpers/live-claude.js';

const hooks = hookFolder('hookcheck-live-failed-call-');
afterAll(() => hooks.remove());
const hook = (name: string, body: string) => hooks.write(name, body);

async function replayed(script: string): Promise<{ live: NonNullable<HookReport['results'][number]['live']>; caseEffect: string }> {
  const report = await runLiveClaude(script, 'PostToolUseFailure', 1);
  const results = report.results.filter((result) => result.live !== undefined);
  expect(results).toHaveLength(1);
  expect(results[0]!.live!.unconfirmed).toBeUndefined();
  return { live: results[0]!.live!, caseEffect: results[0]!.effect.kind };
}

describe('hookcheck run --live on a PostToolUseFailure hook', () => {
  it("confirms a block: its reason reaches the model after the replayed call's failure", async () => {
    const { live: result } = await replayed(hook('fail-block.sh', `cat > /dev/null\nprintf '%s' '{"decision":"block","reason":"read the failing test first"}'`));
    expect(result).toMatchObject({ effect: 'blocked', agreesWithOracle: true });
    expect(result.predicted).toBe('blocked (block on the answer the hook gave there)');
  }, 240_000);

  it("judges the answer the hook gave live: a hook that blocks only on the case's own error is not held to the case's block", async () => {
    // The case's error begins "Exit code 1"; the replayed call exits 3, so there the hook lets it be.
    const { live: result, caseEffect } = await replayed(hook('fail-on-exit-1.sh', `grep -q '"error":"Exit code 1' && printf '%s' '{"decision":"block","reason":"exit 1 seen"}'\nexit 0`));
    expect(caseEffect).toBe('block');
    expect(result).toMatchObject({ effect: 'proceeded', agreesWithOracle: true });
    expect(result.predicted).toBe('proceeded (no-effect on the answer the hook gave there)');
  }, 240_000);
});
