/**
 * Raw `replay` arguments → the saved regression to run, its hook command with paths made absolute
 * again, and the settings to run it with.
 */
import { OTHER_AGENT_IDS } from '../../agents/agent-ids.js';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import type { ReplayArgs } from './args.js';
import { buildRunSettings, type RunSettings } from '../../engine/settings.js';
import { ConfigError, UsageError } from '../../errors.js';
import type { Regression } from '../../fuzz/regression.js';
import type { ReporterName } from '../../reporters/run/names.js';
import type { HookCommand } from '../../runner/hook-command.js';
import { DEFAULT_REGRESSIONS_PATH, readRegressions } from '../../store/regressions-file.js';
import { planSandbox, readSandboxMode } from '../sandbox-options.js';
import { KILL_GRACE_MS, readReporterName } from '../option-readers.js';

interface ResolvedReplayOptions {
  readonly entry: Regression;
  readonly command: HookCommand;
  readonly settings: RunSettings;
  readonly reporter: ReporterName;
}

export function resolveReplayOptions(args: ReplayArgs, cwd: string, callerEnv: Readonly<Record<string, string | undefined>> = {}): ResolvedReplayOptions {
  const reporter = readReporterName(args.reporter ?? 'pretty', 'replay');
  const path = resolve(cwd, args.regressions ?? DEFAULT_REGRESSIONS_PATH);
  if (!existsSync(path)) throw new ConfigError(`No saved regressions at ${path}.`, { hint: 'Run `hookcheck run` first (it saves shrunk failures there), or pass --regressions <file>.' });
  const entries = readRegressions(path);
  const entry = entries.find((item) => item.id === args.id);
  if (entry === undefined) {
    const known = entries.map((item) => item.id);
    throw new UsageError(`No saved failure has the id "${args.id}" in ${path}.`, {
      hint: known.length > 0 ? `Saved ids: ${known.slice(0, 10).join(', ')}${known.length > 10 ? ', …' : ''}.` : 'The file holds no regressions yet.',
    });
  }
  if (entry.agent !== undefined && !OTHER_AGENT_IDS.some((id) => id === entry.agent!.agent)) {
    throw new ConfigError(`Saved failure ${entry.id} in ${path} was found as agent "${entry.agent.agent}", which hookcheck does not know.`, {
      hint: `Known agents: ${OTHER_AGENT_IDS.join(', ')}; fix its "agent" or remove the entry.`,
    });
  }
  const command = absoluteCommand(entry.command, cwd);
  const sandbox = planSandbox(readSandboxMode(args.sandbox), callerEnv, cwd, [command]);
  return {
    entry,
    command,
    reporter,
    settings: buildRunSettings({ agentVersion: LATEST_VERSION, posture: entry.posture, jobs: 1, inheritEnv: false, killGraceMs: KILL_GRACE_MS, projectDir: cwd, sandbox }),
  };
}

/** Saved commands name project files relative to the project: the ones that exist become absolute. */
function absoluteCommand(command: HookCommand, projectDir: string): HookCommand {
  if (command.form === 'shell') return command;
  const absolute = (path: string) => (isAbsolute(path) || path.startsWith('-') || !existsSync(resolve(projectDir, path)) ? path : resolve(projectDir, path));
  return { form: 'exec', file: absolute(command.file), args: command.args.map(absolute) };
}
