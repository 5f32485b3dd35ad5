/**
 * RunResult → the JSON report document. Pretty and JSON both render from this, so both say the same.
 */
import { formatFinding } from '../../findings/codes.js';
import type { Finding } from '../../findings/finding.js';
import type { CaseResult, HookReport, RunResult } from '../../model/run/hook-report.js';
import { formatHookCommand } from '../../runner/hook-command.js';
import type { AgentId } from '../../agents/index.js';
import { AGENTS } from '../../agents/index.js';
import type { HookOutcome } from '../../model/outcome.js';
import { formatReproduction } from './reproduce.js';
import { reportedStdin } from './long-runs.js';
import { REPORT_SCHEMA_VERSION, type ReportCase, type ReportDocument, type ReportHook } from './report-schema.js';

const OUTPUT_EXCERPT_CHARS = 4000;

/** Builds the report document for a run. */
export function buildReportDocument(result: RunResult, toolVersion: string): ReportDocument {
  const hooks = result.hooks.map(buildHook);
  const findings = hooks.flatMap((hook) => hook.findings);
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: 'hookcheck', version: toolVersion },
    hooks,
    ...(result.comparedWith === undefined ? {} : { agents: result.comparedWith.map(describeAgent) }),
    ...(result.interrupted ? { interrupted: true as const } : {}),
    summary: {
      hooks: hooks.length,
      cases: hooks.reduce((sum, hook) => sum + hook.stats.cases, 0),
      errors: findings.filter((finding) => finding.severity === 'error').length,
      warnings: findings.filter((finding) => finding.severity === 'warning').length,
      noEvidence: hooks.filter((hook) => hook.verdict === 'no-evidence').length,
    },
  };
}

function describeAgent(agent: AgentId): NonNullable<ReportDocument['agents']>[number] {
  const oracle = AGENTS[agent];
  const basis = oracle.basis(oracle.latestVersion);
  const event = oracle.nativeEvent('PreToolUse') ?? 'none';
  return basis?.kind === 'recorded'
    ? { id: agent, name: oracle.name, version: oracle.latestVersion, event, basis: 'recorded', rows: basis.rows }
    : { id: agent, name: oracle.name, version: oracle.latestVersion, event, basis: 'unverified' };
}

function buildHook(report: HookReport): ReportHook {
  const byId = new Map(report.results.map((result) => [result.testCase.id, result]));
  return {
    ...(report.target.name === undefined ? {} : { name: report.target.name }),
    command: formatHookCommand(report.target.command),
    agent: report.agent,
    agentVersion: report.agentVersion,
    // A hook run as another agent is reported on that agent's event.
    events: report.target.agent === undefined ? [...report.target.events] : [report.target.agent.event],
    ...(report.target.matcher === undefined ? {} : { matcher: report.target.matcher }),
    eventsFrom: report.target.eventsFrom,
    posture: report.posture,
    timeoutMs: report.target.timeoutMs,
    verdict: report.verdict,
    ...(report.stoppedEarly === null ? {} : { stoppedEarly: report.stoppedEarly }),
    ...(report.interrupted ? { interrupted: true as const } : {}),
    findings: report.findings.map((finding) => buildFinding(finding, report, byId)),
    stats: { cases: report.results.length, durationsMs: report.durationsMs },
    sandbox: buildSandbox(report.sandbox),
    ...(report.project ? { project: { ...report.project, readOnly: [...report.project.readOnly], leftOut: report.project.leftOut.map((item) => ({ ...item, examples: [...item.examples] })) } } : {}),
    ...buildProbesSummary(report),
    ...buildRole(report),
    ...buildStateSummary(report),
    ...buildFuzzSummary(report),
    ...(report.regressions.length === 0 ? {} : { regressions: report.regressions.map((item) => ({ ...item })) }),
    ...buildLiveSummary(report),
  };
}

/** Shown when there is something to say: probes ran, or a guard has none. */
function buildProbesSummary({ probes }: HookReport): Pick<ReportHook, 'probes'> {
  if (probes.results.length === 0 && !probes.guard && probes.notApplicable.length === 0) return {};
  // The canaries set aside as not what the guard guards are listed in notApplicable, by name and reason.
  const { outOfScope: _listedAsNotApplicable, ...counted } = probes;
  return {
    probes: {
      ...counted,
      results: probes.results.map((result) => ({ ...result, failures: [...result.failures] })),
      notApplicable: probes.notApplicable.map((item) => ({ ...item })),
    },
  };
}

function buildRole({ role }: HookReport): Pick<ReportHook, 'role'> {
  if (role === undefined) return {};
  return { role: { role: role.role, from: role.from, why: role.why, ...(role.evidence === null ? {} : { evidenceCaseId: role.evidence.caseId }) } };
}

function buildStateSummary({ experiments }: HookReport): Pick<ReportHook, 'state'> {
  if (experiments === undefined) return {};
  return {
    state: {
      caseId: experiments.caseId,
      label: experiments.label,
      faults: experiments.faults.map(({ fault, run, skipped }) => ({ fault, ran: run !== undefined, ...(skipped === undefined ? {} : { skipped }) })),
      concurrentRuns: experiments.concurrency.count,
      unobserved: [...experiments.unobserved],
    },
  };
}

function buildFuzzSummary({ fuzz }: HookReport): Pick<ReportHook, 'fuzz'> {
  if (fuzz === undefined) return {};
  return {
    fuzz: {
      seed: fuzz.seed,
      runs: fuzz.runs,
      planned: fuzz.planned,
      executed: { ...fuzz.executed },
      ...(fuzz.stoppedBy === null ? {} : { stoppedBy: fuzz.stoppedBy }),
      digest: fuzz.digest,
      failures: fuzz.failures.map(({ regression, ...failure }) => ({
        ...failure,
        stdin: regression.stdin ?? `(base64) ${regression.stdinBase64 ?? ''}`,
      })),
    },
  };
}

function buildLiveSummary(report: HookReport): Pick<ReportHook, 'live'> {
  const replayed = report.results.filter((result) => result.live !== undefined);
  if (replayed.length === 0) return {};
  return {
    live: {
      agent: replayed[0]!.live!.agent,
      agentVersion: replayed[0]!.live!.agentVersion,
      cases: replayed.map((result) => buildCase(result, report)),
      agreed: replayed.filter((result) => result.live!.agreesWithOracle).length,
    },
  };
}

function buildFinding(finding: Finding, report: HookReport, byId: Map<string, CaseResult>) {
  const result = finding.caseId === undefined ? undefined : byId.get(finding.caseId);
  const occurrences = typeof finding.args['occurrences'] === 'number' ? finding.args['occurrences'] : 1;
  return {
    check: finding.check,
    code: finding.code,
    severity: finding.severity,
    message: formatFinding(finding),
    occurrences,
    ...(result ? { case: buildCase(result, report) } : {}),
    ...(finding.covers === undefined ? {} : { covers: finding.covers.map(buildCovered) }),
  };
}

function buildCovered(finding: Finding) {
  const name = finding.args['name'];
  return {
    check: finding.check,
    code: finding.code,
    ...(name === undefined ? {} : { name: String(name) }),
    ...(finding.caseId === undefined ? {} : { caseId: finding.caseId }),
    message: formatFinding(finding),
  };
}

function buildCase({ testCase, outcome, effect, live }: CaseResult, report: HookReport): ReportCase {
  return {
    id: testCase.id,
    kind: testCase.kind,
    label: testCase.label,
    event: testCase.event,
    ...reportedStdin(testCase.stdin),
    ...(testCase.origin === undefined ? {} : { origin: testCase.origin }),
    outcome: buildOutcome(outcome),
    effect: {
      kind: effect.kind,
      ...(effect.reason === undefined ? {} : { reason: effect.reason }),
      context: [...effect.context],
      ...(effect.userMessage === undefined ? {} : { userMessage: effect.userMessage }),
      ...(effect.hookError ? { hookError: true } : {}),
      ...(effect.endsTurn ? { endsTurn: true } : {}),
      ...(effect.rewrite === undefined ? {} : { rewrite: { ...effect.rewrite } }),
      ...(effect.failedClosed ? { failedClosed: true } : {}),
    },
    reproduce: formatReproduction(report.target.command, testCase),
    ...(live ? { live: { ...live } } : {}),
  };
}

function buildOutcome(outcome: HookOutcome): ReportCase['outcome'] {
  const common = {
    durationMs: outcome.durationMs,
    stdout: outcome.stdout.slice(0, OUTPUT_EXCERPT_CHARS),
    stderr: outcome.stderr.slice(0, OUTPUT_EXCERPT_CHARS),
    stdoutBytes: outcome.stdoutBytes,
    stderrBytes: outcome.stderrBytes,
    leftoverProcesses: [...outcome.leftovers.processes],
    ...(outcome.cpuWaitMs === undefined ? {} : { cpuWaitMs: outcome.cpuWaitMs }),
    ...(outcome.ownTime === undefined ? {} : { ownTime: { ...outcome.ownTime } }),
  };
  switch (outcome.kind) {
    case 'exited':
      return { kind: outcome.kind, exitCode: outcome.exitCode, ...common };
    case 'killed':
      return { kind: outcome.kind, signal: outcome.signal, ...common };
    case 'timed-out':
      return { kind: outcome.kind, timeoutMs: outcome.timeoutMs, killedWith: outcome.killedWith, ...common };
    case 'spawn-failed':
      return { kind: outcome.kind, spawnError: `${outcome.code}: ${outcome.message}`, ...common };
  }
}

/** The sandbox description, with its lists copied out of the engine's read-only data. */
function buildSandbox({ limits, ...sandbox }: HookReport['sandbox']): ReportHook['sandbox'] {
  return { ...sandbox, ...(limits ? { limits: { applied: [...limits.applied], notApplied: [...limits.notApplied] } } : {}) };
}
