/**
 * What the audit says of one target's run findings, where the audit knows more than the run: a
 * launch failure of a program interpreter-missing already names is that lint's finding, not a
 * second one; and a case that hookcheck's own per-case cap (--timeout) ended before the time the
 * wiring gives the hook was not judged at all, so every finding it made (a timeout, a "crash" on
 * garbage) becomes one warning that says the cap is hookcheck's and what the wiring allows.
 */
import { basename } from 'node:path';
import type { HookReport } from '../../model/run/hook-report.js';
import type { Finding } from '../../findings/finding.js';
import type { LintFinding } from '../../audit/lints/lint.js';
import type { WiringTarget } from '../../audit/wiring-targets.js';

export const CAP_REACHED_RULE = 'timeout/hookcheck-cap-reached';

interface AuditRunFindings {
  /** The run's findings the audit reports as they are. */
  readonly kept: readonly Finding[];
  /** One warning about hookcheck's cap, when it ended cases before the wired timeout. */
  readonly capReached: { readonly message: string; readonly event: string } | null;
}

export function auditRunFindings(report: HookReport, target: WiringTarget, lintFindings: readonly LintFinding[]): AuditRunFindings {
  const missing = lintFindings.flatMap((finding) => (finding.missingProgram !== undefined && finding.hookIds.some((id) => target.wiringIds.includes(id)) ? [finding.missingProgram] : []));
  const capped = report.results.filter(({ testCase, outcome }) => testCase.kind !== 'stdin-open' && outcome.kind === 'timed-out' && outcome.timeoutMs < target.wiredTimeoutMs);
  const cappedIds = new Set(capped.map(({ testCase }) => testCase.id));
  const kept = report.findings.filter((finding) => !sameMissingProgram(finding, missing) && !(finding.caseId !== undefined && cappedIds.has(finding.caseId)));
  const first = capped[0];
  if (first === undefined || first.outcome.kind !== 'timed-out') return { kept, capReached: null };
  // "Fix the timeout" is not for the hook to do when the cap was hookcheck's: the warning below says what is.
  const keptUncapped = kept.filter((finding) => (finding.code as string) !== 'timeout-cases-not-sent');
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  const wired = target.wiredTimeoutFrom === 'wiring' ? `the wiring allows ${seconds(target.wiredTimeoutMs)}` : `no "timeout" is wired, so Claude Code waits up to ${seconds(target.wiredTimeoutMs)}`;
  const more = capped.length > 1 ? ` and ${capped.length - 1} more case(s)` : '';
  return {
    kept: keptUncapped,
    capReached: {
      event: first.testCase.event,
      message: `hookcheck's per-case cap of ${seconds(first.outcome.timeoutMs)} (--timeout) ended the hook on ${first.testCase.event} (${first.testCase.label}${more}); ${wired}. Those cases were not judged: audit again with --timeout ${Math.ceil(target.wiredTimeoutMs / 1000)} to see whether it finishes in time.`,
    },
  };
}

/** A launch failure whose stderr names the program interpreter-missing reported (`uv: command not found`): one cause, reported once. */
function sameMissingProgram(finding: Finding, programs: readonly string[]): boolean {
  if (finding.check !== 'launch' || programs.length === 0) return false;
  const stderr = String(finding.args['stderr'] ?? '');
  return programs.some((program) => new RegExp(`(?:^|[\\s/'"‘:])${escapeRegExp(basename(program))}(?:$|[\\s'"’:])`, 'm').test(stderr));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
