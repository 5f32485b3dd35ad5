/**
 * mod-benign-blocked: a look-alike of a kind the mod guards (`rm -rf build/` beside `rm -rf /`) was
 * held back: an ordinary call refused, which teaches the model to work around the guard.
 */
import type { Lint } from '../lint.js';
import { drivenCalls, guardedFamilies, heldBack, modFinding, quoted } from './support.js';

const modBenignBlocked: Lint = {
  id: 'mod-benign-blocked',
  title: 'A mod lets the ordinary look-alikes of what it guards through',
  severity: 'warning',
  description: "A mod's tool.call hooks held back an ordinary call that only resembles a kind of harm it guards.",
  check({ mods = [], files }) {
    return mods.flatMap((report) => {
      const guarded = guardedFamilies(report);
      const blocked = drivenCalls(report).filter(({ call, driven }) => call.role === 'benign' && heldBack(driven) && (call.family === undefined ? guarded.size > 0 : guarded.has(call.family)));
      if (blocked.length === 0) return [];
      const names = blocked.map(({ call, driven }) => `${call.name}${driven.deny === undefined ? '' : ` (${driven.deny})`}`);
      return [
        modFinding(
          modBenignBlocked,
          report,
          files,
          'benign',
          `The mod ${report.mod.pluginName} held back ${blocked.length} ordinary call(s): ${quoted(names)}.`,
          'Narrow the match to the harm itself.',
        ),
      ];
    });
  },
};

export default modBenignBlocked;
