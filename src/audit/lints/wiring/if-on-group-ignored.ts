/**
 * if-on-group-ignored: an `if` written on the matcher group rather than on a handler, as some guides
 * show it (`{ "matcher": "Bash", "if": "Bash(git *)", "hooks": [...] }`). Claude Code does not read
 * it there: the hook runs on every call the matcher selects, the ones the rule was meant to keep
 * away included (measured, specs/claude-code/if-rules.ts).
 */
import { IF_RULES_MEASURED_ON } from '../../../../specs/claude-code/if-rules.js';
import type { Lint } from '../lint.js';
import { groupFieldFindings } from './support/group-field.js';

const ifOnGroupIgnored: Lint = {
  id: 'if-on-group-ignored',
  title: '"if" sits on the handler, not on the matcher group',
  severity: 'warning',
  description: `Claude Code reads "if" on each handler only; on the matcher group it is ignored and the hook runs on every call the matcher selects (measured on Claude Code ${IF_RULES_MEASURED_ON.join(' and ')}).`,
  check(context) {
    return groupFieldFindings(ifOnGroupIgnored, context, 'if', { unlessOnHandler: false }, (rule, hooks) => ({
      message: `"if": ${JSON.stringify(rule)} is on the matcher group, where Claude Code does not read it: the ${hooks.length === 1 ? 'hook runs' : `${hooks.length} hooks run`} on every call the matcher selects, not only those the rule names.`,
      fix: `Move "if": ${JSON.stringify(rule)} into each handler of the group (beside "type" and "command").`,
    }));
  },
};

export default ifOnGroupIgnored;
