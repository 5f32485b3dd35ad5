/**
 * A finding is coded data: the check that raised it, a stable code, a severity, typed arguments and
 * the case it was seen on. The sentence a person reads is made from it by `formatFinding`.
 */
import type { CheckId } from './check-ids.js';
import type { FindingCode } from './codes.js';

/**
 * The one severity rule every check in run and audit applies:
 * - **error**: harm in an agent the hook is wired for (or run as), on input that agent sends, on a
 *   machine that has what the hook needs: a guard that fails open, a hook that hangs the agent, an
 *   answer the agent rejects, a write that runs code or leaks credentials.
 * - **warning**: a real weakness that no agent shows as harm: a crash on input no agent sends (empty
 *   stdin, text that is not JSON), a write outside the project that is the hook's own log or state.
 * - **info**: what a reader should know and need not act on.
 * What hookcheck could not judge here (no network, a missing tool, its own cap) is none of these:
 * the report says "not judged" with the reason.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  readonly check: CheckId;
  readonly code: FindingCode;
  readonly severity: Severity;
  /** Values the message is built from (exit codes, event names, excerpts). */
  readonly args: Readonly<Record<string, string | number>>;
  /** The case that shows it; absent for findings about the whole hook. */
  readonly caseId?: string;
  /**
   * The findings this one stands for, folded into it because they share its root cause (controls
   * that failed the same way, the controls a lost answer cost): every one stays named.
   */
  readonly covers?: readonly Finding[];
}
