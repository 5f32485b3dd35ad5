/**
 * The engine's entry: runs the targets side by side and returns plain data. No output, no exit
 * codes: those belong to reporters and the CLI. Every hook invocation of all targets draws from one
 * pool of `jobs` slots; each target runs its own cases with its share of them (hooks running at
 * once × share ≈ jobs), so the scratch areas made ahead of a slot stay few. Each hook's report is
 * handed to `onHookDone` in the targets' order as soon as it and those before it are done, and to
 * `onHookFinished` as soon as it alone is (a progress line need not wait for a slower hook). One
 * hook failing (hookcheck's own trouble, not the hook's) stops the others: no case starts after it.
 */
import { createJobPool } from './job-pool.js';
import { RunInterrupted } from './interrupted.js';
import { runTarget, type EngineEnvironment } from './run-target.js';
import { buildRunSettings, type RunSettingsInput } from './settings.js';
import type { HookReport, HookTarget, RunResult } from '../model/run/hook-report.js';
import { mapLimited } from '../util/map-limited.js';
import { isOtherAgent } from '../agents/index.js';

export interface RunHooksOptions {
  /** Each report in the targets' order (a streamed report). */
  readonly onHookDone?: (report: HookReport, index: number) => void;
  /** Each report as soon as its hook is done, in the order they finish (progress). */
  readonly onHookFinished?: (report: HookReport, index: number) => void;
  /** What of each judged report the result keeps (the CLI drops the experiments' snapshots: releaseSnapshots). */
  readonly retain?: (report: HookReport) => HookReport;
}

/** Runs every target and collects their reports, in the targets' order. */
export async function runHooks(targets: readonly HookTarget[], settings: RunSettingsInput, environment: EngineEnvironment, options: RunHooksOptions = {}): Promise<RunResult> {
  const { jobs } = buildRunSettings(settings);
  const side = Math.max(1, Math.min(jobs, targets.length));
  const share = buildRunSettings({ ...settings, jobs: Math.max(1, Math.ceil(jobs / side)) });
  const failed = new AbortController();
  const stop = environment.stop ? AbortSignal.any([environment.stop, failed.signal]) : failed.signal;
  const pooled: EngineEnvironment = { ...environment, pool: environment.pool ?? createJobPool(jobs), stop };
  const done: (HookReport | undefined)[] = [];
  let shown = 0;
  let firstError: { readonly error: unknown } | null = null;
  const hooks = await mapLimited(
    targets.map((target, index) => ({ target, index })),
    side,
    async ({ target, index }) => {
      try {
        const judged = await runTarget(target, share, pooled);
        const report = options.retain?.(judged) ?? judged;
        done[index] = report;
        options.onHookFinished?.(report, index);
        for (; done[shown] !== undefined; shown++) options.onHookDone?.(done[shown]!, shown);
        return report;
      } catch (error) {
        if (!(error instanceof RunInterrupted)) firstError ??= { error };
        failed.abort();
        return null;
      }
    },
  );
  if (firstError !== null) throw (firstError as { readonly error: unknown }).error;
  const reports = hooks.filter((report) => report !== null);
  const others = share.agents.filter(isOtherAgent);
  const compared = others.length === 0 ? {} : { comparedWith: others };
  return environment.stop?.aborted ? { hooks: reports, ...compared, interrupted: true } : { hooks: reports, ...compared };
}
