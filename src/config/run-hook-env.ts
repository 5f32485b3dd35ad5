/**
 * The variables `run` adds to every hook it runs: `--env KEY=VALUE`, and `CLAUDE_PLUGIN_ROOT` as
 * Claude Code sets it for plugin hooks (PROTOCOLS.md §1.5): `--plugin-root`, else the plugin
 * folder (the one holding `.claude-plugin/plugin.json`) the hook's script lives in.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import type { HookTarget } from '../model/run/hook-report.js';
import { UsageError } from '../errors.js';
import type { SandboxSettings } from '../sandbox/sandbox-settings.js';
import { identifyCommand, type IsFile } from './hook-identity.js';

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `--env` values → variables; a value may hold `=`, a name must be a shell variable name. */
export function readEnvFlags(values: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const value of values) {
    const at = value.indexOf('=');
    const name = at === -1 ? value : value.slice(0, at);
    if (at === -1 || !ENV_NAME.test(name)) {
      const example = ENV_NAME.test(name) ? `--env ${name}=value` : '--env API_URL=http://127.0.0.1:8080';
      throw new UsageError(`--env ${JSON.stringify(value)} is not KEY=VALUE${at === -1 ? '' : ` (${JSON.stringify(name)} is not a variable name)`}.`, {
        hint: `Give a name, "=" and the value, e.g. ${example} (repeat --env for more).`,
      });
    }
    env[name] = value.slice(at + 1);
  }
  return env;
}

/** The plugin folder `file` lives in: the nearest folder above it with `.claude-plugin/plugin.json`. */
function pluginRootOf(file: string): string | null {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.claude-plugin', 'plugin.json'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

interface RunEnv {
  readonly env: Readonly<Record<string, string>>;
  /** `--plugin-root`, absolute, or null to find it from the script. */
  readonly pluginRoot: string | null;
  /** Where the config's relative paths start, for reading a config command's script. */
  readonly configDir: string;
  readonly isFile: IsFile;
}

/** The target with the run's variables: found plugin root < config env < --plugin-root < --env. */
export function withRunEnv(target: HookTarget, run: RunEnv): HookTarget {
  const script = identifyCommand(target.command, target.projectDir ?? run.configDir, run.isFile).script;
  const found = run.pluginRoot === null && script !== null ? pluginRootOf(script) : null;
  const env = {
    ...(found === null ? {} : { CLAUDE_PLUGIN_ROOT: found }),
    ...target.env,
    ...(run.pluginRoot === null ? {} : { CLAUDE_PLUGIN_ROOT: run.pluginRoot }),
    ...run.env,
  };
  return Object.keys(env).length === 0 ? target : { ...target, env };
}

/** A plugin folder outside the project stays readable in the sandbox, as the agent's install folder is. */
export function withPluginRoots(sandbox: SandboxSettings, targets: readonly HookTarget[]): SandboxSettings {
  if (sandbox.kind !== 'bwrap') return sandbox;
  const roots = targets.map((target) => target.env?.['CLAUDE_PLUGIN_ROOT']).filter((root): root is string => root !== undefined && isAbsolute(root) && existsSync(root));
  return roots.length === 0 ? sandbox : { ...sandbox, visible: [...new Set([...sandbox.visible, ...roots])] };
}
