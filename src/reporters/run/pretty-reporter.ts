/**
 * The human report: a header, one block per hook, findings grouped by check, each with the case
 * that shows it, what happened, what Claude Code would do, and a line that reproduces it; then the
 * closing lines. Each part renders on its own, so a hook's block can be printed when it is done.
 */
import { AGENTS } from '../../agents/index.js';
import { styleText } from 'node:util';
import { describeOracleBasis } from '../../agents/oracle-basis.js';
import type { RenderOptions, StreamingReporter } from '../reporter.js';
import { describeLive, renderFinding, renderShrunk, type Paint } from './pretty-finding.js';
import type { ReportDocument, ReportFuzz, ReportHook, ReportProbes, ReportState } from './report-schema.js';

type Style = Parameters<typeof styleText>[0];

export const prettyReporter: StreamingReporter<ReportDocument, ReportHook> = {
  render: (document, options) => `${renderHeader(document, options)}${document.hooks.map((hook) => renderHookBlock(hook, options)).join('')}${renderClosing(document, options)}`,
  renderHeader: (document, options) => renderHeader(document, options),
  renderPart: (hook, options) => renderHookBlock(hook, options),
  renderClosing: (document, options) => renderClosing(document, options),
};

function paintFor(options: RenderOptions): Paint {
  return (style, text) => (options.color ? styleText(style, text) : text);
}

/** The first lines: the tool and its version, and a blank line. */
export function renderHeader(document: Pick<ReportDocument, 'tool'>, options: RenderOptions): string {
  return `${paintFor(options)('bold', `hookcheck ${document.tool.version}`)}

`;
}

/** One hook's block, ending in a blank line. */
export function renderHookBlock(hook: ReportHook, options: RenderOptions): string {
  return `${renderHook(hook, paintFor(options), options.verbose ?? false).join('\n')}\n\n`;
}

/** What the verdicts rest on (the oracle's basis) and the summary line. */
export function renderClosing(document: ReportDocument, options: RenderOptions): string {
  const paint = paintFor(options);
  const basis =
    document.hooks.length === 0
      ? ''
      : `${paint(
          'dim',
          describeOracleBasis(
            document.hooks,
            document.hooks.reduce((sum, hook) => sum + (hook.live?.cases.length ?? 0), 0),
          ),
        )}\n`;
  const agents = document.agents === undefined || document.agents.length === 0 ? '' : `${paint('dim', describeAgents(document.agents))}\n`;
  return `${basis}${agents}${renderSummary(document, paint)}\n`;
}

/** "also judged as Gemini CLI 0.61.0 (BeforeTool, recorded truth table of 156 answers), …" */
function describeAgents(agents: NonNullable<ReportDocument['agents']>): string {
  const words = agents.map(
    (agent) =>
      `${agent.name} ${agent.version} (${agent.event}, ${agent.basis === 'recorded' ? `recorded truth table of ${agent.rows} answers` : 'unverified: modelled from hand-written observations'})`,
  );
  return `portability: pre-tool answers also judged as ${words.join(', ')}`;
}

const VERDICT_MARK: Record<ReportHook['verdict'], [string, Style]> = {
  pass: ['✓ pass', 'green'],
  warn: ['! warn', 'yellow'],
  fail: ['✗ fail', 'red'],
  'no-evidence': ['? no evidence', 'magenta'],
};

function renderHook(hook: ReportHook, paint: Paint, verbose: boolean): string[] {
  const [mark, style] = VERDICT_MARK[hook.verdict];
  const { p50, p95, max } = hook.stats.durationsMs;
  const matcher = hook.matcher === undefined ? '' : ` matcher ${JSON.stringify(hook.matcher)}`;
  const lines = [
    `${paint(style, mark)}  ${paint('bold', hook.name === undefined ? hook.command : `${hook.name}: ${hook.command}`)}`,
    paint('dim', `   ${hook.events.join(', ')}${matcher} (from ${hook.eventsFrom}) · ${AGENTS[hook.agent].name} ${hook.agentVersion} · posture ${hook.posture} · timeout ${hook.timeoutMs} ms`),
    paint('dim', `   ${hook.stats.cases} cases · per call p50 ${p50} ms, p95 ${p95} ms, max ${max} ms`),
  ];
  if (hook.live) {
    const { agent, agentVersion, cases, agreed } = hook.live;
    const unconfirmed = cases.filter((item) => item.live?.unconfirmed !== undefined).length;
    const style: Style = agreed + unconfirmed === cases.length ? (unconfirmed === 0 ? 'green' : 'yellow') : 'red';
    lines.push(
      paint(
        style,
        `   live: ${cases.length} case(s) replayed in ${AGENTS[agent].name} ${agentVersion}; ${agreed} agree with the oracle${unconfirmed === 0 ? '' : `, ${unconfirmed} could not be confirmed`}`,
      ),
    );
    for (const replayed of cases.filter((item) => !hook.findings.some((finding) => finding.case?.id === item.id))) lines.push(paint('dim', `     ${replayed.label}: ${describeLive(replayed)}`));
  }
  if (hook.role) lines.push(paint('dim', `   role: ${hook.role.role} — ${hook.role.why}`));
  if (hook.probes) lines.push(...renderProbes(hook.probes, hook.role, paint, verbose));
  if (hook.sandbox) lines.push(renderSandbox(hook.sandbox, paint));
  if (hook.project) lines.push(renderProject(hook.project, paint));
  if (hook.state) lines.push(renderState(hook.state, paint));
  if (hook.fuzz) lines.push(...renderFuzz(hook, hook.fuzz, paint));
  if (hook.regressions) lines.push(...renderRegressions(hook.regressions, paint));
  if (hook.stoppedEarly)
    lines.push(
      paint('yellow', hook.interrupted ? `   ${hook.stoppedEarly}: only what single cases show is judged, and a partial run never passes` : `   stopped after the first case: ${hook.stoppedEarly}`),
    );
  const checks = [...new Set(hook.findings.map((finding) => finding.check))];
  for (const check of checks) {
    lines.push('', `   ${paint('bold', check)}`);
    for (const finding of hook.findings.filter((item) => item.check === check)) lines.push(...renderFinding(finding, hook.fuzz, paint, verbose, AGENTS[hook.agent].name));
  }
  return lines;
}

const EVIDENCE_TEXT: Record<ReportProbes['evidence'], string> = {
  'controls-fired': 'every control fired',
  'some-controls-missed': 'some controls did not fire',
  'no-control-fired': 'NO control fired: nothing below is evidence that this guard works',
  'no-controls': 'no controls: this hook can block, and nothing shows it does; nothing below is evidence that it works',
  'not-a-guard': 'no controls (the hook cannot block)',
};

/** Controls first, as they ran: whether the rest of the report means anything depends on them. */
function renderProbes(probes: ReportProbes, role: ReportHook['role'], paint: Paint, verbose: boolean): string[] {
  const percent = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value * 1000) / 10}%`);
  const [style, text] = describeEvidence(probes, role);
  const counts = `${probes.fired}/${probes.controls} controls fired (recall ${percent(probes.recall)}), ${probes.blocked}/${probes.benign} benign held back (false positives ${percent(probes.falsePositiveRate)})`;
  const lines = [paint(style, `   controls: ${counts}; ${text}`)];
  // The counts say how many held; by name, only those that did not, unless asked for all.
  const passed = probes.results.filter((result) => result.passed);
  for (const result of verbose ? probes.results : probes.results.filter((item) => !item.passed)) {
    const mark = result.passed ? paint('green', '✓') : paint('red', '✗');
    lines.push(`     ${mark} ${paint('dim', `${result.role ?? 'probe'}`.padEnd(8))}${result.name}${result.passed ? '' : paint('dim', ` — ${result.failures.join('; ')}`)}`);
  }
  if (!verbose && passed.length > 0) lines.push(`     ${paint('green', '✓')} ${paint('dim', `${passed.length} probe(s) held as expected (--verbose names them)`)}`);
  // Grouped by reason: the agent would not send some, others are not what the guard guards.
  const byReason = new Map<string, string[]>();
  for (const { name, reason } of probes.notApplicable) byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
  for (const [reason, names] of byReason) lines.push(paint('dim', `     not counted: ${names.join(', ')} — ${reason}`));
  return lines;
}

/** Missing controls mean "no evidence" only for a govern hook that fired on nothing else either. */
function describeEvidence(probes: ReportProbes, role: ReportHook['role']): [Style, string] {
  const missing = probes.evidence === 'no-controls' || probes.evidence === 'no-control-fired';
  if (missing && role !== undefined && role.role !== 'govern') return ['dim', `no controls fired, none needed: the hook's role is ${role.role}`];
  if (missing && role?.evidenceCaseId !== undefined)
    return ['yellow', `${probes.evidence === 'no-controls' ? 'no controls' : 'no control fired'}, but the run shows the hook deciding [${role.evidenceCaseId}]`];
  const style: Style = probes.evidence === 'controls-fired' ? 'green' : probes.evidence === 'not-a-guard' ? 'dim' : 'magenta';
  return [style, EVIDENCE_TEXT[probes.evidence]];
}

/** One line on the project the hook saw; what was left out is yellow, since a hook may have missed it. */
function renderProject(project: NonNullable<ReportHook['project']>, paint: Paint): string {
  const kib = Math.ceil(project.copiedBytes / 1024);
  const shown = project.readOnly.length === 0 ? '' : `; read-only: ${project.readOnly.join(', ')}`;
  const git = project.git ? ', with .git' : '';
  const base = `   project: ${project.copiedFiles} file(s) copied (${kib} KiB, listed by ${project.listedBy}${git})${shown}`;
  if (project.leftOut.length === 0) return paint('dim', base);
  const left = project.leftOut.map(({ reason, count, examples }) => `${count} ${reason} (${examples.slice(0, 3).join(', ')})`).join('; ');
  return paint('yellow', `${base}; left out: ${left}`);
}

function renderSandbox(sandbox: NonNullable<ReportHook['sandbox']>, paint: Paint): string {
  if (sandbox.kind === 'bwrap') return paint('dim', '   sandbox: bubblewrap (host read-only, real HOME hidden, no network, own PID namespace)');
  return paint('yellow', `   sandbox: none (${sandbox.reason ?? 'not asked for'}): hooks ran in plain scratch folders, not contained`);
}

function renderState(state: ReportState, paint: Paint): string {
  const skipped = state.faults.filter((item) => !item.ran);
  const faults = `${state.faults.length - skipped.length} fault(s)${skipped.length > 0 ? ` (not run: ${skipped.map((item) => `${item.fault}: ${item.skipped}`).join('; ')})` : ''}`;
  return paint('dim', `   state: on ${state.label}: run once and twice, ${state.concurrentRuns}× at once and in a row, ${faults}, clean vs full environment`);
}

function renderFuzz(hook: ReportHook, fuzz: ReportFuzz, paint: Paint): string[] {
  const { valid, garbage, repeated } = fuzz.executed;
  const found = fuzz.failures.length === 0 ? 'no new failure' : `${fuzz.failures.length} new failure(s), shrunk`;
  const lines = [paint('dim', `   fuzz: seed ${fuzz.seed} · ${valid + garbage} generated (${valid} valid, ${garbage} invalid; ${repeated} sent twice) · ${found} · digest ${fuzz.digest}`)];
  if (fuzz.stoppedBy) lines.push(paint('yellow', `   fuzz stopped by --max-time after ${valid + garbage} of ${fuzz.planned} generated cases`));
  // A failure whose finding was folded into an earlier one of the same code still gets its lines.
  for (const failure of fuzz.failures.filter((item) => !hook.findings.some((finding) => finding.case?.id === item.caseId))) {
    lines.push(`   ${paint('dim', 'also')}   ${failure.check}/${failure.code} on ${failure.event} ${failure.mutation ?? 'valid payload'}`, ...renderShrunk(failure, paint));
  }
  return lines;
}

function renderRegressions(regressions: NonNullable<ReportHook['regressions']>, paint: Paint): string[] {
  const fixed = regressions.filter((item) => item.status === 'fixed');
  const still = regressions.length - fixed.length;
  const text = `   regressions: ${regressions.length} saved failure(s) run first: ${still} still failing, ${fixed.length} fixed${fixed.length > 0 ? ` (${fixed.map((item) => item.id).join(', ')}; --prune removes them)` : ''}`;
  return [paint(still > 0 ? 'red' : 'green', text)];
}

function renderSummary(document: ReportDocument, paint: Paint): string {
  const { hooks, cases, errors, warnings } = document.summary;
  const failed = document.hooks.filter((hook) => hook.verdict === 'fail').length;
  const noEvidence = document.hooks.filter((hook) => hook.verdict === 'no-evidence').length;
  const unproven = noEvidence > 0 ? `; ${noEvidence} hook(s) without evidence (no control fired)` : '';
  const partial = document.interrupted ? 'INTERRUPTED, partial report: ' : '';
  const text = `${partial}${hooks} hook(s), ${cases} cases: ${errors} error(s), ${warnings} warning(s); ${failed} hook(s) failed${unproven}`;
  return paint(errors > 0 ? 'red' : noEvidence > 0 ? 'magenta' : warnings > 0 ? 'yellow' : 'green', text);
}
