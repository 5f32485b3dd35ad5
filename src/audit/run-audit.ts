/**
 * The audit as phases: 1. lint the wiring; 2. run every command hook through the run phases with
 * the events and matchers it is wired with; 3. lint again with what the run measured (a catch-all
 * matcher only costs something if the hook is slow). Returns data; the CLI renders and gates.
 */
import { runHooks } from '../engine/run.js';
import type { EngineEnvironment, RunSettings } from '../engine/run-target.js';
import type { HookTarget, RunResult } from '../engine/types.js';
import { isBlocking } from '../oracle/effect.js';
import { runLints } from './lints/index.js';
import type { LintFiles, LintFinding, Measured } from './lints/lint.js';
import type { Discovery, WiredHook } from './types.js';
import { wiringTargets, type WiringTarget } from './wiring-targets.js';

export interface AuditInput {
  readonly discovery: Discovery;
  readonly agentVersion: string;
  readonly files: LintFiles;
  /** How to run the hooks; null lints only (`--no-run`). */
  readonly run: {
    readonly settings: RunSettings;
    readonly environment: EngineEnvironment;
    readonly maxTimeoutMs: number;
    /** Adds what the command line asks of every hook (canaries, --allow-no-controls). */
    readonly prepare?: (target: HookTarget, hooks: readonly WiredHook[]) => HookTarget;
    /** Called once every target is prepared, before any runs (the CLI says what the preparation left out). */
    readonly onPrepared?: () => void;
  } | null;
}

export interface AuditResult {
  readonly discovery: Discovery;
  readonly lintFindings: readonly LintFinding[];
  /** The targets run, in the order of `result.hooks`; null when nothing ran. */
  readonly run: { readonly targets: readonly WiringTarget[]; readonly result: RunResult } | null;
  /** Handlers that were not run, by id, with why. */
  readonly skipped: ReadonlyMap<string, string>;
}

export async function runAudit({ discovery, agentVersion, files, run }: AuditInput): Promise<AuditResult> {
  const lintContext = { hooks: discovery.hooks, agentVersion, files, measured: new Map<string, Measured>() };
  const staticFindings = runLints(lintContext);
  const planned = wiringTargets(discovery.hooks, { agentVersion, maxTimeoutMs: run?.maxTimeoutMs ?? Number.POSITIVE_INFINITY });
  if (run === null) {
    const skipped = new Map(discovery.hooks.map((hook) => [hook.id, planned.skipped.get(hook.id) ?? 'not run (--no-run)']));
    return { discovery, lintFindings: staticFindings, run: null, skipped };
  }
  if (planned.targets.length === 0) return { discovery, lintFindings: staticFindings, run: null, skipped: planned.skipped };
  const byId = new Map(discovery.hooks.map((hook) => [hook.id, hook]));
  const targets = planned.targets.map((item) => ({ ...item, target: run.prepare?.(item.target, item.wiringIds.map((id) => byId.get(id)!)) ?? item.target }));
  run.onPrepared?.();
  const result = await runHooks(targets.map(({ target }) => target), run.settings, run.environment);
  const measured = measure(targets, result);
  return { discovery, lintFindings: runLints({ ...lintContext, measured }), run: { targets, result }, skipped: planned.skipped };
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
