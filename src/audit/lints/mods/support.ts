/** What the mod lints share: where a mod is named, and the calls it held back. */
import type { PluginMod, SourceLocation } from '../../types.js';
import type { LintFiles, LintFinding, Lint } from '../lint.js';
import type { ModReport } from '../../mods/drive-mods.js';
import type { DrivenCall } from '../../mods/mod-drive.js';
import type { ModCall } from '../../mods/drive-mods.js';

/** The `modules` line of the hooks file that loads the mod. */
export function modLocation(mod: PluginMod, files: LintFiles): SourceLocation {
  const lines = (files.readText(mod.hooksFile) ?? '').split('\n');
  const index = lines.findIndex((line) => line.includes('"modules"'));
  return { file: mod.hooksFile, jsonPath: 'modules', ...(index < 0 ? {} : { line: index + 1 }) };
}

/** A lint finding about a mod: it names no handler, so its subject keeps it apart in a baseline. */
export function modFindingAt(lint: Pick<Lint, 'id' | 'severity'>, mod: PluginMod, files: LintFiles, subject: string, message: string, fix: string): LintFinding {
  return { lint: lint.id, severity: lint.severity, message, fix, hookIds: [], location: modLocation(mod, files), subject: `${mod.pluginName}: ${subject}` };
}

/** The same, for what driving the mod found. */
export function modFinding(lint: Pick<Lint, 'id' | 'severity'>, report: ModReport, files: LintFiles, subject: string, message: string, fix: string): LintFinding {
  return modFindingAt(lint, report.mod, files, subject, message, fix);
}

/**
 * Each call some hook of the mod selected, with what became of it: a call its matchers leave alone
 * says nothing of the mod (as a canary a command hook's matcher does not select is not counted),
 * and one whose hooks used the mods API is not judged (its stand-in answers nothing: unjudged()).
 */
export function drivenCalls(report: ModReport): { readonly call: ModCall; readonly driven: DrivenCall }[] {
  return selectedCalls(report).filter(({ driven }) => driven.usedApi === undefined);
}

/** The selected calls whose hooks used the mods API, and so were not judged. */
export function unjudged(report: ModReport): { readonly call: ModCall; readonly driven: DrivenCall }[] {
  return selectedCalls(report).filter(({ driven }) => driven.usedApi !== undefined);
}

function selectedCalls(report: ModReport): { readonly call: ModCall; readonly driven: DrivenCall }[] {
  const byName = new Map((report.drive?.calls ?? []).map((driven) => [driven.name, driven]));
  return report.calls.flatMap((call) => {
    const driven = byName.get(call.name);
    return driven !== undefined && driven.hooks > 0 ? [{ call, driven }] : [];
  });
}

/** A call the mod kept from running: a hook answered it (a deny, or a result of its own). */
export const heldBack = (driven: DrivenCall): boolean => driven.ended === 'answered';

/**
 * Kinds of harm the mod guards: those of which it held back at least one control (as audit judges
 * command hooks' default canaries: engine/probes/scope-canaries.ts).
 */
export function guardedFamilies(report: ModReport): ReadonlySet<string> {
  return new Set(
    drivenCalls(report)
      .filter(({ call, driven }) => call.role === 'control' && heldBack(driven))
      .flatMap(({ call }) => (call.family === undefined ? [] : [call.family])),
  );
}

export const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');
