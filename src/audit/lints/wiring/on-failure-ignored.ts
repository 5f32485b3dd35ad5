/**
 * on-failure-ignored: `onFailure` written on a matcher group of a settings or plugin file, where
 * the agent SDK's own matcher objects carry it. Claude Code reads it on each handler only: there
 * `"onFailure": "block"` makes a crash, a timeout or an unexpected exit hold the call back, as exit
 * 2 would; on the group it is not read, and a guard that fails lets the call through (measured,
 * specs/claude-code/on-failure.ts). The author meant the guard to fail closed; it fails open.
 */
import { ON_FAILURE_MEASURED_ON } from '../../../../specs/claude-code/on-failure.js';
import type { Lint } from '../lint.js';
import { groupFieldFindings } from './support/group-field.js';

const MEASURED = `measured on Claude Code ${ON_FAILURE_MEASURED_ON.join(' and ')}`;

const onFailureIgnored: Lint = {
  id: 'on-failure-ignored',
  title: '"onFailure" sits on the handler, not on the matcher group',
  severity: 'warning',
  description: `Claude Code reads "onFailure" ("block": a failing hook counts as exit 2) on each handler; on the matcher group it is not read, and a guard that crashes, times out or exits 1 lets the call through (${MEASURED}).`,
  check(context) {
    return groupFieldFindings(onFailureIgnored, context, 'onFailure', { unlessOnHandler: true }, (value) => ({
      message: `"onFailure": ${JSON.stringify(value)} is on the matcher group, where Claude Code does not read it: when the hook crashes, times out or exits 1, the call goes ahead anyway (${MEASURED}). On the handler it is read.`,
      fix: `Move "onFailure": ${JSON.stringify(value)} into each handler of the group (beside "type" and "command").`,
    }));
  },
};

export default onFailureIgnored;
