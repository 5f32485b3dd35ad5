/**
 * Progress on a terminal: one line on stderr, redrawn in place at most once a second: items done of
 * the total, invocations so far, what the last one was (the phase), the time so far and left. The
 * clock redraws it too, so the time moves while a slow hook runs. The first draw waits for the first
 * tick or invocation: a report header written to the same terminal at the start comes first.
 */
import type { CaseResult } from '../../model/run/hook-report.js';
import { describeTimeLeft, formatDuration } from './format-progress.js';
import type { Progress, ProgressPlan, ProgressStream } from './progress.js';
import type { ProgressClock } from './progress-clock.js';

const REDRAW_EVERY_MS = 1000;
const WIPE = '\r\x1b[K';

export function createTerminalProgress(stream: ProgressStream, clock: ProgressClock): Progress {
  let plan: ProgressPlan | null = null;
  let startedAt = 0;
  let invocations = 0;
  let done = 0;
  let phase = '';
  let shown = false;
  let lastDrawn = Number.NEGATIVE_INFINITY;
  let stopTicking: (() => void) | null = null;
  let stopped = false;
  const draw = (force: boolean) => {
    const now = clock.now();
    if (plan === null || (!force && now - lastDrawn < REDRAW_EVERY_MS)) return;
    lastDrawn = now;
    shown = true;
    const elapsed = now - startedAt;
    const parts = [`${done}/${plan.total} ${plan.unit}(s) done`, `${invocations} invocation(s)`, phase, formatDuration(elapsed), describeTimeLeft(done, plan.total, elapsed)];
    stream.write(`${WIPE}  ${parts.filter(Boolean).join(' · ')}`);
  };
  const clear = () => {
    if (shown) stream.write(WIPE);
    shown = false;
    lastDrawn = Number.NEGATIVE_INFINITY;
  };
  return {
    begin(given) {
      if (stopped) return;
      plan = given;
      startedAt = clock.now();
      stopTicking ??= clock.every(REDRAW_EVERY_MS, () => draw(false));
    },
    onCaseDone({ testCase }: CaseResult) {
      invocations++;
      phase = `${testCase.kind} ${testCase.event}`;
      draw(false);
    },
    onItemDone() {
      done++;
      if (shown) draw(true);
    },
    onGroupDone() {
      if (shown) draw(true);
    },
    clear,
    stop() {
      stopped = true;
      stopTicking?.();
      stopTicking = null;
      clear();
      plan = null;
    },
  };
}
