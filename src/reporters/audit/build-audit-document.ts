/**
 * AuditResult → the audit report document: the wiring, one flat list of findings (discovery
 * problems, lints, run findings) each pointing at a file and line, the baseline's verdict, the run
 * report, and the gate. Every reporter renders from this, so all of them say the same.
 */
import type { ModReport } from '../../audit/mods/drive-mods.js';
import type { HookReport } from '../../model/run/hook-report.js';
import { formatFinding } from '../../findings/codes.js';
import { buildReportDocument } from '../run/report-document.js';
import { compareWithBaseline, fingerprint, type Baseline } from './baseline.js';
import { shownPath } from '../../audit/discover/read-hooks-object.js';
import { LINTS } from '../../audit/lints/index.js';
import type { AuditResult } from '../../audit/run-audit.js';
import type { SourceLocation } from '../../audit/types.js';
import { ungroupProbeFailures } from '../../engine/root-causes.js';
import { auditRunFindings, CAP_REACHED_RULE } from './audit-run-findings.js';
import { heartbeatFindings } from './audit-heartbeat-findings.js';
import { heartbeatEntry } from '../heartbeat/heartbeat-document.js';
import { AUDIT_SCHEMA_VERSION, type AuditDocument, type AuditFinding, type AuditLocation } from './audit-schema.js';

/** Finding arguments that tell two findings of one rule apart and do not change between runs. */
const STABLE_ARGS = ['detail', 'event', 'fault'] as const;

interface AuditDocumentOptions {
  readonly target: string;
  readonly toolVersion: string;
  readonly agentVersion: string;
  /** The baseline compared against (after --update-baseline: the one just written). */
  readonly baseline?: { readonly file: string; readonly content: Baseline; readonly updated: boolean };
  /** The hooks were meant to run (not --no-run): if none could, the audit exercised nothing and cannot pass. */
  readonly runRequested: boolean;
  /** Finding paths are written relative to this folder: where CI checks out, so annotations land on the right files. */
  readonly pathsFrom: string;
}

export function buildAuditDocument(result: AuditResult, options: AuditDocumentOptions): AuditDocument {
  const { discovery } = result;
  const shown = (file: string) => shownPath(options.pathsFrom, file);
  const where = (location: SourceLocation): AuditLocation => ({
    file: shown(location.file),
    ...(location.jsonPath === '' ? {} : { jsonPath: location.jsonPath }),
    ...(location.line === undefined ? {} : { line: location.line }),
    ...(location.column === undefined ? {} : { column: location.column }),
  });
  const labels = new Map(discovery.hooks.map((hook) => [hook.id, hook.label]));
  // A handler as a baseline knows it: its file, event, matcher and command, not its place in a list.
  const identities = new Map(discovery.hooks.map((hook) => [hook.id, JSON.stringify([hook.id.split('#')[0], hook.event, hook.matcher ?? null, hook.command ?? hook.type, hook.args ?? null])]));
  const identity = (id: string) => identities.get(id) ?? id;
  const runIndex = new Map(result.run?.targets.flatMap((target, index) => target.wiringIds.map((id) => [id, index] as const)) ?? []);
  const run = result.run === null ? null : buildReportDocument(result.run.result, options.toolVersion);

  const problemFindings = discovery.problems.map((problem): AuditFinding => ({
    source: 'lint',
    rule: 'config-unreadable',
    severity: 'error',
    message: problem.message,
    fix: problem.hint,
    hooks: [],
    hookLabel: shown(problem.file),
    location: { file: shown(problem.file), ...(problem.line === undefined ? {} : { line: problem.line }) },
    // Digits out: a syntax error keeps its fingerprint when lines above it change.
    fingerprint: fingerprint('config-unreadable', [shownPath(discovery.root, problem.file)], problem.message.replace(/\d+/g, '#')),
  }));
  const lintFindings = result.lintFindings.map((finding): AuditFinding => ({
    source: 'lint',
    rule: finding.lint,
    severity: finding.severity,
    message: finding.message,
    fix: finding.fix,
    hooks: [...finding.hookIds],
    hookLabel: labels.get(finding.hookIds[0] ?? '') ?? shown(finding.location.file),
    location: where(finding.location),
    fingerprint: fingerprint(finding.lint, finding.hookIds.map(identity), finding.subject ?? ''),
  }));
  const runFindings = (result.run?.result.hooks ?? []).flatMap((report, index) => {
    const target = result.run!.targets[index]!;
    const ids = target.wiringIds;
    const first = discovery.hooks.find((hook) => hook.id === ids[0])!;
    const { kept, capReached } = auditRunFindings(report, target, result.lintFindings);
    const shownRun = (rule: string, severity: AuditFinding['severity'], message: string, key: string): AuditFinding => ({
      source: 'run',
      rule,
      severity,
      message,
      hooks: [...ids],
      hookLabel: first.label,
      location: where(first.location),
      fingerprint: fingerprint(rule, ids.map(identity), key),
    });
    return [
      // What tells two findings of one rule apart and holds from run to run (no case labels: they are drawn from the seed).
      ...ungroupProbeFailures(kept).map((finding) =>
        shownRun(`${finding.check}/${finding.code}`, finding.severity, formatFinding(finding), STABLE_ARGS.map((name) => String(finding.args[name] ?? '')).join('|')),
      ),
      ...(capReached === null ? [] : [shownRun(CAP_REACHED_RULE, 'warning', capReached.message, `|${capReached.event}|`)]),
    ];
  });
  const beats = result.heartbeats ?? null;
  const all = [...problemFindings, ...lintFindings, ...runFindings, ...(beats === null ? [] : heartbeatFindings(beats, shown(beats.configFile)))];
  const ranSomething = runIndex.size > 0 || (beats?.reports.length ?? 0) > 0 || (result.mods ?? []).some(exercisedMod);
  const compared = options.baseline === undefined ? { findings: all, stale: [] } : compareWithBaseline(all, options.baseline.content, ranSomething ? ['lint', 'run'] : ['lint']);
  const counted = compared.findings.filter((finding) => finding.baseline !== 'accepted');
  const noEvidenceHooks = new Set(run?.hooks.flatMap((hook, index) => (hook.verdict === 'no-evidence' ? result.run!.targets[index]!.wiringIds : [])) ?? []);
  // A guard without working controls is "no evidence", not a failure: its controls findings say so.
  const isEvidence = (finding: AuditFinding) => finding.rule.startsWith('controls/') && finding.hooks.some((id) => noEvidenceHooks.has(id));
  const failing = counted.filter((finding) => finding.severity === 'error' && !isEvidence(finding));
  const findings = compared.findings.map((finding) => (finding.severity === 'error' && isEvidence(finding) ? { ...finding, noEvidence: true as const } : finding));
  // No baseline can turn "nothing shows this guard works" into a pass.
  // A run where no hook could start here (uv, gh or the network missing: "not judged here") judged nothing either.
  const startedNowhere = result.run !== null && result.run.result.hooks.length > 0 && result.run.result.hooks.every(couldNotStartHere);
  const ranNothing = (options.runRequested && !ranSomething) || startedNowhere;
  const heartbeatsWithoutEvidence = beats === null ? 0 : beats.reports.filter((report) => report.verdict === 'no-evidence').length + (beats.notRun?.names.length ?? 0);
  // A run cut short (Ctrl-C) judged only part of what it was asked: it never passes.
  const interrupted = result.run?.result.interrupted === true;
  const gate = failing.length > 0 || compared.stale.length > 0 ? 'fail' : noEvidenceHooks.size > 0 || heartbeatsWithoutEvidence > 0 || ranNothing || interrupted ? 'no-evidence' : 'pass';

  return {
    schemaVersion: AUDIT_SCHEMA_VERSION,
    kind: 'audit',
    tool: { name: 'hookcheck', version: options.toolVersion },
    target: options.target,
    agentVersion: options.agentVersion,
    project: { dir: shown(discovery.projectDir) || '.', from: discovery.projectFrom },
    wiring: discovery.hooks.map((hook) => ({
      id: hook.id,
      agent: hook.agent,
      scope: hook.scope,
      label: hook.label,
      location: where(hook.location),
      event: hook.event,
      ...(typeof hook.matcher === 'string' ? { matcher: hook.matcher } : {}),
      type: hook.type,
      ...(hook.command === undefined ? {} : { command: hook.command }),
      async: hook.async,
      ...(hook.inactive === undefined ? {} : { inactive: hook.inactive }),
      run: runIndex.has(hook.id) ? { hook: runIndex.get(hook.id)! } : { skipped: result.skipped.get(hook.id) ?? 'not run' },
    })),
    searched: discovery.searched.map((entry) => ({ file: shown(entry.file), found: entry.found })),
    problems: discovery.problems.map((problem) => ({ ...problem, file: shown(problem.file) })),
    findings,
    rules: LINTS.filter((lint) => all.some((finding) => finding.rule === lint.id)).map(({ id, title, description }) => ({ id, title, description })),
    ...(options.baseline === undefined
      ? {}
      : {
          baseline: {
            file: options.baseline.file,
            accepted: compared.findings.filter((finding) => finding.baseline === 'accepted').length,
            new: counted.length,
            stale: compared.stale.map((entry) => ({ fingerprint: entry.fingerprint, rule: entry.rule, hookLabel: labels.get(entry.hook) ?? entry.hook, message: entry.message })),
            updated: options.baseline.updated,
          },
        }),
    run,
    ...(beats === null ? {} : { heartbeats: beats.reports.map(heartbeatEntry) }),
    summary: {
      handlers: discovery.hooks.length,
      ran: runIndex.size,
      errors: failing.length,
      warnings: counted.filter((finding) => finding.severity === 'warning').length,
      noEvidence: (run?.summary.noEvidence ?? 0) + heartbeatsWithoutEvidence,
      ...(beats === null ? {} : { heartbeats: beats.reports.length + (beats.notRun?.names.length ?? 0) }),
      stale: compared.stale.length,
      gate,
      ...(interrupted ? { interrupted: true as const } : {}),
    },
  };
}

/** Launch findings that say this machine, not the hook, kept it from starting. */
const NOT_JUDGED_HERE = new Set(['launch-program-missing-here', 'launch-needs-network']);

/** The hook never got past its start on any case, for want of what this machine lacks. */
function couldNotStartHere(hook: HookReport): boolean {
  return hook.findings.some(({ code }) => NOT_JUDGED_HERE.has(code)) && hook.results.every(({ outcome }) => outcome.kind !== 'exited' || outcome.exitCode !== 0);
}

/** A mod some call went through a hook of, judged (its hooks used no mods API): driven, not only loaded. */
function exercisedMod(report: ModReport): boolean {
  return (report.drive?.calls ?? []).some((call) => call.hooks > 0 && call.usedApi === undefined);
}
