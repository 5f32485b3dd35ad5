/**
 * Each mod a plugin loads, driven in the sandbox its command hooks run in: the plugin is copied into
 * a scratch project, and the driver (drive-mod-main.ts), run as a hook of that project, sends
 * audit's default canaries through the mod's `tool.call` hooks as Claude Code would call them.
 */
import { dirname, relative } from 'node:path';
import { CANARY_NAMES, CANARY_SETS, type Canary } from '../../canaries/index.js';
import { compiledEntry } from '../../live/contained-session.js';
import { executeCase } from '../../engine/execute-case.js';
import type { EngineEnvironment } from '../../engine/run-target.js';
import type { RunSettings } from '../../engine/settings.js';
import type { HookTarget } from '../../model/run/hook-report.js';
import { scratchOptionsFor } from '../../workspace/scratch-area.js';
import { copyIntoScratch } from '../../workspace/copy-into-scratch.js';
import type { PluginMod } from '../types.js';
import type { ModDriveInput, ModDriveReport } from './mod-drive.js';
import { compileTypeScriptMods } from '../../workspace/compile-typescript-mods.js';

/** A canary as a `tool.call` event: the tool, its input's fields, and the call's id. */
export interface ModCall extends Pick<Canary, 'name' | 'role' | 'family'> {
  readonly event: Record<string, unknown>;
}

export interface ModReport {
  readonly mod: PluginMod;
  readonly calls: readonly ModCall[];
  /** What the driver found; null when it could not run, with why. */
  readonly drive: ModDriveReport | null;
  readonly failed?: string;
}

/** Room for the interpreter to start and load each module, beyond each hook's own 5 s. */
const DRIVE_MS = 60_000;

export async function driveMods(mods: readonly PluginMod[], settings: RunSettings, environment: EngineEnvironment): Promise<ModReport[]> {
  const reports: ModReport[] = [];
  for (const mod of mods) reports.push(await driveMod(mod, settings, environment));
  return reports;
}

/** Audit's default canaries as `tool.call` events (Claude Code's: the tool, its input's fields, the call's id), in a project and HOME. */
export function modCalls(projectDir: string, homeDir: string): ModCall[] {
  const place = (text: string) => text.replaceAll('<project>', projectDir).replaceAll('<home>', homeDir);
  return CANARY_NAMES.flatMap((set) => CANARY_SETS[set].canaries).map((canary, index): ModCall => {
    const input = JSON.parse(place(JSON.stringify(canary.toolInput))) as Record<string, unknown>;
    const family = canary.family === undefined ? {} : { family: canary.family };
    return { name: canary.name, role: canary.role, ...family, event: { tool: canary.toolName, ...input, tool_use_id: `toolu_hookcheck_${index + 1}` } };
  });
}

async function driveMod(mod: PluginMod, settings: RunSettings, environment: EngineEnvironment): Promise<ModReport> {
  const scratch = await environment.createScratchArea(mod.pluginRoot, [], undefined, scratchOptionsFor(settings.sandbox));
  try {
    const calls = modCalls(scratch.projectDir, scratch.homeDir);
    const moduleRoot = `${scratch.projectDir}/${relative(mod.pluginRoot, dirname(mod.hooksFile))}`;
    const compiled = await compileTypeScriptMods(moduleRoot, scratch.projectDir, mod.modules);
    const input: ModDriveInput = { pluginRoot: moduleRoot, pluginName: mod.pluginName, modules: mod.modules, compiled: compiled.files, calls: calls.map(({ name, event }) => ({ name, event })) };
    // The sandbox shows the scratch area, not hookcheck's own files: the driver (node built-ins only) goes with it.
    const driver = copyIntoScratch(compiledEntry('audit/mods/drive-mod-main.js'), scratch, 'hookcheck-drive-mod.mjs');
    const target: HookTarget = {
      command: { form: 'exec', file: process.execPath, args: [driver] },
      events: ['PreToolUse'],
      timeoutMs: DRIVE_MS,
      eventsFrom: 'test',
      probes: [],
      input: 'json',
      allowNoControls: true,
    };
    const testCase = { id: 'mod/drive', kind: 'valid' as const, event: 'PreToolUse' as const, label: `mod ${mod.pluginName}`, stdin: JSON.stringify(input) };
    const { outcome } = await executeCase(testCase, target, settings, scratch, environment);
    if (outcome.kind !== 'exited' || outcome.exitCode !== 0) {
      const how = outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind;
      return { mod, calls, drive: null, failed: `the driver ended with ${how}: ${outcome.stderr.trim().slice(-400)}` };
    }
    const drive = JSON.parse(outcome.stdout) as ModDriveReport;
    return { mod, calls, drive: { ...drive, problems: [...compiled.problems, ...drive.problems] } };
  } finally {
    await scratch.remove();
  }
}
