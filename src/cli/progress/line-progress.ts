/**
 * Progress for logs and pipes: whole lines, never redrawn. The first says what is checked and how
 * much (begin); should the totals take longer than FIRST_LINE_MS to know (a config, a sandbox, hook
 * files to parse), a line says the run is being prepared. Then a line as each hook or mutated file
 * is done, with the count, the time so far and an estimate of the time left; and when nothing was
 * written for HEARTBEAT_MS, one line that says the run still moves and when an invocation last
 * finished, so that a hook that runs long does not pass for a hang: a few lines a minute at most,
 * besides one per item.
 */
import { describeTimeLeft, formatDuration } from './format-progress.js';
import type { Progress, ProgressPlan, ProgressStream } from './progress.js';
import type { ProgressClock } from './progress-clock.js';

export const FIRST_LINE_MS = 2000;
export const HEARTBEAT_MS = 15_000;
/** How often the clock is looked at: a line comes at most this late. */
const TICK_MS = 1000;

export function createLineProgress(stream: ProgressStream, clock: ProgressClock): Progress {
  const createdAt = clock.now();
  let plan: ProgressPlan | null = null;
  let startedAt = 0;
  let lastLineAt: number | null = null;
  let lastCaseAt: number | null = null;
  let done = 0;
  const write = (text: string) => {
    stream.write(`hookcheck: ${text}\n`);
    lastLineAt = clock.now();
  };
  const status = (total: number, unit: string) => {
    const elapsed = clock.now() - startedAt;
    return [`${done}/${total} ${unit}(s) done`, `${formatDuration(elapsed)} elapsed`, describeTimeLeft(done, total, elapsed)].filter(Boolean).join(' · ');
  };
  const beat = () => {
    const now = clock.now();
    if (plan === null) {
      if (now < (lastLineAt === null ? createdAt + FIRST_LINE_MS : lastLineAt + HEARTBEAT_MS)) return;
      write(`${lastLineAt === null ? 'preparing' : 'still preparing'} the run (${formatDuration(now - createdAt)} so far)`);
      return;
    }
    if (lastLineAt !== null && now - lastLineAt < HEARTBEAT_MS) return;
    const activity = plan.activity ?? 'hook invocation';
    const last = lastCaseAt === null ? `no ${activity} finished yet` : `last ${activity} finished ${formatDuration(now - lastCaseAt)} ago`;
    write(`still running: ${status(plan.total, plan.unit)} · ${last}`);
  };
  let stopTicking: (() => void) | null = clock.every(TICK_MS, beat);
  return {
    begin(given) {
      if (stopTicking === null) return;
      plan = given;
      startedAt = clock.now();
      write(given.title);
    },
    onCaseDone() {
      lastCaseAt = clock.now();
    },
    onItemDone(item) {
      done++;
      // An item is done when its last invocation is.
      lastCaseAt = clock.now();
      if (item !== undefined && plan !== null) write(`${item.name} — ${item.outcome} · ${status(plan.total, plan.unit)}`);
    },
    onGroupDone(item) {
      if (plan !== null) write(`${item.name} — ${item.outcome} · ${status(plan.total, plan.unit)}`);
    },
    clear: () => undefined,
    stop() {
      stopTicking?.();
      stopTicking = null;
      plan = null;
    },
  };
}
