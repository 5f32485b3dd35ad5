/**
 * copilot-version: a `.github/hooks/*.json` file without `"version": 1`. Copilot CLI's hooks file
 * format is versioned (PROTOCOLS.md §5); a file that does not say version 1 is not the format its
 * hooks were written for.
 */
import { COPILOT } from '../../../../specs/copilot/agent.js';
import type { Lint } from '../lint.js';
import { lineOfPath } from '../wiring/support/source-line.js';
import { groupBy, makeFinding, shown } from '../wiring/support/wiring-groups.js';

const copilotVersion: Lint = {
  id: 'copilot-version',
  title: 'Copilot CLI hooks files say "version": 1',
  severity: 'error',
  description: 'Copilot CLI reads `.github/hooks/*.json` as {"version": 1, "hooks": {…}} (PROTOCOLS.md §5).',
  check(context) {
    const byFile = groupBy(context.hooks.filter((hook) => hook.agent === 'copilot'), () => '');
    return byFile.flatMap((hooks) => {
      const file = hooks[0]!.location.file;
      const text = context.files.readText(file);
      const parsed = text === null ? null : parseOrNull(text);
      const version = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>)['version'] : undefined;
      if (parsed === null || version === COPILOT.hooksFileVersion) return [];
      const line = version === undefined ? 1 : lineOfPath(context.files, file, 'version');
      const seen = version === undefined ? 'has no "version"' : `says "version": ${shown(version)}`;
      return [makeFinding(copilotVersion, hooks, { file, jsonPath: version === undefined ? '' : 'version', ...(line === undefined ? {} : { line }) }, `This ${COPILOT.name} hooks file ${seen}; the format its hooks are written in is version ${COPILOT.hooksFileVersion}.`, `Add "version": ${COPILOT.hooksFileVersion} at the top of the file.`)];
    });
  },
};

/** The file was valid JSON when discovered; a text cut at the read limit is not judged. */
function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export default copilotVersion;
