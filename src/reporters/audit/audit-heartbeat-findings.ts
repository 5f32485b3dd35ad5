/**
 * The declared heartbeats' verdicts as audit findings, pointing at their entry in the config: one
 * error per rule a heartbeat breaks (with the line that shows the failing tick by hand), and a
 * "no evidence" warning for a heartbeat no scenario could judge or that could not run here. The
 * gate fails on the first and never passes on the second.
 */
import { fingerprint } from './baseline.js';
import type { AuditResult } from '../../audit/run-audit.js';
import { RULES } from '../../heartbeat/scenarios/scenario.js';
import type { AuditFinding } from './audit-schema.js';

type Heartbeats = NonNullable<AuditResult['heartbeats']>;

export function heartbeatFindings(heartbeats: Heartbeats, configShown: string): AuditFinding[] {
  const at = (name: string, index: number) => ({ hooks: [], hookLabel: `heartbeat ${name}`, location: { file: configShown, jsonPath: `heartbeats[${index}]` } });
  const judged = heartbeats.reports.flatMap((report, index): AuditFinding[] => {
    const broken = report.findings.map((finding): AuditFinding => ({
      source: 'run',
      rule: `heartbeat/${finding.rule}`,
      severity: 'error',
      message: `Heartbeat ${report.name}: ${finding.message}`,
      fix: `${RULES[finding.rule]}: make the script keep it. Show the first failing tick by hand: ${finding.reproduce}`,
      ...at(report.name, index),
      fingerprint: fingerprint(`heartbeat/${finding.rule}`, [report.name], finding.scenarios.join(',')),
    }));
    if (report.verdict !== 'no-evidence') return broken;
    const why = report.clock.follows
      ? (report.scenarios.find((scenario) => scenario.status === 'no-evidence')?.detail ?? 'no scenario applied')
      : `its clock does not follow the fake one (${report.clock.detail})`;
    return [
      ...broken,
      {
        source: 'run',
        rule: 'heartbeat/no-evidence',
        severity: 'warning',
        message: `Heartbeat ${report.name}: no scenario gave evidence: ${why}.`,
        ...at(report.name, index),
        fingerprint: fingerprint('heartbeat/no-evidence', [report.name], ''),
        noEvidence: true,
      },
    ];
  });
  const notRun = (heartbeats.notRun?.names ?? []).map((name, index): AuditFinding => ({
    source: 'run',
    rule: 'heartbeat/not-run',
    severity: 'warning',
    message: `Heartbeat ${name} was not run: ${heartbeats.notRun!.reason}`,
    ...at(name, index),
    fingerprint: fingerprint('heartbeat/not-run', [name], ''),
    noEvidence: true,
  }));
  return [...judged, ...notRun];
}
