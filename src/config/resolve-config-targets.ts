/**
 * The config's hooks → targets: commands resolved against the config's folder, timeouts read,
 * canaries expanded into probes, and every probe checked against what the run can do (paths
 * inside the scratch area, recorded payloads that exist). All problems are reported at once.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { expandCanaries } from '../engine/probes/expand-canaries.js';
import type { Probe } from '../model/run/probe-report.js';
import { scratchPathProblem } from '../engine/probes/probe-case.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { isEventName, type EventName } from '../../specs/claude-code/events.js';
import { resolveAgentRun, type AgentRunChoice } from '../agents/agent-run.js';
import { OTHER_AGENT_IDS } from '../agents/agent-ids.js';
import { modelledToolsMatcher, unsendableProbe } from '../agents/modelled-tools.js';
import { ConfigError, type HookcheckError } from '../errors.js';
import type { HookCommand } from '../runner/hook-command.js';
import { parseDuration } from '../util/parse-duration.js';
import { agentDefaultTimeoutMs, buildTargets, MAX_TIMEOUT_MS } from './build-targets.js';
import { AGENTS, isOtherAgent } from '../agents/index.js';
import { absoluteIfFile } from './caller-paths.js';
import type { HookConfig } from './config-schema.js';
import type { LoadedConfig } from './load-config.js';

interface ConfigTargets {
  readonly targets: readonly HookTarget[];
}

interface ConfigContext {
  readonly agentVersion: string;
  /** Names of the payloads `hookcheck record` kept, which probes may name. */
  readonly recordedNames: readonly string[];
  readonly notices: string[];
}

export function resolveConfigTargets(loaded: LoadedConfig, context: ConfigContext): ConfigTargets {
  if (loaded.config.hooks.length === 0) {
    throw new ConfigError(`${loaded.path} declares heartbeats only, no hooks to run.`, { hint: `Run \`hookcheck heartbeat\` for its ${loaded.config.heartbeats.length} heartbeat(s).` });
  }
  const problems: string[] = [];
  const targets = loaded.config.hooks.flatMap((hook, index) => {
    const where = `hooks[${index}]`;
    const before = problems.length;
    const command = readCommand(hook, loaded.dir, where, problems);
    const timeoutMs = readTimeout(hook, where, problems);
    const project = readFolder(hook.project, loaded.dir, `${where}.project`, problems);
    const home = readFolder(hook.home, loaded.dir, `${where}.home`, problems);
    hook.probes.forEach((probe, position) => checkProbe(probe, `${where}.probes[${position}]`, context.recordedNames, problems));
    const agent = readAgent(hook, where, problems);
    if (agent !== null && hook.onFailure !== undefined) {
      problems.push(`${where}.onFailure: only Claude Code reads "onFailure", and this hook runs as ${hook.agent}. Remove it, or run the hook as Claude Code.`);
    }
    if (command === null || problems.length > before) return [];
    const scriptPath = hook.script === undefined ? null : command.form === 'exec' ? command.file : null;
    // Claude Code's names by now: readAgent refused any other for a Claude Code hook, and maps another agent's.
    const claudeEvents = agent === null ? ((hook.events ?? []) as EventName[]) : [agent.event];
    // Another agent's hook with no timeout set gets that agent's default, not Claude Code's budget for the event.
    const id = agent?.run.agent;
    const agentTimeout = id === undefined ? undefined : agentDefaultTimeoutMs(isOtherAgent(id) ? AGENTS[id].facts.defaultTimeoutMs : undefined);
    const wired =
      hook.input === 'none'
        ? [{ command, events: claudeEvents, timeoutMs: timeoutMs ?? 10_000, eventsFrom: loaded.path }]
        : buildTargets({ command, scriptPath, events: claudeEvents, matcher: hook.matcher, timeoutMs: timeoutMs ?? agentTimeout, notices: context.notices });
    return wired.map(({ onFailure: wiredOnFailure, ...base }) => {
      const events = hook.events === undefined && agent === null ? base.events : claudeEvents;
      // Another agent's matcher is its own (a regex over its tool names); one from Claude Code's settings is not.
      const matcher = agent !== null ? hook.matcher : (hook.matcher ?? ('matcher' in base ? base.matcher : undefined));
      const canaries = expandCanaries(hook.canaries, events, matcher, context.agentVersion, agent?.run);
      const target: HookTarget = {
        ...base,
        events,
        ...(matcher === undefined ? {} : { matcher }),
        eventsFrom: hook.events === undefined ? base.eventsFrom : loaded.path,
        ...(hook.name === undefined ? {} : { name: hook.name }),
        probes: [...hook.probes.map((probe): Probe => ({ ...probe, origin: 'config' })), ...canaries.probes],
        input: hook.input,
        env: hook.env,
        ...(hook.posture === undefined ? {} : { posture: hook.posture }),
        allowNoControls: hook.allowNoControls,
        ...(hook.role === undefined ? {} : { role: hook.role }),
        ...onFailureOf(hook.onFailure, wiredOnFailure),
        ...(project === null ? {} : { projectDir: project }),
        ...(home === null ? {} : { homeDir: home }),
        probesNotSent: canaries.notApplicable,
        ...(agent === null ? {} : { agent: agent.run }),
      };
      return target;
    });
  });
  if (problems.length > 0) {
    throw new ConfigError(`${loaded.path} has ${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join('\n')}`, { hint: 'Fix each line above, then run again.' });
  }
  return { targets };
}

/** The hook's agent run (null: Claude Code); its events must be that agent's, and its probes shell calls. */
function readAgent(hook: HookConfig, where: string, problems: string[]): AgentRunChoice | null {
  if (hook.agent === 'claude-code') {
    const foreign = (hook.events ?? []).filter((event) => !isEventName(event));
    if (foreign.length > 0) problems.push(`${where}.events: ${foreign.join(', ')} is not a Claude Code event; for another agent's hook, set agent (${OTHER_AGENT_IDS.join(', ')}).`);
    return null;
  }
  const resolved = resolveAgentRun(hook.agent, hook.events ?? [], undefined);
  if ('problem' in resolved) {
    problems.push(`${where}.events: ${resolved.problem}; ${resolved.hint}`);
    return null;
  }
  const unsent = unsendableProbe(resolved.run.agent, hook.probes);
  if (unsent !== undefined)
    problems.push(
      `${where}.probes: "${unsent.name}" is a ${String(unsent.payload!['tool_name'])} call; run as ${hook.agent}, hookcheck sends ${modelledToolsMatcher(resolved.run.agent).split('|').join(', ')} calls only.`,
    );
  return resolved;
}

function readCommand(hook: HookConfig, dir: string, where: string, problems: string[]): HookCommand | null {
  if (hook.shell !== undefined) return { form: 'shell', script: hook.shell };
  if (hook.command !== undefined) {
    const [file, ...args] = hook.command;
    const path = file!.includes('/') ? resolve(dir, file!) : file!;
    if (file!.includes('/') && !existsSync(path)) problems.push(`${where}.command[0]: no program at ${path}; fix the path (it is relative to the config file).`);
    return { form: 'exec', file: path, args: args.map((arg) => absoluteIfFile(arg, dir)) };
  }
  const path = resolve(dir, hook.script!);
  if (!existsSync(path) || statSync(path).isDirectory()) {
    problems.push(`${where}.script: no hook script at ${path}; fix the path (it is relative to the config file).`);
    return null;
  }
  return { form: 'exec', file: path, args: [] };
}

function readTimeout(hook: HookConfig, where: string, problems: string[]): number | undefined {
  if (hook.timeout === undefined) return undefined;
  try {
    const ms = parseDuration(String(hook.timeout), `${where}.timeout`);
    if (ms <= MAX_TIMEOUT_MS) return ms;
    problems.push(`${where}.timeout is longer than a day; give a timeout a hook can meet, e.g. 10 or "2m".`);
  } catch (error) {
    problems.push((error as HookcheckError).message);
  }
  return undefined;
}

function readFolder(path: string | undefined, dir: string, where: string, problems: string[]): string | null {
  if (path === undefined) return null;
  const full = resolve(dir, path);
  if (existsSync(full) && statSync(full).isDirectory()) return full;
  problems.push(`${where}: ${full} is not a folder; give an existing folder (hooks get a bounded copy of it).`);
  return null;
}

function checkProbe(probe: HookConfig['probes'][number], where: string, recordedNames: readonly string[], problems: string[]): void {
  for (const path of Object.keys(probe.setup.files)) {
    const problem = scratchPathProblem(path);
    if (problem) problems.push(`${where}.setup.files[${JSON.stringify(path)}] ${problem}.`);
  }
  for (const path of Object.keys(probe.expect.files ?? {})) {
    const problem = scratchPathProblem(path);
    if (problem) problems.push(`${where}.expect.files[${JSON.stringify(path)}] ${problem}.`);
  }
  if (probe.recorded !== undefined && !recordedNames.includes(probe.recorded)) {
    const known =
      recordedNames.length === 0
        ? 'none are recorded yet (hookcheck record -- <hook command> keeps them)'
        : `recorded: ${recordedNames.slice(0, 5).join(', ')}${recordedNames.length > 5 ? ', …' : ''}`;
    problems.push(`${where}.recorded: no recorded payload named "${probe.recorded}"; ${known}.`);
  }
  if (probe.recorded !== undefined && probe.stdin !== undefined) problems.push(`${where}: give recorded or stdin, not both (stdin replaces the payload).`);
}

/** The config's `onFailure` wins over the settings file's; `continue` is the agent's default, so it leaves the field out. */
function onFailureOf(configured: 'continue' | 'block' | undefined, wired: 'block' | undefined): { onFailure?: 'block' } {
  const chosen = configured ?? wired;
  return chosen === 'block' ? { onFailure: 'block' } : {};
}
