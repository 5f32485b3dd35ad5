/**
 * on-failure-ignored: `"onFailure": "block"` (or any `onFailure`) in a settings or plugin file. The
 * agent SDK documents it for the hooks a program registers: a crash, a timeout or an unexpected exit
 * then counts as exit 2. Claude Code does not read it from a settings file, on the handler or on
 * its matcher group: a guard that crashes still lets the call through (measured,
 * specs/claude-code/on-failure.ts). The author meant the guard to fail closed; it fails open.
 */
import { ON_FAILURE_MEASURED_ON } from '../../../../specs/claude-code/on-failure.js';
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { lineOfPath } from './support/source-line.js';
import { activeHooks, makeFinding } from './support/wiring-groups.js';

const MEASURED = `measured on Claude Code ${ON_FAILURE_MEASURED_ON.join(' and ')}`;

const onFailureIgnored: Lint = {
  id: 'on-failure-ignored',
  title: '"onFailure" is not read from settings files',
  severity: 'warning',
  description: `The agent SDK's onFailure ("block": a failing hook counts as exit 2) is not read from a settings or plugin file, on the handler or on its matcher group: a guard that crashes, times out or exits 1 still lets the call through (${MEASURED}).`,
  check(context) {
    return activeHooks(context).flatMap((hook) => {
      const found = onFailureOf(hook);
      if (found === null) return [];
      const line = lineOfPath(context.files, hook.location.file, found.jsonPath) ?? hook.location.line;
      return [
        makeFinding(
          onFailureIgnored,
          [hook],
          { file: hook.location.file, jsonPath: found.jsonPath, ...(line === undefined ? {} : { line }) },
          `"onFailure": ${JSON.stringify(found.value)} on the ${found.on} is not read by Claude Code from a settings file: when the hook crashes, times out or exits 1, the call goes ahead anyway (${MEASURED}).`,
          'Make the hook fail closed itself: catch its own errors and exit 2 with a reason (or print a deny), and keep it well inside its timeout; then remove "onFailure".',
        ),
      ];
    });
  },
};

/** The `onFailure` the handler or its group writes, and where; the handler's first. */
function onFailureOf(hook: WiredHook): { value: unknown; on: 'handler' | 'matcher group'; jsonPath: string } | null {
  if ('onFailure' in hook.handler) return { value: hook.handler['onFailure'], on: 'handler', jsonPath: `${hook.location.jsonPath}.onFailure` };
  if (hook.group !== undefined && 'onFailure' in hook.group) return { value: hook.group['onFailure'], on: 'matcher group', jsonPath: `${hook.location.jsonPath.replace(/\.hooks\[\d+\]$/, '')}.onFailure` };
  return null;
}

export default onFailureIgnored;
