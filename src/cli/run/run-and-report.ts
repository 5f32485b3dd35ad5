/**
 * The part of `hookcheck run` after its options: the engine runs the hooks, the reporters stream
 * the report, new failures join the regressions file, and the verdicts give the exit code.
 */
import { releaseSnapshots } from '../../engine/released-snapshots.js';
import { callerEnvironment } from '../caller-environment.js';
import { dirname, relative } from 'node:path';
import { runHooks } from '../../engine/run.js';
import type { HookReport, RunResult } from '../../model/run/hook-report.js';
import { UsageError } from '../../errors.js';
import { updateRegressions } from '../../store/regressions-file.js';
import { readToolVersion } from '../../store/tool-version.js';
import { engineEnvironment } from '../../engine/default-environment.js';
import { exitForVerdicts } from '../exit-codes.js';
import { describeHook, describeHookOutcome, describeHooks } from '../progress/format-progress.js';
import { createProgress } from '../progress/progress.js';
import { EXIT_ON, stopHooksOnInterrupt, stopRunOnInterrupt } from '../stop-on-interrupt.js';
import type { RunArgs } from './args.js';
import type { ResolvedRunOptions } from './options.js';
import { streamReport } from './stream-report.js';
import { projectSecrets } from '../../config/project-secrets.js';

export async function runAndReport(options: ResolvedRunOptions, args: RunArgs): Promise<number> {
  for (const notice of options.notices) process.stderr.write(`hookcheck: ${notice}\n`);
  const fuzz = options.settings.fuzz;
  if (fuzz) process.stderr.write(`hookcheck: seed ${fuzz.seed} (run again with --seed ${fuzz.seed} to replay these cases)\n`);
  stopHooksOnInterrupt();
  const stop = new AbortController();
  const interrupt = stopRunOnInterrupt(() => stop.abort());
  const progress = createProgress(process.stderr);
  progress.begin({ title: `checking ${describeHooks(options.targets, process.cwd())}`, total: options.targets.length, unit: 'hook' });
  const environment = { ...engineEnvironment(callerEnvironment(), progress), stop: stop.signal };
  const report = streamReport(options.reporter, options.outputFile, args.verbose ?? false, readToolVersion(), progress, projectSecrets(options.settings.projectDir));
  const onHookFinished = (hook: HookReport) => progress.onItemDone({ name: describeHook(hook.target, process.cwd()), outcome: describeHookOutcome(hook) });
  const result = await runHooks(options.targets, options.settings, environment, { onHookDone: report.onHookDone, onHookFinished, retain: releaseSnapshots }).finally(() => {
    progress.stop();
    return environment.dispose();
  });
  const document = report.finish(result);
  if (report.masked() > 0) process.stderr.write(`hookcheck: masked ${report.masked()} secret(s) in the report (values of the project's .env, and key- or token-shaped text).\n`);
  const signal = interrupt.signal();
  // A partial run saves no regressions (a case killed mid-way is no failure) and says it was cut short.
  if (signal !== null) return EXIT_ON[signal];
  saveRegressions(result, options);
  if (document.summary.cases === 0) {
    throw new UsageError('Nothing was exercised: no case ran.', { hint: 'Check the events and matcher given.' });
  }
  // Out of time, not held back: a hook whose first cases all stalled alike is not sent the rest (case-breaker.ts), and says so.
  const starved = result.hooks.filter((hook) => hook.fuzz !== undefined && hook.fuzz.stoppedBy === 'max-time' && hook.fuzz.executed.valid + hook.fuzz.executed.garbage === 0);
  if (starved.length > 0) {
    throw new UsageError(`--max-time ran out before any generated case ran (${starved.length} hook(s)); the fuzz phase tested nothing.`, {
      hint: 'Raise --max-time, or turn generation off on purpose with --runs 0.',
    });
  }
  return exitForVerdicts(result.hooks.map((hook) => hook.verdict));
}

/** New shrunk failures join the regressions file; with --prune, fixed ones leave it. */
function saveRegressions(result: RunResult, options: ResolvedRunOptions): void {
  const found = result.hooks.flatMap((hook) => hook.fuzz?.failures.map((failure) => failure.regression) ?? []);
  const fixed = new Set(result.hooks.flatMap((hook) => hook.regressions.filter((item) => item.status === 'fixed').map((item) => item.id)));
  const where = relative(process.cwd(), options.regressionsPath) || options.regressionsPath;
  if (!options.keepRegressions) {
    if (found.length > 0)
      process.stderr.write(`hookcheck: ${found.length} shrunk failure(s) not kept: make the folder ${dirname(where)} (or give --state-dir <dir>) and they are saved to re-run first next time.\n`);
    return;
  }
  const update = updateRegressions(options.regressionsPath, options.settings.regressions ?? [], found, fixed, options.prune);
  if (update.added.length > 0) process.stderr.write(`hookcheck: saved ${update.added.length} shrunk failure(s) to ${where}; they run first next time (commit the file).\n`);
  if (update.pruned.length > 0) process.stderr.write(`hookcheck: pruned ${update.pruned.length} fixed regression(s) from ${where}.\n`);
  if (!options.prune && fixed.size > 0) process.stderr.write(`hookcheck: ${fixed.size} saved regression(s) no longer fail; --prune removes them from ${where}.\n`);
}
