/**
 * copilot-command-missing: a Copilot CLI command handler with none of `bash`, `command`,
 * `powershell` or `exec` as a string: there is nothing for Copilot to run.
 */
import { COPILOT } from '../../../../specs/copilot/agent.js';
import type { Lint } from '../lint.js';
import { makeFinding } from '../wiring/support/wiring-groups.js';

const fields = COPILOT.commandFields.map((field) => `"${field}"`).join(', ');

const copilotCommandMissing: Lint = {
  id: 'copilot-command-missing',
  title: 'Copilot CLI command hooks say what to run',
  severity: 'error',
  description: `A Copilot CLI command hook runs the string in one of ${fields} (PROTOCOLS.md §5).`,
  check(context) {
    return context.hooks
      .filter((hook) => hook.agent === 'copilot' && hook.type === 'command' && hook.command === undefined)
      .map((hook) => makeFinding(copilotCommandMissing, [hook], hook.location, `This ${COPILOT.name} hook has none of ${fields} as a string, so there is nothing to run.`, 'Add "bash": "<command>" (or "powershell" on Windows).'));
  },
};

export default copilotCommandMissing;
