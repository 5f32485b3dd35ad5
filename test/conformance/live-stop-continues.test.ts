/**
 * `--live` on Stop judges by what the agent did: a Stop hook that prints a context JSON keeps the
 * agent working (it asks the model again), and the report says so; a silent Stop hook lets it stop.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { HookReport } from '../../src/model/run/hook-report.js';
import { hookFolder, printing, runLiveClaude } from '../helpers/live-claude.js';

const hooks = hookFolder('hookcheck-live-stop-');
afterAll(() => hooks.remove());
const stopHook = (name: string, stdout: string) => hooks.write(name, printing(stdout));
const runLive = (script: string): Promise<HookReport> => runLiveClaude(script, 'Stop');

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
