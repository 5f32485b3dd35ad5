/**
 * Raw `run` arguments → frozen, fully defaulted options: the hooks to test (targets), the run
 * settings, the reporter. Every problem becomes a UsageError or ConfigError with a fix.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { EVENT_NAMES, eventExistsIn, isEventName, type EventName } from '../../../specs/claude-code/events.js';
import { readMatcher } from '../../../specs/claude-code/matcher.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { parseDuration } from '../../util/parse-duration.js';
import type { RunArgs } from './args.js';
import { buildRunSettings, type RunSettings } from '../../engine/settings.js';
import type { HookTarget, Posture } from '../../model/run/hook-report.js';
import { ConfigError, UsageError } from '../../errors.js';
import type { ReporterName } from '../../reporters/run/names.js';
import type { HookCommand } from '../../runner/hook-command.js';
import { buildTargets, MAX_TIMEOUT_MS } from '../../config/build-targets.js';
import { loadConfig } from '../../config/load-config.js';
import { resolveConfigTargets } from '../../config/resolve-config-targets.js';
import { DEFAULT_RECORDED_DIR, readRecordedPayloads } from '../../store/recorded-payloads.js';
import { DEFAULT_REGRESSIONS_PATH, readRegressions, REGRESSIONS_FILE_NAME } from '../../store/regressions-file.js';
import { configTargetsFor, selectByName } from '../../config/select-config-hooks.js';
import { readEnvFlags, withPluginRoots, withRunEnv } from '../../config/run-hook-env.js';
import { isFile } from '../../util/is-file.js';
import { planSandbox, readSandboxMode } from '../sandbox-options.js';
import { readAgentRun } from '../agent-run-option.js';
import { asAgent } from './as-agent-target.js';
import { describeMissingEvents, readVersionFor } from '../event-version.js';
import { KILL_GRACE_MS, readAgents, readAgentVersion, readCanaries, readChoice, readCount, readFolder, readJobs, readOutputPath, readReporterName, readSeed, withCanaries } from '../option-readers.js';

export interface ResolvedRunOptions {
  readonly targets: readonly HookTarget[];
  readonly settings: RunSettings;
  readonly reporter: ReporterName;
  readonly outputFile: string | null;
  /** Things the user should know before reading the report (stderr). */
  readonly notices: readonly string[];
  /** How long generating and shrinking may take (the CLI turns it into a deadline), or null. */
  readonly maxTimeMs: number | null;
  readonly regressionsPath: string;
  /** Whether new shrunk failures are written there: asked for (--regressions, --state-dir), or its folder exists. */
  readonly keepRegressions: boolean;
  /** Drop saved regressions that no longer fail. */
  readonly prune: boolean;
  /** The folder of the config file read (the cwd without one): hooks' paths are relative to it. */
  readonly configDir: string;
}

/** Generated cases per event and kind: fast-check's and Hypothesis's default number of examples. */
const DEFAULT_RUNS = 100;

/** Validates and completes the options of `hookcheck run`. */
export function resolveRunOptions(args: RunArgs, cwd: string, callerEnv: Readonly<Record<string, string | undefined>> = {}): ResolvedRunOptions {
  const notices: string[] = [];
  // First, so a mistyped reporter costs no hook discovery.
  const reporter = readReporterName(args.reporter ?? 'pretty', 'run');
  const agentRun = readAgentRun(args.agent, args.events, args.agentVersion);
  if (agentRun !== null && args.agents.length > 0) {
    throw new UsageError('--agents and --agent do not go together yet: --agents judges Claude Code payloads as other agents would.', {
      hint: `Drop --agents to run the hook as ${args.agent}, or drop --agent to compare agents.`,
    });
  }
  const events = agentRun === null ? [...new Set(args.events.map(readEvent))] : [agentRun.event];
  const timeoutMs = args.timeout === undefined ? undefined : parseDuration(args.timeout, '--timeout');
  if (timeoutMs !== undefined && timeoutMs > MAX_TIMEOUT_MS) {
    throw new UsageError(`--timeout ${args.timeout} is longer than a day.`, { hint: 'Give a timeout a hook can meet, e.g. --timeout 10 or --timeout 2m.' });
  }
  if (args.matcher !== undefined) checkMatcher(args.matcher);
  const config = loadConfig(args.config, cwd);
  if (hasNames(args) && (config === null || hasCommand(args))) {
    throw new UsageError(config === null ? '--hook names a config entry, but no hookcheck.config.json/.yaml was found.' : 'Give the hook one way only: --hook, or a script or command.', {
      hint: config === null ? 'Write a config with `hookcheck init`, or pass --config <file>.' : 'Drop the script or command, or drop --hook.',
    });
  }
  const commands = hasCommand(args) || config === null ? readCommands(args, cwd) : [];
  const runs = readCount(args.runs, '--runs', DEFAULT_RUNS);
  const maxTimeMs = args.maxTime === undefined ? null : parseDuration(args.maxTime, '--max-time');
  const regressionsPath = readRegressionsPath(args, cwd);
  const projectDir = args.project === undefined ? cwd : readFolder(resolve(cwd, args.project), '--project');
  const homeDir = args.home === undefined ? null : readFolder(resolve(cwd, args.home), '--home');
  // `hookcheck record` keeps payloads in the project root: the project given (or here), and the
  // config's folder when it was found above this one.
  const recordedRoots = [...new Set([projectDir, ...(config === null ? [] : [config.dir])])];
  const recorded = uniqueByName(recordedRoots.flatMap((root) => readRecordedPayloads(join(root, DEFAULT_RECORDED_DIR))));
  const agentVersion = agentRun === null ? readVersionFor(events, args.agentVersion) : LATEST_VERSION;
  // Only without --agent-version: a version given that lacks an event asked for was refused above.
  const newer = agentRun === null ? events.filter((event) => !eventExistsIn(event, readAgentVersion(args.agentVersion))) : [];
  if (newer.length > 0) notices.push(`${newer.join(', ')}: judged as Claude Code ${agentVersion}, the first version with it (the default, ${LATEST_VERSION}, has no such event).`);
  const configured = config === null ? null : resolveConfigTargets(config, { agentVersion, recordedNames: recorded.map((entry) => entry.name), notices });
  const fromCommandLine = commands.flatMap(({ command, scriptPath }) => {
    const declared = configured === null ? [] : configTargetsFor(command, projectDir, configured.targets, config!.dir, isFile);
    if (declared.length > 0) return declared.map((target) => withCommandLine(target, args, events, timeoutMs));
    return buildTargets({ command, scriptPath, events, matcher: args.matcher, timeoutMs, notices });
  });
  const fromConfig = configured === null ? [] : hasNames(args) ? selectByName(args.hooks!, configured.targets, config!.dir, isFile) : configured.targets;
  const chosen = (commands.length > 0 ? fromCommandLine : fromConfig)
    .map((target) => (agentRun === null ? target : asAgent(target, agentRun, args.matcher, timeoutMs !== undefined)))
    .map((target) => (args.project === undefined ? inWiringProject(target) : target));
  const runEnv = {
    env: readEnvFlags(args.env ?? []),
    pluginRoot: args.pluginRoot === undefined ? null : readFolder(resolve(cwd, args.pluginRoot), '--plugin-root'),
    configDir: config?.dir ?? cwd,
    isFile,
  };
  const canaries = readCanaries(args.canaries);
  const targets = chosen.map((target) => withCanaries(withRunEnv(target, runEnv), canaries, args.allowNoControls, agentVersion));
  // Events wired by a settings file or the config, not asked for with --event: said, not refused.
  if (agentRun === null)
    notices.push(
      ...describeMissingEvents(
        targets.flatMap((target) => target.events),
        agentVersion,
      ).map((line) => `${line}; give --agent-version to judge it as a version that runs it.`),
    );
  return Object.freeze({
    targets,
    settings: buildRunSettings({
      agentVersion,
      agents: readAgents(args.agents),
      posture: readChoice<Posture>(args.posture ?? 'open', ['open', 'closed'], '--posture'),
      jobs: readJobs(args.jobs),
      inheritEnv: args.inheritEnv,
      killGraceMs: KILL_GRACE_MS,
      projectDir,
      homeDir,
      fuzz: runs === 0 ? null : Object.freeze({ seed: readSeed(args.seed), runs, deadline: null }),
      regressions: readRegressions(regressionsPath),
      sandbox: withPluginRoots(
        planSandbox(
          readSandboxMode(args.sandbox),
          callerEnv,
          projectDir,
          targets.map(({ command }) => command),
        ),
        targets,
      ),
      experiments: true,
      audit: args.audit,
      recorded,
    }),
    reporter,
    outputFile: args.output === undefined ? null : readOutputPath(resolve(cwd, args.output)),
    notices,
    maxTimeMs,
    regressionsPath,
    // A run leaves nothing in the folder it runs in unless asked: a repository looked at stays as it was.
    keepRegressions: args.regressions !== undefined || args.stateDir !== undefined || existsSync(dirname(regressionsPath)),
    prune: args.prune,
    configDir: config?.dir ?? cwd,
  });
}

function uniqueByName<T extends { readonly name: string }>(entries: readonly T[]): T[] {
  return [...new Map(entries.map((entry) => [entry.name, entry])).values()];
}

function hasCommand(args: RunArgs): boolean {
  return args.scripts.length > 0 || args.command !== null || args.shell !== null;
}

function hasNames(args: RunArgs): boolean {
  return (args.hooks ?? []).length > 0;
}

/** --regressions, else the regressions file in --state-dir, else in `.hookcheck/` of the folder hookcheck runs in. */
function readRegressionsPath(args: RunArgs, cwd: string): string {
  if (args.regressions !== undefined || args.stateDir === undefined) return resolve(cwd, args.regressions ?? DEFAULT_REGRESSIONS_PATH);
  const dir = resolve(cwd, args.stateDir);
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new UsageError(`--state-dir ${args.stateDir} is a file, not a folder.`, { hint: 'Give a folder hookcheck may write its state to (it is created when missing).' });
  return join(dir, REGRESSIONS_FILE_NAME);
}

/** A hook the config declares, named on the command line: the flags given win. */
/**
 * A hook wired by a project's `.claude/settings*.json` runs in that project, as Claude Code started
 * there would run it (its CLAUDE_PROJECT_DIR), wherever hookcheck was started; a project named in
 * the config or with --project comes first.
 */
function inWiringProject(target: HookTarget): HookTarget {
  if (target.projectDir !== undefined) return target;
  const settings = /^(.*)[\\/]\.claude[\\/]settings(?:\.local)?\.json$/.exec(target.eventsFrom);
  return settings === null ? target : { ...target, projectDir: settings[1]! };
}

function withCommandLine(target: HookTarget, args: RunArgs, events: readonly EventName[], timeoutMs: number | undefined): HookTarget {
  return {
    ...target,
    ...(events.length > 0 ? { events, eventsFrom: 'command line' } : {}),
    ...(args.matcher === undefined ? {} : { matcher: args.matcher }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  };
}

function readCommands(args: RunArgs, cwd: string): { command: HookCommand; scriptPath: string | null }[] {
  const forms = [args.scripts.length > 0, args.command !== null, args.shell !== null].filter(Boolean).length;
  if (forms !== 1) {
    throw new UsageError(forms === 0 ? 'Nothing to run: no hook given and no hookcheck.config.json/.yaml found.' : 'Give the hook one way only.', {
      hint: "Give a script (hookcheck run ./hook.py), a command after -- (hookcheck run -- python3 hook.py), or --shell 'command'; or write a config with `hookcheck init`.",
    });
  }
  if (args.shell !== null) {
    if (args.shell.trim() === '') throw new UsageError('--shell got an empty command.', { hint: "Give the command string, e.g. --shell 'python3 hooks/guard.py'." });
    return [{ command: { form: 'shell', script: args.shell }, scriptPath: null }];
  }
  if (args.command !== null) {
    const [file, ...rest] = args.command;
    if (file === undefined) throw new UsageError('Nothing follows --.', { hint: 'Write the command after --: hookcheck run -- python3 hook.py' });
    // The hook runs in a scratch directory: paths relative to here must be made absolute first.
    return [{ command: { form: 'exec', file: file.includes('/') ? resolve(cwd, file) : file, args: rest.map((arg) => absolutizeExisting(arg, cwd)) }, scriptPath: null }];
  }
  return args.scripts.map((script) => {
    const path = resolve(cwd, script);
    if (!existsSync(path)) throw new ConfigError(`No hook at ${script}.`, { hint: 'Check the path, or give a command: hookcheck run -- <command> [args]' });
    if (statSync(path).isDirectory()) throw new ConfigError(`${script} is a directory, not a hook.`, { hint: `Name the hook scripts in it, e.g. hookcheck run ${script}/*` });
    return { command: { form: 'exec', file: path, args: [] }, scriptPath: path };
  });
}

function absolutizeExisting(arg: string, cwd: string): string {
  if (arg.startsWith('-') || isAbsolute(arg)) return arg;
  return existsSync(resolve(cwd, arg)) ? resolve(cwd, arg) : arg;
}

function checkMatcher(matcher: string): void {
  const { problem } = readMatcher(matcher, LATEST_VERSION);
  if (problem)
    throw new UsageError(`--matcher ${JSON.stringify(matcher)} is an ${problem}; Claude Code would never fire this hook.`, {
      hint: 'Fix the regular expression, or give exact tool names separated by |.',
    });
}

function readEvent(name: string): EventName {
  if (isEventName(name)) return name;
  const sameLetters = EVENT_NAMES.find((event) => event.toLowerCase() === name.toLowerCase());
  throw new UsageError(`Unknown event "${name}".`, {
    hint: sameLetters ? `Event names are case-sensitive: did you mean ${sameLetters}?` : `Known events: ${EVENT_NAMES.join(', ')}.`,
  });
}
