/**
 * hookcheck's exit codes, and the one table that turns each command's result into one. Only the
 * CLI sets the exit code; the commands return what this table says.
 *   0 clean · 1 error findings · 2 hookcheck could not do its job · 3 no evidence
 * `hookcheck record` stands in for the hook, so it passes the hook's own code on instead.
 */
import type { Verdict } from '../model/run/hook-report.js';
import type { ScoreVerdict } from '../mutate/score.js';
import type { AuditDocument } from '../reporters/audit/audit-schema.js';

export const EXIT = { clean: 0, findings: 1, failed: 2, noEvidence: 3 } as const;

type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Each command's result, and its code. A thrown HookcheckError is `failed` (see main.ts). */
const EXIT_TABLE = {
  /** One entry per hook; the worst wins: a failed hook outweighs one without evidence. */
  run: { fail: EXIT.findings, 'no-evidence': EXIT.noEvidence, warn: EXIT.clean, pass: EXIT.clean },
  /** The audit's CI gate. */
  audit: { fail: EXIT.findings, 'no-evidence': EXIT.noEvidence, pass: EXIT.clean },
  /** The mutation score against its thresholds (mutate, and merge-reports for the shards joined). */
  mutate: { 'below-break': EXIT.findings, 'no-score': EXIT.noEvidence, pass: EXIT.clean },
} as const satisfies Record<string, Record<string, ExitCode>>;

const RUN_ORDER: readonly Verdict[] = ['fail', 'no-evidence', 'warn', 'pass'];

/** `hookcheck run`: the worst verdict of the hooks run. */
export function exitForVerdicts(verdicts: readonly Verdict[]): ExitCode {
  const worst = RUN_ORDER.find((verdict) => verdicts.includes(verdict));
  return worst === undefined ? EXIT.clean : EXIT_TABLE.run[worst];
}

/** `hookcheck replay`: the one saved failure, run again, still has error findings or not. */
export function exitForErrors(errors: number): ExitCode {
  return errors > 0 ? EXIT.findings : EXIT.clean;
}

export function exitForGate(gate: AuditDocument['summary']['gate']): ExitCode {
  return EXIT_TABLE.audit[gate];
}

export function exitForScore(verdict: ScoreVerdict): ExitCode {
  return EXIT_TABLE.mutate[verdict.kind];
}
