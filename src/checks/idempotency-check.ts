/**
 * idempotency: the same payload run once (sandbox A) and twice in a row (sandbox B). Agents fire a
 * hook twice (two settings files, a resumed session): a hook whose second answer or whose state
 * differs consumes one-shot tokens, double-counts or loses its guard.
 */
import { isBlocking } from '../oracle/effect.js';
import { describeStateDifference, diffSnapshots, isAppendedAgain, isEmptyDiff } from '../sandbox/state-diff.js';
import { makeFinding, type Check } from './check.js';

const idempotencyCheck: Check<'idempotency'> = {
  id: 'idempotency',
  title: 'Running the same payload twice changes nothing',
  description: 'A second identical call gets the same effect and leaves the same state as a single call.',
  run({ experiments }) {
    if (!experiments) return [];
    const { once, twice, before, afterOnce, afterTwice, volatile } = experiments.idempotency;
    const [first, second] = twice;
    const label = experiments.label;
    if (first.effect.kind !== second.effect.kind || isBlocking(once.effect.kind) !== isBlocking(second.effect.kind)) {
      return [makeFinding('idempotency', 'idempotency-effect-changes', 'error', { label, first: first.effect.kind, second: second.effect.kind }, experiments.caseId)];
    }
    const diff = diffSnapshots(afterOnce, afterTwice, new Set(volatile));
    if (isEmptyDiff(diff)) return [];
    const paths = [...diff.added, ...diff.removed, ...diff.changed];
    const appended = diff.added.length === 0 && diff.removed.length === 0 && diff.changed.every((path) => isAppendedAgain(before[path], afterOnce[path], afterTwice[path]));
    const detail = describeStateDifference(afterOnce, afterTwice, paths);
    return appended
      ? [makeFinding('idempotency', 'idempotency-duplicates', 'warning', { label, paths: paths.join(', '), detail }, experiments.caseId)]
      : [makeFinding('idempotency', 'idempotency-state-diverges', 'error', { label, paths: paths.join(', '), detail }, experiments.caseId)];
  },
};

export default idempotencyCheck;
