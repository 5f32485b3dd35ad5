/**
 * The engine's entry: runs each target in turn (each target runs its cases in parallel) and
 * returns plain data. No output, no exit codes: those belong to reporters and the CLI.
 */
import { runTarget, type EngineEnvironment } from './run-target.js';
import type { RunSettingsInput } from './settings.js';
import type { HookTarget, RunResult } from './types.js';

/** Runs every target and collects their reports. */
export async function runHooks(targets: readonly HookTarget[], settings: RunSettingsInput, environment: EngineEnvironment): Promise<RunResult> {
  const hooks = [];
  for (const target of targets) hooks.push(await runTarget(target, settings, environment));
  return { hooks };
}
