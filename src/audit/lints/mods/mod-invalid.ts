/**
 * mod-invalid: Claude Code's own validator refuses a mod's module (it imports something other than its
 * own files and "claude-code", say `node:fs`): Claude Code will not load it, so none of its hooks run,
 * and a guard it holds is simply absent. Asked of the Claude Code installed here.
 */
import type { Lint } from '../lint.js';
import { modFindingAt } from './support.js';

const modInvalid: Lint = {
  id: 'mod-invalid',
  title: "Claude Code's validator accepts each mod",
  severity: 'error',
  description: "A mod's module that Claude Code's own validator (claude plugin validate) refuses: Claude Code does not load it, so its hooks never run.",
  check({ modChecks = [], files }) {
    return modChecks.flatMap(({ mod, check }) =>
      check.kind === 'validated'
        ? check.errors.map((error) =>
            modFindingAt(
              modInvalid,
              mod,
              files,
              error.message,
              `Claude Code's validator refuses the mod ${mod.pluginName}: ${error.message}. Claude Code does not load such a module, so none of its hooks run.`,
              'Import only the mod’s own files (by relative path) and "claude-code"; check with claude plugin validate.',
            ),
          )
        : [],
    );
  },
};

export default modInvalid;
