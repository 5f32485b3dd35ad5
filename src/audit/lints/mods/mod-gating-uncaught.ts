/**
 * mod-gating-uncaught: a hook that can hold a call back has no `.catch` (Claude Code's validator lists
 * it). If it ever throws, Claude Code passes over it and runs the call: a guard that fails open. Said
 * only where driving it did not already show it throwing (mod-hook-throws).
 */
import type { Lint } from '../lint.js';
import { modFindingAt } from './support.js';

const modGatingUncaught: Lint = {
  id: 'mod-gating-uncaught',
  title: "A mod's gating hooks fail closed",
  severity: 'warning',
  description: 'A mod hook that can hold a call back, with no .catch: if it throws, Claude Code runs the call (listed by claude plugin validate).',
  check({ modChecks = [], mods = [], files }) {
    return modChecks.flatMap(({ mod, check }) => {
      if (check.kind !== 'validated') return [];
      const threw = new Set(mods.filter((report) => report.mod.pluginRoot === mod.pluginRoot).flatMap((report) => report.drive?.calls.flatMap((call) => call.steps.map((step) => step.module)) ?? []));
      return check.gating
        .filter((gate) => !gate.hasCatch && !threw.has(gate.module))
        .map((gate) =>
          modFindingAt(
            modGatingUncaught,
            mod,
            files,
            `${gate.module} ${gate.hook}`,
            `The mod ${mod.pluginName}'s hook ${gate.module} ${gate.hook} can hold back or change a call and has no .catch: if it throws, Claude Code passes over it and runs the call as it came.`,
            "Fail closed: .catch(($, e, next) => (next.called ? next(e) : { deny: 'the guard failed' })).",
          ),
        );
    });
  },
};

export default modGatingUncaught;
