/**
 * Runs the registered checks over what was observed. `launch` goes first: a case whose hook never
 * started is only a launch problem, and the other checks would repeat it in other words.
 */
import { checks } from '../checks/index.js';
import { CHECK_IDS } from '../findings/check-ids.js';
import type { CheckContext } from '../checks/check.js';
import type { Finding } from '../findings/finding.js';
import type { Verdict } from '../model/run/hook-report.js';
import { inferRole } from './role/role.js';
import { foldRootCauses } from './root-causes.js';

/** All findings for one hook, repeats folded, the first case kept as the example. */
export function judgeResults(context: CheckContext): Finding[] {
  const launchFindings = checks.launch.run(context);
  const failedCases = new Set(launchFindings.map((finding) => finding.caseId));
  // The role is read from every case: one that never started shows no decision, so it changes nothing.
  const role = context.role ?? inferRole(context);
  const started = { ...context, role, results: context.results.filter(({ testCase }) => !failedCases.has(testCase.id)) };
  const others = CHECK_IDS.filter((id) => id !== 'launch').flatMap((id) => (started.results.length > 0 ? checks[id].run(started) : []));
  return collapseRepeats(foldRootCauses([...launchFindings, ...others], started.results));
}

/** Keeps the first finding of each (check, code, detail) and counts how often it was seen. */
function collapseRepeats(findings: readonly Finding[]): Finding[] {
  const seen = new Map<string, { finding: Finding; count: number }>();
  for (const finding of findings) {
    // Severity too: a crash on input no agent sends (a warning) must not hide one on input it does.
    const key = `${finding.check}/${finding.code}/${finding.severity}/${finding.args['detail'] ?? ''}`;
    const entry = seen.get(key);
    if (entry) entry.count++;
    else seen.set(key, { finding, count: 1 });
  }
  return [...seen.values()].map(({ finding, count }) => (count > 1 ? { ...finding, args: { ...finding.args, occurrences: count } } : finding));
}

/**
 * A hook that decides and never fired on any case (the controls check's `no-controls` error says
 * so) is "no evidence", unless something else already failed it (a crash is worth fixing first,
 * and says more than the missing controls); then fail on any error, warn on any warning, pass.
 */
export function decideVerdict(findings: readonly Finding[]): Verdict {
  const errors = findings.filter((finding) => finding.severity === 'error');
  const withoutEvidence = errors.some((finding) => finding.check === 'controls' && finding.code === 'no-controls');
  if (withoutEvidence && errors.every((finding) => finding.check === 'controls')) return 'no-evidence';
  if (errors.length > 0) return 'fail';
  if (findings.some((finding) => finding.severity === 'warning')) return 'warn';
  return 'pass';
}
