/**
 * mod-control-missed: a mod holds back one call of a kind of harm (it denies `rm -rf /`), so it
 * guards that kind; each control of the same kind that went through (`sudo rm -fr /*`) is a way
 * around it. Judged as audit judges command hooks' default canaries.
 */
import type { Lint } from '../lint.js';
import { drivenCalls, guardedFamilies, heldBack, modFinding, quoted } from './support.js';

const modControlMissed: Lint = {
  id: 'mod-control-missed',
  title: 'A mod that guards a kind of harm holds back every control of it',
  severity: 'error',
  description: "A mod's tool.call hooks held back one of audit's controls of a kind (deleting / or HOME, a force-push, a secret file) and let another of the same kind through.",
  check({ mods = [], files }) {
    return mods.flatMap((report) => {
      const guarded = guardedFamilies(report);
      const missed = drivenCalls(report).filter(({ call, driven }) => call.role === 'control' && call.family !== undefined && guarded.has(call.family) && !heldBack(driven));
      return [...new Set(missed.map(({ call }) => call.family!))].map((family) => {
        const names = missed.filter(({ call }) => call.family === family).map(({ call, driven }) => `${call.name}${driven.ended === 'rewrote' ? ' (rewritten, and run)' : ''}`);
        return modFinding(
          modControlMissed,
          report,
          files,
          `control ${family}`,
          `The mod ${report.mod.pluginName} holds back ${family} (it stopped another such call), but let through ${quoted(names)}.`,
          'Match the harm, not one spelling of it: each control names a way around the guard.',
        );
      });
    });
  },
};

export default modControlMissed;
