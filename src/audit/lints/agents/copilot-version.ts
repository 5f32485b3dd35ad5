/**
 * copilot-version: a file of an agent's hooks folder without the `version` its facts give (Copilot
 * CLI: `.github/hooks/*.json` without `"version": 1`). The format is versioned (PROTOCOLS.md §5); a
 * file that does not say that version is not the format its hooks were written for.
 */
import { AGENTS, isOtherAgent } from '../../../agents/index.js';
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { lineOfPath } from '../wiring/support/source-line.js';
import { groupBy, makeFinding, shown } from '../wiring/support/wiring-groups.js';

const copilotVersion: Lint = {
  id: 'copilot-version',
  title: 'Copilot CLI hooks files say "version": 1',
  severity: 'error',
  description: 'Copilot CLI reads `.github/hooks/*.json` as {"version": 1, "hooks": {…}} (PROTOCOLS.md §5).',
  check(context) {
    const byFile = groupBy(context.hooks.filter((hook) => versionOf(hook) !== undefined), () => '');
    return byFile.flatMap((hooks) => {
      const file = hooks[0]!.location.file;
      const text = context.files.readText(file);
      const parsed = text === null ? null : parseOrNull(text);
      const version = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>)['version'] : undefined;
      const wanted = versionOf(hooks[0]!)!;
      if (parsed === null || version === wanted) return [];
      const line = version === undefined ? 1 : lineOfPath(context.files, file, 'version');
      const seen = version === undefined ? 'has no "version"' : `says "version": ${shown(version)}`;
      return [makeFinding(copilotVersion, hooks, { file, jsonPath: version === undefined ? '' : 'version', ...(line === undefined ? {} : { line }) }, `This ${AGENTS[hooks[0]!.agent].name} hooks file ${seen}; the format its hooks are written in is version ${wanted}.`, `Add "version": ${wanted} at the top of the file.`)];
    });
  },
};

/** The version the hook's agent wants its hooks folder files to say; undefined where it has none. */
function versionOf(hook: WiredHook): number | undefined {
  return isOtherAgent(hook.agent) ? AGENTS[hook.agent].facts.hooksFileVersion : undefined;
}

/** The file was valid JSON when discovered; a text cut at the read limit is not judged. */
function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export default copilotVersion;
