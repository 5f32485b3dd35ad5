/**
 * `--live` on a subagent's events: the session starts a subagent of the case's type, and the verdict
 * reads the subagent's own loop. A SubagentStop block sends the subagent back to work, a silent hook
 * lets it end, and SubagentStart context reaches the subagent; each agrees with the oracle.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../specs/claude-code/events.js';
import type { HookReport } from '../../src/model/run/hook-report.js';
import { hookFolder, printing, runLiveClaude } from '../helpers/live-claude.js';

const hooks = hookFolder('hookcheck-live-subagent-');
afterAll(() => hooks.remove());
const hook = (name: string, stdout: string) => hooks.write(name, printing(stdout));

async function replayed(event: EventName, script: string): Promise<NonNullable<HookReport['results'][number]['live']>[]> {
  const report = await runLiveClaude(script, event, 1);
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
