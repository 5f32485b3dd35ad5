/**
 * concurrency: N identical invocations at once in one sandbox, against N one after another in
 * another. Agents run hooks in parallel; a read-modify-write without a lock loses updates, and a
 * JSON state file written by two processes at once ends up corrupt.
 */
import { describeStateDifference, diffSnapshots, isEmptyDiff } from '../sandbox/state-diff.js';
import { isCrash } from '../engine/run-observation.js';
import { makeFinding, type Check } from './check.js';

const concurrencyCheck: Check<'concurrency'> = {
  id: 'concurrency',
  title: 'Parallel runs end in the same state as sequential ones',
  description: 'N identical calls at once: no crash, no corrupt JSON state, the same final state as N calls in a row.',
  run({ experiments }) {
    if (!experiments) return [];
    const { count, parallel, sequential, afterParallel, afterSequential } = experiments.concurrency;
    const { caseId, label } = experiments;
    const crashed = parallel.filter(isCrash).length;
    if (crashed > sequential.filter(isCrash).length) {
      return [makeFinding('concurrency', 'concurrency-crash', 'error', { label, count, crashed }, caseId)];
    }
    const corrupt = Object.keys(afterParallel).filter((path) => path.endsWith('.json') && parses(afterSequential[path]?.text) && !parses(afterParallel[path]?.text));
    if (corrupt.length > 0) return [makeFinding('concurrency', 'concurrency-corrupt-state', 'error', { label, count, paths: corrupt.join(', ') }, caseId)];
    const diff = diffSnapshots(afterSequential, afterParallel, new Set(experiments.idempotency.volatile));
    if (isEmptyDiff(diff)) return [];
    const paths = [...diff.added, ...diff.removed, ...diff.changed];
    return [makeFinding('concurrency', 'concurrency-lost-update', 'error', { label, count, detail: describeStateDifference(afterSequential, afterParallel, paths) }, caseId)];
  },
};

function parses(text: string | undefined): boolean {
  if (text === undefined) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export default concurrencyCheck;
