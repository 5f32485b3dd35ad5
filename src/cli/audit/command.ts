/**
 * `hookcheck audit`: discovery → lints → run phases in the sandbox → one report over all → the
 * gate's exit code. `hookcheck try` audits a scratch copy of a third-party repository after asking.
 */
import { projectSecrets } from '../../config/project-secrets.js';
import { redactReport } from '../../record/redact-report.js';
import { callerEnvironment } from '../caller-environment.js';
import { relative } from 'node:path';
import { runAudit, type AuditInput } from '../../audit/run-audit.js';
import { discoverHooks } from '../../audit/discover/discover-hooks.js';
import { settingsAtRoot } from '../../audit/discover/settings-at-root.js';
import { createLintFiles } from '../../audit/discover/lint-files.js';
import { baselineOf, type Baseline } from '../../reporters/audit/baseline.js';
import { buildAuditDocument } from '../../reporters/audit/build-audit-document.js';
import type { AuditDocument } from '../../reporters/audit/audit-schema.js';
import type { Discovery } from '../../audit/types.js';
import { readBaseline, writeBaseline } from '../../store/baseline-file.js';
import { configProbesForWiring } from '../../audit/config-probes-for-wiring.js';
import { loadConfig } from '../../config/load-config.js';
import { heartbeatFilesOf } from '../../audit/heartbeat-files.js';
import { resolveHeartbeats } from '../../heartbeat/declaration.js';
import { resolveAuditOptions, type ResolvedAuditOptions } from './options.js';
import { KILL_GRACE_MS, withCanaries, withDefaultCanaries } from '../option-readers.js';
import { planSandbox } from '../sandbox-options.js';
import { readToolVersion } from '../../store/tool-version.js';
import { colorsReport, writeReport } from '../write-report.js';
import { auditRunSettings } from '../../audit/audit-run-settings.js';
import type { HookTarget } from '../../model/run/hook-report.js';
import { ConfigError } from '../../errors.js';
import { auditReporters } from '../../reporters/audit/index.js';
import { exitForGate } from '../exit-codes.js';
import { print } from '../print.js';
import { AUDIT_USAGE, parseAuditArgs } from './args.js';
import { describeHook, describeHookOutcome } from '../progress/format-progress.js';
import { createProgress, type Progress } from '../progress/progress.js';
import { EXIT_ON, stopHooksOnInterrupt, stopRunOnInterrupt } from '../stop-on-interrupt.js';
import { withWorkingSandbox } from '../working-sandbox.js';
import { engineEnvironment } from '../../engine/default-environment.js';
import { auditHeartbeats } from './audit-heartbeats.js';
import { askAgentTrust } from './agent-trust.js';
import { validateMods } from './validate-mods.js';

export async function auditCommand(argv: readonly string[]): Promise<number> {
  const args = parseAuditArgs(argv, 'audit');
  if (args.help) return print(AUDIT_USAGE);
  const options = resolveAuditOptions(args, process.cwd());
  const target = args.target ?? '.';
  const discovery = discoverHooks({
    target,
    cwd: process.cwd(),
    ...(options.homeDir === null ? {} : { homeDir: options.homeDir }),
    ...(options.projectDir === null ? {} : { projectDir: options.projectDir }),
  });
  return auditDiscovered(discovery, target, options);
}

/** Shared by `audit` and `try`: everything after discovery. */
export async function auditDiscovered(discovery: Discovery, target: string, given: ResolvedAuditOptions): Promise<number> {
  const shown = (path: string) => relative(process.cwd(), path) || path;
  if (discovery.hooks.length === 0 && discovery.problems.length === 0) {
    const looked = discovery.searched.map((entry) => shown(entry.file)).join(', ');
    const atRoot = settingsAtRoot(target);
    const file =
      atRoot === null
        ? ''
        : ` ${shown(atRoot)} wires hooks at the folder's root (a settings file to copy into ~/.claude/, not read as a project's): audit it as a file, \`hookcheck audit ${shown(atRoot)}\`.`;
    if (discovery.mods.length > 0 && given.run === null) {
      const mods = discovery.mods.map((mod) => `plugin ${mod.pluginName} loads a mod (${mod.modules.join(', ')})`).join('; ');
      throw new ConfigError(`No command hooks are wired in ${target}: ${mods}, whose hooks run inside Claude Code's own process, and --no-run drives none of them.`, {
        hint: `Audit without --no-run to drive the mod's tool.call hooks in the sandbox, or list what it hooks with Claude Code's own validator: claude plugin validate ${shown(discovery.root)}.`,
      });
    }
    if (discovery.mods.length === 0)
      throw new ConfigError(`No hooks are wired in ${target}.${file}`, {
        hint: `Looked at ${looked || 'nothing'}. Point at a project folder with .claude/settings.json, a plugin folder, or a settings file.`,
      });
  }
  const baseline = given.baseline === null || given.baseline.update ? null : readBaseline(given.baseline.path, given.baseline.shown);
  // The baseline's seed, unless --seed says otherwise: the same generated cases as when it was written.
  const run = given.run !== null && baseline?.seed !== undefined && !given.run.seedGiven ? { ...given.run, seed: baseline.seed } : given.run;
  const options = { ...given, run };
  process.stderr.write(
    `hookcheck: auditing ${discovery.hooks.length} hook handler(s) found in ${shown(discovery.root)}; $CLAUDE_PROJECT_DIR is ${shown(discovery.projectDir)} (${discovery.projectFrom})\n`,
  );
  for (const note of discovery.notes) process.stderr.write(`hookcheck: ${note}\n`);
  const progress = createProgress(process.stderr);
  // The first Ctrl-C stops the run (once its handlers are installed); the partial report is still written.
  const stop = new AbortController();
  const interrupt = stopRunOnInterrupt(() => stop.abort());
  const agentTrust = await askAgentTrust(discovery, options.homeDir, (line) => process.stderr.write(`hookcheck: ${line}\n`));
  const modChecks = await validateMods(discovery, (line) => process.stderr.write(`hookcheck: ${line}\n`));
  const result = await runAudit({ ...(await auditInput(discovery, options, progress, stop.signal)), agentTrust, modChecks }).finally(() => progress.stop());
  // A baseline is never made from a partial audit.
  const signal = interrupt.signal();
  const toolVersion = readToolVersion();
  const base = { target, toolVersion, agentVersion: options.agentVersion, runRequested: options.run !== null, pathsFrom: process.cwd() };
  let document = buildAuditDocument(result, { ...base, ...(baseline === null ? {} : { baseline: { file: options.baseline!.shown, content: baseline, updated: false } }) });
  if (options.baseline?.update && signal === null) {
    const written: Baseline = baselineOf(document.findings, options.run !== null && options.run.runs > 0 ? options.run.seed : undefined);
    writeBaseline(options.baseline.path, written, options.baseline.shown);
    process.stderr.write(`hookcheck: wrote ${written.accepted.length} accepted finding(s) to ${options.baseline.shown}; commit it.\n`);
    document = buildAuditDocument(result, { ...base, baseline: { file: options.baseline.shown, content: written, updated: true } });
  }
  const redacted = redactReport(document, projectSecrets(discovery.projectDir));
  if (redacted.count > 0) process.stderr.write(`hookcheck: masked ${redacted.count} secret(s) in the report (values of the project's .env, and key- or token-shaped text).\n`);
  emitReports(redacted.value, options);
  return signal === null ? exitCodeFor(document) : EXIT_ON[signal];
}

async function auditInput(discovery: Discovery, options: ResolvedAuditOptions, progress: Progress, stop: AbortSignal): Promise<AuditInput> {
  const files = createLintFiles({ path: process.env['PATH'] ?? '/usr/bin:/bin' });
  const loaded = options.config === undefined && !options.searchConfig ? null : loadConfig(options.config, discovery.root);
  // The heartbeats' files are linted in the hooks that read them, with --no-run too.
  const heartbeatFiles = loaded === null ? [] : heartbeatFilesOf(resolveHeartbeats(loaded.config.heartbeats, loaded.dir));
  const base = { discovery, agentVersion: options.agentVersion, files, heartbeatFiles };
  const run = options.run;
  if (run === null) return { ...base, run: null };
  if (run.sandbox === 'none') process.stderr.write('hookcheck: --sandbox none: the hooks run uncontained, with your files and network in reach.\n');
  const notices: string[] = [];
  // A config may declare heartbeats only: then it gives the hooks no probes.
  const fromConfig = loaded === null || loaded.config.hooks.length === 0 ? null : configProbesForWiring(loaded, options.agentVersion, notices);
  if (loaded !== null && fromConfig !== null) process.stderr.write(`hookcheck: probes from ${relative(process.cwd(), loaded.path) || loaded.path}\n`);
  const planned = auditRunSettings(discovery, {
    agentVersion: options.agentVersion,
    jobs: run.jobs,
    killGraceMs: KILL_GRACE_MS,
    fuzz: run.runs === 0 ? null : { seed: run.seed, runs: run.runs, deadline: run.maxTimeMs === null ? null : performance.now() + run.maxTimeMs },
    // No command lends a path to the sandbox: a wired `cat ~/.ssh/id_rsa` must find the real HOME hidden.
    sandbox: planSandbox(run.sandbox, process.env, discovery.projectDir, []),
  });
  const settings = await withWorkingSandbox(planned, run.sandbox === 'bwrap');
  if (run.runs > 0) process.stderr.write(`hookcheck: seed ${run.seed} (audit again with --seed ${run.seed} to replay these cases)\n`);
  stopHooksOnInterrupt();
  const labels = new Map(discovery.hooks.map((hook) => [hook.id, hook.label]));
  return {
    ...base,
    run: {
      settings,
      maxTimeoutMs: run.maxTimeoutMs,
      prepare: (target: HookTarget, hooks) => {
        const probed = fromConfig === null ? target : fromConfig.apply(target, hooks);
        const canaried = withCanaries(probed, run.canaries, run.allowNoControls, options.agentVersion);
        return run.defaultCanaries ? withDefaultCanaries(canaried, options.agentVersion) : canaried;
      },
      onPrepared: (targets) => {
        for (const notice of notices) process.stderr.write(`hookcheck: ${notice}\n`);
        for (const script of fromConfig?.unmatched() ?? [])
          process.stderr.write(`hookcheck: the config gives probes to ${relative(process.cwd(), script) || script}, but no wired handler runs it; those probes did not run.\n`);
        const handlers = targets.reduce((sum, target) => sum + target.wiringIds.length, 0);
        progress.begin({ title: `running ${targets.length} hook(s) for ${handlers} wired handler(s)`, total: targets.length, unit: 'hook' });
      },
      onHookDone: (report, { wiringIds }) => {
        const more = wiringIds.length > 1 ? ` (+${wiringIds.length - 1} more wired alike)` : '';
        progress.onItemDone({ name: `${labels.get(wiringIds[0]!) ?? describeHook(report.target, process.cwd())}${more}`, outcome: describeHookOutcome(report) });
      },
      environment: { ...engineEnvironment(callerEnvironment(), progress), stop },
      ...withHeartbeats(auditHeartbeats(loaded, () => progress.stop())),
    },
  };
}

function withHeartbeats(heartbeats: ReturnType<typeof auditHeartbeats>): { heartbeats?: NonNullable<ReturnType<typeof auditHeartbeats>> } {
  return heartbeats === undefined ? {} : { heartbeats };
}

/**
 * Each reporter to its file, the one without a file to stdout. A file that cannot be written loses
 * nothing: its text goes to stdout, the other reporters still write, and then the error is raised.
 */
function emitReports(document: AuditDocument, options: ResolvedAuditOptions): void {
  let failure: unknown = null;
  for (const output of options.reporters) {
    const text = auditReporters[output.name].render(document, { color: colorsReport(output.file) });
    try {
      writeReport(text, { file: output.file, hint: 'Choose a writable path for this reporter; the report followed on stdout so nothing is lost.', stdoutIfUnwritable: true });
      if (output.file !== null) process.stderr.write(`hookcheck: wrote the ${output.name} report to ${relative(process.cwd(), output.file) || output.file}\n`);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
}

function exitCodeFor(document: AuditDocument): number {
  if (document.summary.gate === 'no-evidence' && document.summary.ran === 0 && document.run === null) {
    process.stderr.write('hookcheck: no hook ran, so nothing was exercised; the audit cannot pass on lints alone (use --no-run to lint only).\n');
  }
  return exitForGate(document.summary.gate);
}
