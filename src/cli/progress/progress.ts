/**
 * What a long command says while it works, on stderr (reports own stdout): on a terminal one line
 * redrawn in place (terminal-progress.ts); in a log or a pipe, whole lines appended
 * (line-progress.ts), since a CI log shows no carriage return and must still show that the run
 * moves. Each command tells its progress the same things; only what is written differs.
 */
import type { CaseResult } from '../../model/run/hook-report.js';
import { createLineProgress } from './line-progress.js';
import { systemClock, type ProgressClock } from './progress-clock.js';
import { createTerminalProgress } from './terminal-progress.js';

/** Where progress is written: stderr, or a test's fake. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/** The run's size, once the command knows it. */
export interface ProgressPlan {
  /** The first line: what is being checked, with the totals known (`auditing 4 hook(s) wired in .claude/settings.json`). */
  readonly title: string;
  /** Items the run has to finish, and what one is called: 4, `hook`. */
  readonly total: number;
  readonly unit: string;
  /** What finishing shows that the run moves, in the log's "last … finished" line; a hook invocation unless said. */
  readonly activity?: string;
}

/** One item finished, with a line of its own: what it is and what it came to. */
export interface DoneItem {
  readonly name: string;
  readonly outcome: string;
}

export interface Progress {
  /** Called once the totals are known; nothing is written before. */
  begin(plan: ProgressPlan): void;
  /** A hook invocation finished: the counter on a terminal, a sign of life in a log. */
  onCaseDone(result: CaseResult): void;
  /** One item finished: with `item`, a line says what it was (a hook); without, it only counts (a mutant). */
  onItemDone(item?: DoneItem): void;
  /** A group of items finished (a mutated file): a line says what it came to. */
  onGroupDone(item: DoneItem): void;
  /** Wipes the terminal's line (before a report block is written to the same terminal). */
  clear(): void;
  /** Wipes the line and stops the clock: nothing is written after. */
  stop(): void;
}

/** Redrawn on a terminal, appended otherwise. */
export function createProgress(stream: ProgressStream, clock: ProgressClock = systemClock): Progress {
  return stream.isTTY === true ? createTerminalProgress(stream, clock) : createLineProgress(stream, clock);
}
