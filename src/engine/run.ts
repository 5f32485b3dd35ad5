/**
 * The engine's entry: runs the targets side by side (as many at once as `jobs`), every hook
 * invocation of all of them drawn from one pool of `jobs` slots, and returns plain data. No output,
 * no exit codes: those belong to reporters and the CLI. Each hook's report is handed to `onHookDone`
 * in the targets' order as soon as it and those before it are done, so a caller can show it then.
 */
import { createJobPool } from './job-pool.js';
import { runTarget, type EngineEnvironment } from './run-target.js';
import { buildRunSettings, type RunSettingsInput } from './settings.js';
import type { HookReport, HookTarget, RunResult } from './types.js';
import { mapLimited } from '../map-limited.js';

export interface RunHooksOptions {
  readonly onHookDone?: (report: HookReport, index: number) => void;
}

/** Runs every target and collects their reports, in the targets' order. */
export async function runHooks(targets: readonly HookTarget[], settings: RunSettingsInput, environment: EngineEnvironment, options: RunHooksOptions = {}): Promise<RunResult> {
  const { jobs } = buildRunSettings(settings);
  const pooled: EngineEnvironment = { ...environment, pool: environment.pool ?? createJobPool(jobs) };
  const done: (HookReport | undefined)[] = [];
  let shown = 0;
  const hooks = await mapLimited(targets.map((target, index) => ({ target, index })), jobs, async ({ target, index }) => {
    const report = await runTarget(target, settings, pooled);
    done[index] = report;
    for (; done[shown] !== undefined; shown++) options.onHookDone?.(done[shown]!, shown);
    return report;
  });
  return environment.stop?.aborted ? { hooks, interrupted: true } : { hooks };
}
