/**
 * The settings an audit runs every wired hook with: open posture, a private environment, the
 * state experiments on and side effects judged as an audit does, in the project and HOME the
 * discovery found, with every plugin folder the hooks live in kept in reach of the sandbox.
 */
import { buildRunSettings, type RunSettings } from '../engine/settings.js';
import type { FuzzSettings } from '../engine/phases/6-fuzz.js';
import type { SandboxSettings } from '../sandbox/sandbox-settings.js';
import type { Discovery } from './types.js';

export interface AuditRunChoices {
  readonly agentVersion: string;
  readonly jobs: number;
  readonly killGraceMs: number;
  readonly fuzz: FuzzSettings | null;
  readonly sandbox: SandboxSettings;
}

export function auditRunSettings(discovery: Discovery, choices: AuditRunChoices): RunSettings {
  return buildRunSettings({
    ...choices,
    posture: 'open',
    inheritEnv: false,
    projectDir: discovery.projectDir,
    homeDir: discovery.homeDir,
    regressions: [],
    sandbox: withPluginRoots(choices.sandbox, discovery),
    experiments: true,
    audit: true,
    recorded: [],
  });
}

/** Plugin folders stay where they are (read-only in the sandbox): hooks must see them, wherever a marketplace put them. */
function withPluginRoots(sandbox: SandboxSettings, discovery: Discovery): SandboxSettings {
  if (sandbox.kind !== 'bwrap') return sandbox;
  const roots = discovery.hooks.flatMap((hook) => (hook.pluginRoot === undefined ? [] : [hook.pluginRoot]));
  return { ...sandbox, visible: [...new Set([...sandbox.visible, ...roots])] };
}
