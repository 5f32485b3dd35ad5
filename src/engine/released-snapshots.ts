/**
 * A hook's report once it is judged, without the experiments' snapshots (one entry per file of the
 * project copy, a dozen times over: an audit of 28 hooks on a 45 MB plugin repository held 4 GB
 * and ran out of memory). The findings are made from them before; the report document uses only
 * which case, which faults ran and what could not be observed. The CLI keeps these until the end.
 */
import type { HookReport } from '../model/run/hook-report.js';

const RELEASED = {};

export function releaseSnapshots(report: HookReport): HookReport {
  const { experiments } = report;
  if (experiments === undefined) return report;
  return {
    ...report,
    experiments: {
      ...experiments,
      idempotency: { ...experiments.idempotency, before: RELEASED, afterOnce: RELEASED, afterOnceAgain: RELEASED, afterTwice: RELEASED },
      concurrency: { ...experiments.concurrency, afterParallel: RELEASED, afterSequential: RELEASED },
    },
  };
}
