/**
 * A hook repository's hookcheck config gives its guards their probes. In an audit the hooks come
 * from the wiring, so a config hook is matched to wired handlers by the script both run (else by
 * the command text), the rule run and mutate use too: then the wired target takes the config's
 * probes, canaries, posture, env and allowNoControls.
 */
import type { WiredHook } from './types.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { isFile } from '../util/is-file.js';
import type { LoadedConfig } from '../config/load-config.js';
import { resolveConfigTargets } from '../config/resolve-config-targets.js';
import { identifyCommand, identifyWired, type HookIdentity } from '../config/hook-identity.js';

interface ConfigProbes {
  /** The target with the config's probes when a config hook runs the same script, else unchanged. */
  apply(target: HookTarget, hooks: readonly WiredHook[]): HookTarget;
  /** Config hooks no wired handler runs: their probes cannot run in an audit. */
  unmatched(): string[];
}

export function configProbesForWiring(loaded: LoadedConfig, agentVersion: string, notices: string[]): ConfigProbes {
  const configured = resolveConfigTargets(loaded, { agentVersion, recordedNames: [], notices });
  // One rule with run and mutate (hook-identity.ts): the same script file, else the same command text.
  const byHook = new Map<string, HookTarget>();
  for (const target of configured.targets) {
    const key = keyOf(identifyCommand(target.command, target.projectDir ?? loaded.dir, isFile));
    if (!byHook.has(key)) byHook.set(key, target);
  }
  const used = new Set<string>();
  return {
    apply(target, hooks) {
      const key = hooks.map(wiredKey).find((candidate) => candidate !== null && byHook.has(candidate));
      if (key === undefined || key === null) return target;
      used.add(key);
      const declared = byHook.get(key)!;
      const result: HookTarget = {
        ...target,
        probes: declared.probes ?? [],
        ...(declared.posture === undefined ? {} : { posture: declared.posture }),
        ...(declared.allowNoControls === undefined ? {} : { allowNoControls: declared.allowNoControls }),
        ...(declared.role === undefined ? {} : { role: declared.role }),
        env: { ...target.env, ...declared.env },
        // Canaries the config chose that this target's events or matcher would never see.
        probesNotSent: declared.probesNotSent ?? [],
      };
      return result;
    },
    unmatched: () => [...byHook.keys()].filter((key) => !used.has(key)).map((key) => key.slice(key.indexOf(':') + 1)),
  };
}

/** A script names its hook; a command that runs no file is known by its text. */
function keyOf(identity: HookIdentity): string {
  return identity.script === null ? `text:${identity.text}` : `file:${identity.script}`;
}

function wiredKey(hook: WiredHook): string | null {
  if (hook.command === undefined) return null;
  return keyOf(identifyWired(hook.command, hook.args, hook.pluginRoot ?? hook.projectDir, isFile));
}
