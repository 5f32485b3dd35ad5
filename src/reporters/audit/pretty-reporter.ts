/**
 * The human audit report: one block per wired handler, named by its wiring and pointing at the file
 * and line, with what the run showed and each finding with its fix; then what could not be read,
 * the baseline, and the gate. Findings about several handlers are shown once, under the first.
 */
import { styleText } from 'node:util';
import type { AuditDocument, AuditFinding, AuditLocation, AuditWiring } from './audit-schema.js';
import { CAP_REACHED_RULE } from './audit-run-findings.js';
import { printable } from '../../findings/printable.js';
import { describeOracleBasis } from '../../agents/oracle-basis.js';
import type { Reporter } from '../reporter.js';

type Style = Parameters<typeof styleText>[0];
type Paint = (style: Style, text: string) => string;

const SEVERITY: Record<AuditFinding['severity'], [string, Style]> = { error: ['✗ error', 'red'], warning: ['! warn ', 'yellow'], info: ['· info ', 'cyan'] };
const VERDICT: Record<string, [string, Style]> = {
  pass: ['passed', 'green'],
  warn: ['passed with warnings', 'yellow'],
  fail: ['failed', 'red'],
  'no-evidence': ['no evidence (a guard whose controls never fired, or that has none)', 'magenta'],
};
const GATE: Record<AuditDocument['summary']['gate'], [string, Style]> = { pass: ['PASS', 'green'], fail: ['FAIL', 'red'], 'no-evidence': ['NO EVIDENCE', 'magenta'] };

export const auditPrettyReporter: Reporter<AuditDocument> = {
  render(document, options) {
    const paint: Paint = (style, text) => (options.color ? styleText(style, text) : text);
    const files = new Set(document.wiring.map((wiring) => wiring.location.file));
    const lines = [
      paint('bold', `hookcheck ${document.tool.version} audit of ${document.target}`),
      paint('dim', `${document.wiring.length} hook handler(s) in ${files.size} file(s), judged as Claude Code ${document.agentVersion}; ${document.summary.ran} ran in the sandbox`),
      paint('dim', describeOracleBasis([{ agent: 'claude-code', agentVersion: document.agentVersion }], 0)),
      ...(document.project === undefined ? [] : [paint('dim', `$CLAUDE_PROJECT_DIR: ${printable(document.project.dir)} (${printable(document.project.from)})`)]),
      '',
    ];
    const byHook = groupByFirstHook(document);
    const labels = new Map(document.wiring.map((wiring) => [wiring.id, wiring.label]));
    for (const wiring of document.wiring) lines.push(...renderWiring(wiring, byHook.get(wiring.id) ?? [], document, labels, paint), '');
    const isHeartbeat = (finding: AuditFinding) => finding.rule.startsWith('heartbeat/');
    if (document.summary.heartbeats !== undefined) lines.push(...renderHeartbeats(document, (byHook.get('') ?? []).filter(isHeartbeat), labels, paint), '');
    const loose = (byHook.get('') ?? []).filter((finding) => !isHeartbeat(finding));
    if (loose.length > 0) {
      lines.push(paint('bold', 'Configuration'));
      for (const finding of loose) lines.push(...renderFinding(finding, labels, paint));
      lines.push('');
    }
    lines.push(...renderBaseline(document, paint), renderGate(document, paint));
    return `${lines.join('\n')}\n`;
  },
};

/** The declared heartbeats: each one's verdict and scenario count, then its findings. */
function renderHeartbeats(document: AuditDocument, findings: readonly AuditFinding[], labels: ReadonlyMap<string, string>, paint: Paint): string[] {
  const lines = [paint('bold', 'Heartbeats')];
  for (const heartbeat of document.heartbeats ?? []) {
    const count = (status: string) => heartbeat.scenarios.filter((scenario) => scenario.status === status).length;
    const style = heartbeat.verdict === 'pass' ? 'green' : heartbeat.verdict === 'fail' ? 'red' : 'yellow';
    lines.push(
      `  ${paint(style, heartbeat.verdict.toUpperCase())}  ${printable(heartbeat.name)}  ${paint('dim', `${count('pass')} pass, ${count('fail')} fail, ${count('no-evidence')} no evidence, ${count('not-applicable')} not applicable`)}`,
    );
  }
  for (const finding of findings) lines.push(...renderFinding(finding, labels, paint));
  return lines;
}

function groupByFirstHook(document: AuditDocument): Map<string, AuditFinding[]> {
  const known = new Set(document.wiring.map((wiring) => wiring.id));
  const groups = new Map<string, AuditFinding[]>();
  for (const finding of document.findings) {
    const key = finding.hooks.find((id) => known.has(id)) ?? '';
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return groups;
}

function renderWiring(wiring: AuditWiring, findings: readonly AuditFinding[], document: AuditDocument, labels: ReadonlyMap<string, string>, paint: Paint): string[] {
  const lines = [paint('bold', printable(wiring.label)), paint('dim', `  ${at(wiring.location)}${wiring.command === undefined ? '' : `  ${printable(wiring.command)}`}`)];
  lines.push(`  ${describeRun(wiring, document, paint)}`);
  const shared = document.findings.find((finding) => finding.hooks.indexOf(wiring.id) > 0);
  if (findings.length === 0 && shared !== undefined) lines.push(paint('dim', `  shares findings with ${printable(labels.get(shared.hooks[0]!) ?? shared.hookLabel)} (listed there)`));
  else if (findings.length === 0) lines.push(paint('green', '  ✓ no findings'));
  for (const finding of findings) lines.push(...renderFinding(finding, labels, paint));
  return lines;
}

function describeRun(wiring: AuditWiring, document: AuditDocument, paint: Paint): string {
  if (wiring.run.hook === undefined) return paint('dim', `not run: ${wiring.run.skipped ?? 'no reason given'}`);
  const hook = document.run?.hooks[wiring.run.hook];
  if (hook === undefined) return paint('dim', 'not run');
  const [text, style] = shownVerdict(
    hook.verdict,
    document.findings.filter((finding) => finding.hooks.includes(wiring.id)),
  );
  const probes = hook.probes !== undefined && hook.probes.controls > 0 ? `, ${hook.probes.fired}/${hook.probes.controls} controls fired` : '';
  return `${paint(style, `ran: ${text}`)}${paint('dim', ` — ${hook.stats.cases} cases on ${hook.events.join(', ')}${probes}, p95 ${hook.stats.durationsMs.p95} ms`)}`;
}

/**
 * The run's verdict, unless the audit took its failure back: a case only hookcheck's cap ended is a
 * warning here, so the handler did not fail.
 */
function shownVerdict(verdict: string, findings: readonly AuditFinding[]): [string, Style] {
  if (verdict !== 'fail' || findings.some((finding) => finding.severity === 'error')) return VERDICT[verdict] ?? [verdict, 'dim'];
  if (findings.some((finding) => finding.rule === CAP_REACHED_RULE)) return ["cut short by hookcheck's --timeout", 'yellow'];
  return VERDICT['warn']!;
}

function renderFinding(finding: AuditFinding, labels: ReadonlyMap<string, string>, paint: Paint): string[] {
  // A guard's missing evidence is its own verdict, not an error of the gate (build-audit-document.ts).
  const [mark, style] = finding.noEvidence ? (['? no evidence', 'magenta'] as [string, Style]) : SEVERITY[finding.severity];
  const accepted = finding.baseline === 'accepted';
  const head = `  ${paint(accepted ? 'dim' : style, accepted ? 'accepted' : mark)}  ${paint('bold', finding.rule)}  ${paint('dim', at(finding.location))}`;
  const lines = [head, `           ${printable(finding.message)}`];
  if (finding.fix !== undefined) lines.push(`           ${paint('cyan', 'fix:')} ${printable(finding.fix)}`);
  if (finding.hooks.length > 1)
    lines.push(
      paint(
        'dim',
        `           also: ${finding.hooks
          .slice(1)
          .map((id) => printable(labels.get(id) ?? id))
          .join('; ')}`,
      ),
    );
  return lines;
}

function renderBaseline(document: AuditDocument, paint: Paint): string[] {
  const { baseline } = document;
  if (baseline === undefined) return [];
  const lines = [paint('bold', `Baseline ${baseline.file}${baseline.updated ? ' (just written)' : ''}: ${baseline.accepted} accepted, ${baseline.new} new, ${baseline.stale.length} stale`)];
  for (const stale of baseline.stale) lines.push(`  ${paint('red', '✗ stale')}  ${stale.rule} on ${printable(stale.hookLabel)}: accepted, but no longer occurs (${printable(stale.message)})`);
  if (baseline.stale.length > 0) lines.push(paint('dim', '  A stale entry fails the gate until the baseline is rewritten: hookcheck audit … --baseline <file> --update-baseline'));
  lines.push('');
  return lines;
}

function renderGate(document: AuditDocument, paint: Paint): string {
  const { summary } = document;
  const [text, style] = GATE[summary.gate];
  const counts = `${summary.errors} error(s), ${summary.warnings} warning(s)${summary.noEvidence > 0 ? `, ${summary.noEvidence} hook(s) without evidence` : ''}${summary.stale > 0 ? `, ${summary.stale} stale baseline entr${summary.stale === 1 ? 'y' : 'ies'}` : ''}`;
  const startedNowhere = summary.gate === 'no-evidence' && summary.noEvidence === 0 && summary.ran > 0;
  const hint = startedNowhere
    ? ' — no hook could start here (a program or the network it needs is missing): nothing was judged; audit where they can run'
    : summary.gate === 'no-evidence'
      ? ' — add probes that must make each guard fire (hookcheck init writes a starter config), or --canaries'
      : '';
  const partial = summary.interrupted ? 'INTERRUPTED, partial report: ' : '';
  return `${paint(style, `${partial}Gate: ${text}`)} — ${counts}${hint}`;
}

function at(location: AuditLocation): string {
  return location.line === undefined ? location.file : `${location.file}:${location.line}`;
}
