/**
 * The human report: one block per hook, findings grouped by check, each with the case that shows
 * it, what happened, what Claude Code would do, and a line that reproduces it.
 */
import { styleText } from 'node:util';
import { excerpt } from '../../findings/excerpt.js';
import { describeOracleBasis } from '../../oracle/oracle-basis.js';
import type { Reporter } from '../reporter.js';
import type { ReportCase, ReportDocument, ReportFinding, ReportFuzz, ReportHook, ReportProbes, ReportState } from './report-schema.js';

const STDIN_PREVIEW_CHARS = 300;
const REPRODUCE_MAX_CHARS = 2000;

type Style = Parameters<typeof styleText>[0];

export const prettyReporter: Reporter<ReportDocument> = {
  render(document, options) {
    const paint = (style: Style, text: string) => (options.color ? styleText(style, text) : text);
    const lines = [paint('bold', `hookcheck ${document.tool.version}`), ''];
    for (const hook of document.hooks) lines.push(...renderHook(hook, paint), '');
    if (document.hooks.length > 0) lines.push(paint('dim', describeOracleBasis(document.hooks.map((hook) => hook.agentVersion), document.hooks.reduce((sum, hook) => sum + (hook.live?.cases.length ?? 0), 0))));
    lines.push(renderSummary(document, paint));
    return `${lines.join('\n')}\n`;
  },
};

type Paint = (style: Style, text: string) => string;

const VERDICT_MARK: Record<ReportHook['verdict'], [string, Style]> = {
  pass: ['✓ pass', 'green'],
  warn: ['! warn', 'yellow'],
  fail: ['✗ fail', 'red'],
  'no-evidence': ['? no evidence', 'magenta'],
};
const SEVERITY_STYLE: Record<ReportFinding['severity'], Style> = { error: 'red', warning: 'yellow', info: 'cyan' };

function renderHook(hook: ReportHook, paint: Paint): string[] {
  const [mark, style] = VERDICT_MARK[hook.verdict];
  const { p50, p95, max } = hook.stats.durationsMs;
  const matcher = hook.matcher === undefined ? '' : ` matcher ${JSON.stringify(hook.matcher)}`;
  const lines = [
    `${paint(style, mark)}  ${paint('bold', hook.name === undefined ? hook.command : `${hook.name}: ${hook.command}`)}`,
    paint('dim', `   ${hook.events.join(', ')}${matcher} (from ${hook.eventsFrom}) · Claude Code ${hook.agentVersion} · posture ${hook.posture} · timeout ${hook.timeoutMs} ms`),
    paint('dim', `   ${hook.stats.cases} cases · per call p50 ${p50} ms, p95 ${p95} ms, max ${max} ms`),
  ];
  if (hook.live) {
    const { agentVersion, cases, agreed } = hook.live;
    const unconfirmed = cases.filter((item) => item.live?.unconfirmed !== undefined).length;
    const style: Style = agreed + unconfirmed === cases.length ? (unconfirmed === 0 ? 'green' : 'yellow') : 'red';
    lines.push(paint(style, `   live: ${cases.length} case(s) replayed in Claude Code ${agentVersion}; ${agreed} agree with the oracle${unconfirmed === 0 ? '' : `, ${unconfirmed} could not be confirmed`}`));
    for (const replayed of cases.filter((item) => !hook.findings.some((finding) => finding.case?.id === item.id))) lines.push(paint('dim', `     ${replayed.label}: ${describeLive(replayed)}`));
  }
  if (hook.role) lines.push(paint('dim', `   role: ${hook.role.role} — ${hook.role.why}`));
  if (hook.probes) lines.push(...renderProbes(hook.probes, hook.role, paint));
  if (hook.sandbox) lines.push(renderSandbox(hook.sandbox, paint));
  if (hook.project) lines.push(renderProject(hook.project, paint));
  if (hook.state) lines.push(renderState(hook.state, paint));
  if (hook.fuzz) lines.push(...renderFuzz(hook, hook.fuzz, paint));
  if (hook.regressions) lines.push(...renderRegressions(hook.regressions, paint));
  if (hook.stoppedEarly) lines.push(paint('yellow', `   stopped after the first case: ${hook.stoppedEarly}`));
  const checks = [...new Set(hook.findings.map((finding) => finding.check))];
  for (const check of checks) {
    lines.push('', `   ${paint('bold', check)}`);
    for (const finding of hook.findings.filter((item) => item.check === check)) lines.push(...renderFinding(finding, hook.fuzz, paint));
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
function renderProbes(probes: ReportProbes, role: ReportHook['role'], paint: Paint): string[] {
  const percent = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value * 1000) / 10}%`);
  const [style, text] = describeEvidence(probes, role);
  const counts = `${probes.fired}/${probes.controls} controls fired (recall ${percent(probes.recall)}), ${probes.blocked}/${probes.benign} benign held back (false positives ${percent(probes.falsePositiveRate)})`;
  const lines = [paint(style, `   controls: ${counts}; ${text}`)];
  for (const result of probes.results) {
    const mark = result.passed ? paint('green', '✓') : paint('red', '✗');
    lines.push(`     ${mark} ${paint('dim', `${result.role ?? 'probe'}`.padEnd(8))}${result.name}${result.passed ? '' : paint('dim', ` — ${result.failures.join('; ')}`)}`);
  }
  if (probes.notApplicable.length > 0) lines.push(paint('dim', `     not sent (the agent would not send them to this hook): ${probes.notApplicable.map((item) => item.name).join(', ')} — ${probes.notApplicable[0]!.reason}`));
  return lines;
}

/** Missing controls mean "no evidence" only for a govern hook that fired on nothing else either. */
function describeEvidence(probes: ReportProbes, role: ReportHook['role']): [Style, string] {
  const missing = probes.evidence === 'no-controls' || probes.evidence === 'no-control-fired';
  if (missing && role !== undefined && role.role !== 'govern') return ['dim', `no controls fired, none needed: the hook's role is ${role.role}`];
  if (missing && role?.evidenceCaseId !== undefined) return ['yellow', `${probes.evidence === 'no-controls' ? 'no controls' : 'no control fired'}, but the run shows the hook deciding [${role.evidenceCaseId}]`];
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

function renderFinding(finding: ReportFinding, fuzz: ReportFuzz | undefined, paint: Paint): string[] {
  const times = finding.occurrences > 1 ? paint('dim', ` (seen ${finding.occurrences}×)`) : '';
  const lines = [`   ${paint(SEVERITY_STYLE[finding.severity], finding.severity.padEnd(7))} ${finding.message}${times}`];
  if (finding.case) lines.push(...renderCase(finding.case, paint));
  const failure = fuzz?.failures.find((item) => item.caseId === finding.case?.id);
  if (failure) lines.push(...renderShrunk(failure, paint));
  return lines;
}

function renderShrunk(failure: ReportFuzz['failures'][number], paint: Paint): string[] {
  const indent = '            ';
  const how = failure.shrinkComplete ? `in ${failure.shrinkSteps} step(s), ${failure.shrinkTries} tries` : `in ${failure.shrinkSteps} step(s) before a limit stopped it (smaller, maybe not minimal)`;
  const minimal = failure.stdin.length > REPRODUCE_MAX_CHARS ? `${failure.stdin.slice(0, REPRODUCE_MAX_CHARS)}… (${failure.stdin.length} chars)` : failure.stdin;
  return [
    paint('dim', `${indent}shrunk    to ${failure.minimalBytes} bytes from ${failure.originalBytes} ${how}; ${failure.occurrences} generated case(s) failed this way`),
    paint('dim', `${indent}minimal   ${minimal}`),
    `${indent}${paint('dim', 'replay')}    hookcheck replay ${failure.id}`,
  ];
}

function renderCase(testCase: ReportCase, paint: Paint): string[] {
  const indent = '            ';
  const { outcome, effect } = testCase;
  const happened = outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind === 'killed' ? `killed by ${outcome.signal}` : outcome.kind;
  const stdin = testCase.stdin.length > STDIN_PREVIEW_CHARS ? `${testCase.stdin.slice(0, STDIN_PREVIEW_CHARS)}… (${testCase.stdin.length} chars)` : testCase.stdin || '(empty)';
  const reproduce = testCase.reproduce.length > REPRODUCE_MAX_CHARS ? '(payload too long to paste: take case.reproduce from --reporter json)' : testCase.reproduce;
  const lines = [
    paint('dim', `${indent}case      ${testCase.label} [${testCase.id}]`),
    paint('dim', `${indent}stdin     ${stdin}`),
    paint('dim', `${indent}outcome   ${happened} in ${outcome.durationMs} ms → Claude Code: ${effect.kind}${effect.reason ? ` (${excerpt(effect.reason)})` : ''}${describeEffectExtras(effect)}`),
  ];
  if (outcome.stderr.trim()) lines.push(paint('dim', `${indent}stderr    ${excerpt(outcome.stderr)}`));
  if (outcome.stdout.trim()) lines.push(paint('dim', `${indent}stdout    ${excerpt(outcome.stdout)}`));
  if (testCase.live) lines.push(paint(testCase.live.unconfirmed !== undefined ? 'yellow' : testCase.live.agreesWithOracle ? 'green' : 'red', `${indent}live      ${describeLive(testCase)}`));
  lines.push(`${indent}${paint('dim', 'reproduce')} ${reproduce}`);
  return lines;
}

/** What the agent does beside the effect's kind: rewrites the tool input, ends the turn, reports an error. */
function describeEffectExtras(effect: ReportCase['effect']): string {
  const extras = [
    ...(effect.rewrite ? [`runs the tool with ${excerpt(JSON.stringify(effect.rewrite))}`] : []),
    ...(effect.endsTurn ? ['then ends the turn'] : []),
    ...(effect.hookError && effect.kind !== 'non-blocking-error' ? ['and reports a hook error'] : []),
  ];
  return extras.length === 0 ? '' : `, ${extras.join(', ')}`;
}

function describeLive({ live }: ReportCase): string {
  if (!live) return '';
  if (live.unconfirmed !== undefined) return `could not be confirmed in Claude Code ${live.agentVersion}: ${live.unconfirmed}`;
  const went = live.continued === undefined ? '' : live.continued ? ', the agent continued' : ', the agent stopped';
  const what = `${live.effect}, tool ran: ${live.toolRan ? 'yes' : 'no'}${went}${live.modelSaw ? `; the model saw "${excerpt(live.modelSaw)}"` : ''}`;
  return live.agreesWithOracle ? `confirmed by Claude Code ${live.agentVersion} (${what})` : `the agent disagrees: Claude Code ${live.agentVersion} ${what}; the oracle predicted ${live.predicted}`;
}

function renderSummary(document: ReportDocument, paint: Paint): string {
  const { hooks, cases, errors, warnings } = document.summary;
  const failed = document.hooks.filter((hook) => hook.verdict === 'fail').length;
  const noEvidence = document.hooks.filter((hook) => hook.verdict === 'no-evidence').length;
  const unproven = noEvidence > 0 ? `; ${noEvidence} hook(s) without evidence (no control fired)` : '';
  const text = `${hooks} hook(s), ${cases} cases: ${errors} error(s), ${warnings} warning(s); ${failed} hook(s) failed${unproven}`;
  return paint(errors > 0 ? 'red' : noEvidence > 0 ? 'magenta' : warnings > 0 ? 'yellow' : 'green', text);
}
