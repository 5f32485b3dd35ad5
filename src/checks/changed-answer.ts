/**
 * How much it matters that the same call got two answers (the severity rule, findings/finding.ts).
 * Denying a call once and letting it through the next time, or the reverse, is what a nudge or a
 * budget is for ("quote the instruction first", "ten commands a session"), and the payloads a run
 * generates are ordinary calls no guard must stop: a warning, which says what a guard would lose.
 * Where the call is a probe the hook is held to, or one of the answers is a crash, it is an error.
 */
import type { EffectKind } from '../oracle/effect.js';
import type { TestCase } from '../model/run/hook-report.js';
import type { Severity } from '../findings/finding.js';

export function changedAnswerSeverity(first: EffectKind, second: EffectKind, testCaseKind: TestCase['kind']): Severity {
  if (testCaseKind === 'probe' || first === 'non-blocking-error' || second === 'non-blocking-error') return 'error';
  return 'warning';
}
