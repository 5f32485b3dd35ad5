/**
 * agent-event-unknown: an event key (a Cline file name) another agent does not know, e.g.
 * `PreToolUse` in Gemini CLI's settings, where the moment is called `BeforeTool`. Gemini CLI warns
 * and skips the key; the others skip it silently: its handlers never run.
 */
import type { Lint } from '../lint.js';
import { lineOfPath } from '../wiring/support/source-line.js';
import { eventPath, groupBy, makeFinding } from '../wiring/support/wiring-groups.js';
import { agentEvents, isAgentEvent, suggestAgentEvent } from '../../../agents/agent-events.js';
import { AGENTS, isOtherAgent } from '../../../agents/index.js';

const agentEventUnknown: Lint = {
  id: 'agent-event-unknown',
  title: "Event keys are the wiring agent's events",
  severity: 'error',
  description: 'Each agent reads only its own event names (specs/<agent>/agent.ts); a hook under another name never runs (PROTOCOLS.md §0, §3, §4, §5, §8).',
  check(context) {
    const unknown = context.hooks.filter((hook) => isOtherAgent(hook.agent) && !isAgentEvent(hook.agent, hook.event));
    return groupBy(unknown, eventPath).map((hooks) => {
      const first = hooks[0]!;
      const agent = first.agent as Exclude<typeof first.agent, 'claude-code'>;
      const { name } = AGENTS[agent];
      const events = agentEvents(agent);
      const jsonPath = eventPath(first);
      const line = jsonPath === '' ? first.location.line : (lineOfPath(context.files, first.location.file, jsonPath) ?? first.location.line);
      const suggestion = suggestAgentEvent(agent, first.event);
      const guess = suggestion === undefined ? '' : ` Did you mean "${suggestion.event}"${suggestion.because === undefined ? '' : ` ("${first.event}" is ${suggestion.because})`}?`;
      const handlers = hooks.length === 1 ? 'its handler never runs' : `its ${hooks.length} handlers never run`;
      const what = AGENTS[agent].facts.hookFolders === undefined ? 'key' : 'file name';
      return makeFinding(
        agentEventUnknown,
        hooks,
        { file: first.location.file, jsonPath, ...(line === undefined ? {} : { line }) },
        `"${first.event}" is not a ${name} event, so ${name} skips it and ${handlers}.${guess}`,
        suggestion === undefined ? `Rename the ${what} "${first.event}" to one of ${name}'s events (${events.slice(0, 6).join(', ')}, …), or remove it.` : `Rename the ${what} "${first.event}" to "${suggestion.event}".`,
      );
    });
  },
};

export default agentEventUnknown;
