/**
 * concurrency: N identical invocations at once in one sandbox, against N one after another in
 * another. Agents run hooks in parallel; a read-modify-write without a lock loses updates, and a
 * JSON state file written by two processes at once ends up corrupt. What counts is content: a
 * record the sequential runs left that the parallel ones lost. Appenders whose lines interleave in
 * another order, or hold what differs under load (a duration), lost nothing: their lines are
 * counted; files named by their run (timestamped logs) are not state. N copies
 * at once share the machine's cores: a copy that reaches its timeout says how loaded the machine
 * was, not that the hook crashed, and a copy killed midway leaves no state worth comparing.
 */
import { differsOnlyInTimes, learnNoise, stateDifference, type Snapshot } from '../sandbox/state-diff.js';
import { compareRecords, describeRuns, isAppendedAgain, recordsOf, type RecordComparison } from '../sandbox/state-records.js';
import { isCrash, type RunObservation } from '../model/run/run-observation.js';
import { makeFinding, type Check } from './check.js';

const concurrencyCheck: Check<'concurrency'> = {
  id: 'concurrency',
  title: 'Parallel runs end in the same state as sequential ones',
  description: 'N identical calls at once: no crash, no corrupt JSON state, no record lost against N calls in a row.',
  run({ experiments }) {
    if (!experiments) return [];
    const { count, parallel, sequential, afterParallel, afterSequential } = experiments.concurrency;
    const { caseId, label } = experiments;
    const ended = (runs: readonly RunObservation[]) => runs.filter((run) => isCrash(run) && run.outcome.kind !== 'timed-out').length;
    const crashed = ended(parallel);
    if (crashed > ended(sequential)) {
      return [makeFinding('concurrency', 'concurrency-crash', 'error', { label, count, crashed }, caseId)];
    }
    const late = parallel.filter((run) => run.outcome.kind === 'timed-out');
    if (late.length > 0) {
      const timeout = late[0]!.outcome.kind === 'timed-out' ? late[0]!.outcome.timeoutMs : 0;
      return [makeFinding('concurrency', 'concurrency-not-judged', 'info', { label, count, late: late.length, seconds: Math.round(timeout / 100) / 10 }, caseId)];
    }
    const corrupt = Object.keys(afterParallel).filter((path) => path.endsWith('.json') && parses(afterSequential[path]?.text) && !parses(afterParallel[path]?.text));
    if (corrupt.length > 0) return [makeFinding('concurrency', 'concurrency-corrupt-state', 'error', { label, count, paths: corrupt.join(', ') }, caseId)];
    const { before, afterOnce, afterOnceAgain, afterTwice } = experiments.idempotency;
    const noise = learnNoise(afterOnce, afterOnceAgain);
    const changed = stateDifference(afterSequential, afterParallel, noise, { keepVolatile: true });
    // A log the hook appends lines to (each run added its lines after the last run's): lines in
    // another order, or holding what differs between a lone run and six at once (a duration, a
    // pid, a count of others running), lose nothing; a lost update leaves fewer lines.
    const appendsLines = (path: string) => recordsOf(afterOnce[path])?.kind === 'lines' && isAppendedAgain(before[path], afterOnce[path], afterTwice[path], true);
    // A file two single runs wrote alike but for its times is compared by content, times masked:
    // whether two runs crossed a second boundary (load decides it) must not decide the verdict.
    const volatile = (path: string) => noise.volatile.has(path) && !differsOnlyInTimes(afterOnce[path], afterOnceAgain[path]);
    const compareBy = (path: string) => (volatile(path) ? countOf(afterOnce, afterOnceAgain, path) : appendsLines(path) ? 'count' : 'content');
    const compared = changed.map((path) => ({ path, records: compareState(afterSequential[path], afterParallel[path], compareBy(path)) }));
    const runs = [`after ${count} runs in a row`, `after ${count} runs at once`] as const;
    const lost = compared.filter(({ records }) => records.missing > 0).map(({ path }) => path);
    // Writers racing without a lock still leave one writer's value: a state none of the copies at
    // once left at all is work they did not reach (a lock they did not wait for, a time limit of
    // their own), no lost update.
    if (lost.length > 0 && lost.every((path) => afterParallel[path] === undefined)) {
      const said = parallel.map(({ outcome }) => outcome.stderr.trim()).find((stderr) => stderr !== '' && !sequential.some(({ outcome }) => outcome.stderr.trim() === stderr));
      return [makeFinding('concurrency', 'concurrency-work-skipped', 'warning', { label, count, paths: lost.join(', '), stderr: said ?? '' }, caseId)];
    }
    if (lost.length > 0)
      return [makeFinding('concurrency', 'concurrency-lost-update', 'error', { label, count, paths: lost.join(', '), detail: describeRuns(runs, afterSequential, afterParallel, lost) }, caseId)];
    const duplicated = compared.filter(({ records }) => records.extra > 0).map(({ path }) => path);
    if (duplicated.length > 0)
      return [
        makeFinding(
          'concurrency',
          'concurrency-duplicated-records',
          'error',
          { label, count, paths: duplicated.join(', '), detail: describeRuns(runs, afterSequential, afterParallel, duplicated) },
          caseId,
        ),
      ];
    return [];
  },
};

/**
 * How a path's records can be compared: by content when one run always writes the same; by
 * number when the content holds times or pids but two single runs wrote as many records; not at
 * all when even the number varies.
 */
function countOf(one: Snapshot, other: Snapshot, path: string): 'count' | 'none' {
  const [a, b] = [recordsOf(one[path]), recordsOf(other[path])];
  return a !== undefined && b !== undefined && a.items.length === b.items.length ? 'count' : 'none';
}

const SAME = { missing: 0, extra: 0 };

/**
 * What the parallel runs lost or added against the sequential ones. A value that is not readable
 * as records (binary, large) and differs counts as lost: the sequential state is gone.
 */
function compareState(sequential: Snapshot[string] | undefined, parallel: Snapshot[string] | undefined, compare: 'content' | 'count' | 'none'): RecordComparison {
  if (compare === 'none') return SAME;
  return compareRecords(sequential, parallel, compare === 'count') ?? (compare === 'content' ? { missing: 1, extra: 0 } : SAME);
}

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
