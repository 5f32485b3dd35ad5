/**
 * The audit as phases: 1. lint the wiring; 2. run every command hook through the run phases with
 * the events and matchers it is wired with; 3. lint again with what the run measured (a catch-all
 * matcher only costs something if the hook is slow); 4. run the heartbeats the config declares
 * (HEARTBEATS.md's scenarios), gated with the hooks. Returns data; the CLI renders and gates.
 */
import { releaseSnapshots } from '../engine/released-snapshots.js';
import { matcherMatches, readMatcher } from '../../specs/claude-code/matcher.js';
import { runHooks } from '../engine/run.js';
import type { EngineEnvironment } from '../engine/run-target.js';
import type { RunSettings } from '../engine/settings.js';
import type { HookReport, HookTarget, RunResult } from '../model/run/hook-report.js';
import { isBlocking } from '../oracle/effect.js';
import type { HeartbeatSpec } from '../heartbeat/declaration.js';
import { runHeartbeat, type HeartbeatReport } from '../heartbeat/run-heartbeat.js';
import type { HeartbeatTools } from '../heartbeat/tools.js';
import { runLints } from './lints/index.js';
import type { HeartbeatFiles, LintFiles, LintFinding, Measured } from './lints/lint.js';
import type { Discovery, WiredHook } from './types.js';
import { wiringTargets, type WiringTarget } from './wiring-targets.js';
import { hookTrustOf } from './hook-trust-of.js';
import { driveMods, type ModReport } from './mods/drive-mods.js';
import type { PluginCheck } from '../live/validate-plugin.js';
import type { AgentId } from '../agents/index.js';
import type { HookTrustReport } from '../live/agent-driver.js';

export interface AuditInput {
  readonly discovery: Discovery;
  readonly agentVersion: string;
  readonly files: LintFiles;
  /** The declared heartbeats' lock and state, for the lints of hooks that read them (with `--no-run` too). */
  readonly heartbeatFiles?: readonly HeartbeatFiles[];
  /** What the agents that keep trust said of the project's hooks (asked before the audit); absent: not asked. */
  readonly agentTrust?: ReadonlyMap<AgentId, HookTrustReport>;
  /** What Claude Code's validator said of each plugin that loads a mod, by plugin root (asked before the audit). */
  readonly modChecks?: ReadonlyMap<string, PluginCheck>;
  /** How to run the hooks; null lints only (`--no-run`). */
  readonly run: {
    readonly settings: RunSettings;
    readonly environment: EngineEnvironment;
    readonly maxTimeoutMs: number;
    /** Adds what the command line asks of every hook (canaries, --allow-no-controls). */
    readonly prepare?: (target: HookTarget, hooks: readonly WiredHook[]) => HookTarget;
    /** Called once every target is prepared, before any runs (the CLI says what the preparation left out, and starts its progress). */
    readonly onPrepared?: (targets: readonly WiringTarget[]) => void;
    /** Each target's report as soon as it is done, in the order they finish (the CLI's progress). */
    readonly onHookDone?: (report: HookReport, target: WiringTarget) => void;
    /** The heartbeats the config declares, run after the hooks. */
    readonly heartbeats?: AuditHeartbeats;
  } | null;
}

export interface AuditHeartbeats {
  /** The config that declares them (findings point at it). */
  readonly configFile: string;
  readonly specs: readonly HeartbeatSpec[];
  /** What runs them, or why they cannot run here (then each is "no evidence", never a pass). */
  readonly tools: HeartbeatTools | { readonly unavailable: string };
  /** Called before the first heartbeat runs (the hooks are done by then). */
  readonly onStart?: () => void;
  readonly onHeartbeatDone?: (report: HeartbeatReport) => void;
}

export interface AuditResult {
  readonly discovery: Discovery;
  readonly lintFindings: readonly LintFinding[];
  /** The targets run, in the order of `result.hooks`; null when nothing ran. */
  readonly run: { readonly targets: readonly WiringTarget[]; readonly result: RunResult } | null;
  /** Handlers that were not run, by id, with why. */
  readonly skipped: ReadonlyMap<string, string>;
  /** The mods the plugins load, as driven in the sandbox (none with --no-run). */
  readonly mods?: readonly ModReport[];
  /** The declared heartbeats: each one's report, or why none could run; null when none are declared or nothing ran (--no-run). */
  readonly heartbeats?: { readonly configFile: string; readonly reports: readonly HeartbeatReport[]; readonly notRun: { readonly names: readonly string[]; readonly reason: string } | null } | null;
}

export async function runAudit({ discovery, agentVersion, files, heartbeatFiles = [], agentTrust = new Map(), modChecks = new Map(), run }: AuditInput): Promise<AuditResult> {
  const trust = hookTrustOf(discovery.hooks, agentTrust);
  // A mod runs third-party code too: only when the hooks run, in their sandbox.
  const mods = run === null ? [] : await driveMods(discovery.mods, run.settings, run.environment);
  const checked = discovery.mods.flatMap((mod) => (modChecks.has(mod.pluginRoot) ? [{ mod, check: modChecks.get(mod.pluginRoot)! }] : []));
  const lintContext = { hooks: discovery.hooks, agentVersion, files, measured: new Map<string, Measured>(), heartbeats: heartbeatFiles, trust, mods, modChecks: checked };
  const staticFindings = runLints(lintContext);
  // A handler the agent never fires or that cannot start is the lints' finding; running it would test a hook that never runs.
  const neverFires = new Map(
    staticFindings
      .filter((finding) => neverFiring(finding, discovery, agentVersion))
      .flatMap((finding) => finding.hookIds.map((id) => [id, `${CANNOT_START.has(finding.lint) ? 'it cannot start' : 'it never fires'} (${finding.lint})`] as const)),
  );
  const planned = wiringTargets(
    discovery.hooks.filter((hook) => !neverFires.has(hook.id)),
    { agentVersion, maxTimeoutMs: run?.maxTimeoutMs ?? Number.POSITIVE_INFINITY },
  );
  for (const [id, why] of neverFires) planned.skipped.set(id, why);
  if (run === null) {
    const skipped = new Map(discovery.hooks.map((hook) => [hook.id, planned.skipped.get(hook.id) ?? '--no-run']));
    return { discovery, lintFindings: staticFindings, run: null, skipped, heartbeats: null };
  }
  if (planned.targets.length === 0) return { discovery, lintFindings: staticFindings, run: null, skipped: planned.skipped, mods, heartbeats: await runHeartbeats(run.heartbeats) };
  const byId = new Map(discovery.hooks.map((hook) => [hook.id, hook]));
  const targets = planned.targets.map((item) => ({
    ...item,
    target:
      run.prepare?.(
        item.target,
        item.wiringIds.map((id) => byId.get(id)!),
      ) ?? item.target,
  }));
  run.onPrepared?.(targets);
  const onHookFinished = (report: HookReport, index: number) => run.onHookDone?.(report, targets[index]!);
  const result = await runHooks(
    targets.map(({ target }) => target),
    run.settings,
    run.environment,
    { onHookFinished, retain: releaseSnapshots },
  );
  const measured = measure(targets, result);
  const heartbeats = result.interrupted ? null : await runHeartbeats(run.heartbeats);
  return { discovery, lintFindings: runLints({ ...lintContext, measured }), run: { targets, result }, skipped: planned.skipped, mods, heartbeats };
}

async function runHeartbeats(heartbeats: AuditHeartbeats | undefined): Promise<AuditResult['heartbeats']> {
  if (heartbeats === undefined || heartbeats.specs.length === 0) return null;
  const { configFile, specs, tools } = heartbeats;
  if ('unavailable' in tools) return { configFile, reports: [], notRun: { names: specs.map((spec) => spec.name), reason: tools.unavailable } };
  const reports: HeartbeatReport[] = [];
  heartbeats.onStart?.();
  for (const spec of specs) {
    const report = await runHeartbeat(spec, tools);
    heartbeats.onHeartbeatDone?.(report);
    reports.push(report);
  }
  return { configFile, reports, notRun: null };
}

const CANNOT_START: ReadonlySet<string> = new Set(['script-missing', 'script-not-executable']);

/** Lint findings that mean the agent never runs the handler (an argument-style matcher only when it matches not even the bare tool name), or it never starts. */
function neverFiring(finding: LintFinding, discovery: Discovery, agentVersion: string): boolean {
  if (finding.lint === 'matcher-invalid-regex') return true;
  // A script that is missing or not executable never starts: its lint says so, and a run would only say it again.
  if (CANNOT_START.has(finding.lint)) return true;
  const hook = discovery.hooks.find((item) => item.id === finding.hookIds[0]);
  const matcher = typeof hook?.matcher === 'string' ? hook.matcher : '';
  // `Bash|mcp__memory` still fires for Bash: only a list of server-only names never fires.
  if (finding.lint === 'matcher-mcp-server-only') return readMatcher(matcher, agentVersion).names.every((name) => name.startsWith('mcp__') && !name.slice(5).includes('__'));
  if (finding.lint !== 'matcher-argument-style') return false;
  const tool = /^(\w+)\(/.exec(matcher)?.[1] ?? '';
  return !matcherMatches(matcher, tool, agentVersion);
}

/** p95 over the valid cases, and whether the hook ever blocked, for each handler a target ran for. */
function measure(targets: readonly WiringTarget[], result: RunResult): Map<string, Measured> {
  const measured = new Map<string, Measured>();
  result.hooks.forEach((report, index) => {
    const blocked = report.results.some((caseResult) => isBlocking(caseResult.effect.kind));
    for (const id of targets[index]!.wiringIds) measured.set(id, { p95Ms: report.durationsMs.p95, blocked });
  });
  return measured;
}
