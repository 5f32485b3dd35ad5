/**
 * A finding is coded data: the check that raised it, a stable code, a severity, typed arguments and
 * the case it was seen on. The sentence a person reads is made from it by `formatFinding`.
 */
import type { CheckId } from '../checks/index.js';
import type { FindingCode } from './codes.js';

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
