/** Several hooks side by side: their reports in order as each is done, one pool, a stop, a failure. */
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { runHooks } from '../../../src/engine/run.js';
import type { EngineEnvironment } from '../../../src/engine/run-target.js';
import type { RunHookOptions } from '../../../src/runner/run-hook.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { exited } from '../../helpers/factory.js';

function environment(answer: (options: RunHookOptions) => Promise<HookOutcome>, extra: Partial<EngineEnvironment> = {}): EngineEnvironment {
  return {
    callerEnv: { PATH: '/usr/bin' },
    runHook: answer,
    createScratchArea: async () => ({
      root: '/scratch',
      projectDir: '/scratch/project',
      homeDir: '/scratch/home',
      tmpDir: '/scratch/tmp',
      slashTmpDir: '/scratch/slash-tmp',
      transcriptPath: '/scratch/home/t.jsonl',
      remove: async () => undefined,
    }),
    ...extra,
  };
}

const hook = (file: string) => ({ command: { form: 'exec' as const, file, args: [] }, events: ['PreToolUse' as const], timeoutMs: 1000, eventsFrom: 'test' });
const settings = { agentVersion: LATEST_VERSION, posture: 'open' as const, jobs: 2, inheritEnv: false, killGraceMs: 100, projectDir: null };
const fileOf = (options: RunHookOptions) => (options.command.form === 'exec' ? options.command.file : '');

describe(runHooks.name, () => {
  it('hands each report on in the targets order, the first before the last hook ends, and never runs more than jobs at once', async () => {
    let running = 0;
    let peak = 0;
    let releaseLast: () => void = () => undefined;
    const lastMayEnd = new Promise<void>((resolve) => (releaseLast = resolve));
    const handed: string[] = [];
    const answer = async (options: RunHookOptions) => {
      running++;
      peak = Math.max(peak, running);
      if (fileOf(options) === '/hooks/last.sh') await lastMayEnd;
      running--;
      return exited(0);
    };
    const result = await runHooks([hook('/hooks/first.sh'), hook('/hooks/last.sh')], settings, environment(answer), {
      onHookDone: (report) => {
        handed.push(fileOf({ command: report.target.command } as RunHookOptions));
        // The last hook waits for this: without the hand-off before its end, the run never ends.
        releaseLast();
      },
    });
    expect(handed).toEqual(['/hooks/first.sh', '/hooks/last.sh']);
    expect(result.hooks.map((report) => fileOf({ command: report.target.command } as RunHookOptions))).toEqual(handed);
    expect(peak).toBeLessThanOrEqual(2);
  });

  it('hands each report to onHookFinished as soon as its hook is done, a fast last hook before a slow first one', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    const finished: string[] = [];
    const inOrder: string[] = [];
    const answer = async (options: RunHookOptions) => {
      if (fileOf(options) === '/hooks/first.sh') await firstMayEnd;
      return exited(0);
    };
    await runHooks([hook('/hooks/first.sh'), hook('/hooks/last.sh')], settings, environment(answer), {
      onHookDone: (report) => inOrder.push(fileOf({ command: report.target.command } as RunHookOptions)),
      onHookFinished: (report, index) => {
        finished.push(`${index} ${fileOf({ command: report.target.command } as RunHookOptions)}`);
        // The first hook waits for this: handed on only in the targets' order, the run never ends.
        releaseFirst();
      },
    });
    expect(finished).toEqual(['1 /hooks/last.sh', '0 /hooks/first.sh']);
    expect(inOrder).toEqual(['/hooks/first.sh', '/hooks/last.sh']);
  }, 10_000);

  it('stopped from outside, reports each hook as partial and the run as interrupted; no call starts after the stop', async () => {
    const stop = new AbortController();
    let calls = 0;
    const answer = async () => {
      if (++calls === 3) stop.abort();
      return exited(0);
    };
    const result = await runHooks([hook('/hooks/a.sh'), hook('/hooks/b.sh')], settings, environment(answer, { stop: stop.signal }));
    expect(result.interrupted).toBe(true);
    expect(result.hooks.every((report) => report.interrupted === true && report.verdict === 'no-evidence')).toBe(true);
    // The calls in flight when the stop came (one per slot at most) end, and nothing starts after.
    expect(calls).toBeLessThanOrEqual(4);
  });

  it('stops the other hooks when one fails for a reason of its own, and throws that reason', async () => {
    let callsAfterFailure = 0;
    let failed = false;
    const answer = async (options: RunHookOptions) => {
      if (failed) callsAfterFailure++;
      if (fileOf(options) === '/hooks/broken.sh') {
        failed = true;
        throw new Error('no room left for the scratch copy');
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      return exited(0);
    };
    await expect(runHooks([hook('/hooks/broken.sh'), hook('/hooks/fine.sh')], settings, environment(answer))).rejects.toThrow('no room left');
    expect(callsAfterFailure).toBeLessThanOrEqual(1);
  });
});
