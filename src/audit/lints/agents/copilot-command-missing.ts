/**
 * copilot-command-missing: a command handler in an agent's hooks folder with none of the command
 * fields its facts name as a string (Copilot CLI: `bash`, `command`, `powershell` or `exec`): there
 * is nothing for the agent to run.
 */
import { AGENTS, isOtherAgent, OTHER_AGENT_IDS } from '../../../agents/index.js';
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { makeFinding } from '../wiring/support/wiring-groups.js';

/** The fields a handler of the hook's agent may hold its command in, quoted; undefined where the agent names none. */
const fieldsOf = (hook: WiredHook): string | undefined => {
  const fields = isOtherAgent(hook.agent) ? AGENTS[hook.agent].facts.commandFields : undefined;
  return fields?.map((field) => `"${field}"`).join(', ');
};
const described = OTHER_AGENT_IDS.flatMap((id) => {
  const { name, facts } = AGENTS[id];
  return facts.commandFields === undefined ? [] : [`A ${name} command hook runs the string in one of ${facts.commandFields.map((field) => `"${field}"`).join(', ')}`];
});

const copilotCommandMissing: Lint = {
  id: 'copilot-command-missing',
  title: 'Copilot CLI command hooks say what to run',
  severity: 'error',
  description: `${described.join('; ')} (PROTOCOLS.md §5).`,
  check(context) {
    return context.hooks
      .filter((hook) => fieldsOf(hook) !== undefined && hook.type === 'command' && hook.command === undefined)
      .map((hook) => makeFinding(copilotCommandMissing, [hook], hook.location, `This ${AGENTS[hook.agent].name} hook has none of ${fieldsOf(hook)} as a string, so there is nothing to run.`, 'Add "bash": "<command>" (or "powershell" on Windows).'));
  },
};

export default copilotCommandMissing;
