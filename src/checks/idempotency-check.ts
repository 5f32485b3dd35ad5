/**
 * idempotency: the same payload run once (sandbox A) and twice in a row (sandbox B). Agents fire a
 * hook twice (two settings files, a resumed session): a hook whose second answer or whose state
 * differs consumes one-shot tokens, double-counts or loses its guard. A logger that appends one
 * record per call is doing its job: the second run appending the first run's records again is
 * noted, not faulted. Files named by their run (npm's timestamped logs) and content that differs
 * between two single runs (times, pids) are not state.
 */
import { isBlocking } from '../oracle/effect.js';
import { learnNoise, stateDifference } from '../sandbox/state-diff.js';
import { describeRuns, isAppendedAgain } from '../sandbox/state-records.js';
import { changedAnswerSeverity } from './changed-answer.js';
import { makeFinding, type Check } from './check.js';

const RUNS = ['after one run', 'after two runs of the same payload'] as const;

const idempotencyCheck: Check<'idempotency'> = {
  id: 'idempotency',
  title: 'Running the same payload twice changes nothing',
  description: 'A second identical call gets the same effect and leaves the same state as a single call (a log may gain the same records again).',
  run({ experiments }) {
    if (!experiments) return [];
    const { once, twice, before, afterOnce, afterOnceAgain, afterTwice } = experiments.idempotency;
    const [first, second] = twice;
    const label = experiments.label;
    // A run that timed out has the timeout check's finding, and the state it left is a cut-off run's.
    if ([once, first, second].some(({ outcome }) => outcome.kind === 'timed-out')) return [];
    if (first.effect.kind !== second.effect.kind || isBlocking(once.effect.kind) !== isBlocking(second.effect.kind)) {
      const severity = [first, once].some(({ effect }) => changedAnswerSeverity(effect.kind, second.effect.kind, experiments.caseKind) === 'error') ? 'error' : 'warning';
      return [makeFinding('idempotency', 'idempotency-effect-changes', severity, { label, first: first.effect.kind, second: second.effect.kind }, experiments.caseId)];
    }
    const noise = learnNoise(afterOnce, afterOnceAgain);
    const paths = stateDifference(afterOnce, afterTwice, noise);
    if (paths.length === 0) return [];
    const diverged = paths.filter((path) => !isAppendedAgain(before[path], afterOnce[path], afterTwice[path]));
    // A state that differs only in its numbers counts calls: a second call counted is what a
    // counter is for, and the answers did not change (checked above), so nothing was decided twice.
    const counted = diverged.filter((path) => differsOnlyInNumbers(afterOnce[path]?.text, afterTwice[path]?.text));
    if (diverged.length > 0 && counted.length < diverged.length) {
      return [
        makeFinding('idempotency', 'idempotency-state-diverges', 'error', { label, paths: diverged.join(', '), detail: describeRuns(RUNS, afterOnce, afterTwice, diverged) }, experiments.caseId),
      ];
    }
    if (counted.length > 0) {
      return [makeFinding('idempotency', 'idempotency-counts-calls', 'warning', { label, paths: counted.join(', '), detail: describeRuns(RUNS, afterOnce, afterTwice, counted) }, experiments.caseId)];
    }
    return [makeFinding('idempotency', 'idempotency-duplicates', 'info', { label, paths: paths.join(', '), detail: describeRuns(RUNS, afterOnce, afterTwice, paths) }, experiments.caseId)];
  },
};

/** Both versions are text and the same once every number is masked: a count moved, nothing else. */
function differsOnlyInNumbers(one: string | undefined, other: string | undefined): boolean {
  if (one === undefined || other === undefined) return false;
  const masked = (text: string) => text.replace(/\d+(?:\.\d+)?/g, '#');
  return masked(one) === masked(other);
}

export default idempotencyCheck;
