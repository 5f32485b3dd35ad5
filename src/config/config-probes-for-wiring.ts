/**
 * A hook repository's hookcheck config gives its guards their probes. In an audit the hooks come
 * from the wiring, so a config hook is matched to wired handlers by the script both run: then the
 * wired target takes the config's probes, canaries, posture, env and allowNoControls.
 */
import type { WiredHook } from '../audit/types.js';
import type { ProbeReport } from '../engine/probes/probe.js';
import type { HookTarget } from '../engine/types.js';
import type { HookCommand } from '../runner/hook-command.js';
import { isFile } from './starter-config-file.js';
import type { LoadedConfig } from './load-config.js';
import { resolveConfigTargets } from './resolve-config-targets.js';
import { translateCommand } from './translate-hook-command.js';

export interface ConfigProbes {
  /** The target with the config's probes when a config hook runs the same script, else unchanged. */
  apply(target: HookTarget, hooks: readonly WiredHook[]): HookTarget;
  /** Canaries the config chose that this target's events or matcher would never see. */
  readonly notApplicable: Map<HookTarget, ProbeReport['notApplicable']>;
  /** Config hooks no wired handler runs: their probes cannot run in an audit. */
  unmatched(): string[];
}

export function configProbesForWiring(loaded: LoadedConfig, agentVersion: string, notices: string[]): ConfigProbes {
  const configured = resolveConfigTargets(loaded, { agentVersion, recordedNames: [], notices });
  const byScript = new Map<string, HookTarget>();
  for (const target of configured.targets) {
    const script = scriptOf(target.command);
    if (script !== null && !byScript.has(script)) byScript.set(script, target);
  }
  const used = new Set<string>();
  const notApplicable = new Map<HookTarget, ProbeReport['notApplicable']>();
  return {
    notApplicable,
    apply(target, hooks) {
      const script = hooks.map(wiredScript).find((path) => path !== null && byScript.has(path));
      if (script === undefined || script === null) return target;
      used.add(script);
      const declared = byScript.get(script)!;
      const result: HookTarget = {
        ...target,
        probes: declared.probes ?? [],
        ...(declared.posture === undefined ? {} : { posture: declared.posture }),
        ...(declared.allowNoControls === undefined ? {} : { allowNoControls: declared.allowNoControls }),
        env: { ...target.env, ...declared.env },
      };
      notApplicable.set(result, configured.notApplicable.get(declared) ?? []);
      return result;
    },
    unmatched: () => [...byScript.keys()].filter((script) => !used.has(script)),
  };
}

/** The script a config hook runs: the program itself, or the first argument that is a file. */
function scriptOf(command: HookCommand): string | null {
  if (command.form === 'shell') return null;
  return [command.file, ...command.args].find((word) => word.startsWith('/') && isFile(word)) ?? null;
}

function wiredScript(hook: WiredHook): string | null {
  if (hook.command === undefined) return null;
  const root = hook.pluginRoot ?? hook.projectDir;
  return translateCommand({ command: hook.command, ...(hook.args ? { args: hook.args } : {}), root }, { configDir: root, isFile }).scriptFile;
}
