/**
 * The same payload twice in a row, as an agent fires a hook twice (two settings files, a resumed
 * session), held to one run: the second answer must have the same effect, and the files must end
 * as one run leaves them, a log gaining the same records again aside. Two single runs in fresh
 * folders first tell what differs between any two runs (times, pids): that is not state.
 */
import { isBlocking } from '../oracle/effect.js';
import { createScratchArea, type ScratchArea } from '../workspace/scratch-area.js';
import { scratchAreas, takeSnapshot } from '../sandbox/snapshot.js';
import { learnNoise, stateDifference } from '../sandbox/state-diff.js';
import { isAppendedAgain } from '../sandbox/state-records.js';
import { assertHookSubject, type HookSubject } from './hook-subject.js';
import { runCaseIn, type CaseRun, type RunCaseOptions } from './run-case.js';

export interface TwiceRun {
  readonly first: CaseRun;
  readonly second: CaseRun;
  /** The second answer does what the first did. */
  readonly sameEffect: boolean;
  /** Files the second run changed beyond what one run leaves (logs that gained the same records again are not). */
  readonly diverged: readonly string[];
}

export async function runTwice(hook: HookSubject, payload: Readonly<Record<string, unknown>> | string, options: RunCaseOptions = {}): Promise<TwiceRun> {
  assertHookSubject(hook, 'runTwice');
  const once = async () =>
    inArea(options.project, async (scratch) => {
      await runCaseIn(scratch, hook, payload, options);
      return snapshotOf(scratch);
    });
  const [afterOnce, afterOnceAgain] = [await once(), await once()];
  return inArea(options.project, async (scratch) => {
    const before = snapshotOf(scratch);
    const first = await runCaseIn(scratch, hook, payload, options);
    const second = await runCaseIn(scratch, hook, payload, options);
    const afterTwice = snapshotOf(scratch);
    const changed = stateDifference(afterOnce, afterTwice, learnNoise(afterOnce, afterOnceAgain));
    const diverged = changed.filter((path) => !isAppendedAgain(before[path], afterOnce[path], afterTwice[path]));
    const sameEffect = first.effect.kind === second.effect.kind && isBlocking(first.effect.kind) === isBlocking(second.effect.kind);
    return { first, second, sameEffect, diverged };
  });
}

const snapshotOf = (scratch: ScratchArea) => takeSnapshot(scratchAreas(scratch), scratch.root);

async function inArea<T>(project: string | undefined, work: (scratch: ScratchArea) => Promise<T>): Promise<T> {
  const scratch = await createScratchArea(project);
  try {
    return await work(scratch);
  } finally {
    await scratch.remove();
  }
}
