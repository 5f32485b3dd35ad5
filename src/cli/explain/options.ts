/**
 * The question `hookcheck explain` answers, from its options and an optional payload: the event
 * (`--event` or `hook_event_name`), the matcher value (`--tool`/`--match` or the event's matcher
 * field) and the Bash command for `if` rules. Mistakes are usage errors that say what to give.
 */
import { readVersionFor } from '../event-version.js';
import { EVENT_NAMES, EVENTS, isEventName, type EventName } from '../../../specs/claude-code/events.js';
import { UsageError } from '../../errors.js';
import { AGENT_IDS, isAgentId } from '../../agents/index.js';
import { AGENTS } from '../../agents/index.js';
import { isAgentEvent, suggestAgentEvent } from '../../agents/agent-events.js';
import type { OtherAgentId } from '../../agents/index.js';
import { closestMatch } from '../../util/edit-distance.js';
import type { AgentExplainQuery } from '../../audit/explain/explain-agent-hooks.js';
import { closeEvent } from '../../audit/explain/close-event.js';
import type { ExplainQuery } from '../../audit/explain/explanation.js';

/** `--agent`: another agent's query (its event and tool), or null for Claude Code. */
export function readExplainAgent(options: ExplainOptions & { readonly agent?: string }): AgentExplainQuery | null {
  if (options.agent === undefined || options.agent === 'claude-code') return null;
  if (!isAgentId(options.agent)) {
    const near = closestMatch(options.agent, AGENT_IDS);
    throw new UsageError(`--agent: there is no agent "${options.agent}".`, { hint: near === null ? `Choose from ${AGENT_IDS.join(', ')}.` : `Did you mean --agent ${near}?` });
  }
  const agent = options.agent as OtherAgentId;
  const name = AGENTS[agent].name;
  if (options.event === undefined)
    throw new UsageError(`hookcheck explain --agent ${agent} needs an event in ${name}'s names.`, { hint: `Give --event, e.g. --event ${AGENTS[agent].nativeEvent('PreToolUse') ?? 'PreToolUse'}.` });
  if (!isAgentEvent(agent, options.event)) {
    const near = suggestAgentEvent(agent, options.event);
    throw new UsageError(`"${options.event}" is not a ${name} event.`, {
      hint: near === undefined ? `Give one of ${name}'s events.` : `Did you mean ${near.event}${near.because ? ` (${options.event} is ${near.because})` : ''}?`,
    });
  }
  if (options.match !== undefined || options.command !== undefined) throw new UsageError(`--match and --command are Claude Code's; for ${name} give --tool.`, { hint: 'Leave them out.' });
  return { agent, event: options.event, value: options.tool ?? null };
}

interface ExplainOptions {
  readonly event?: string;
  readonly tool?: string;
  readonly match?: string;
  readonly command?: string;
  readonly agentVersion?: string;
}

export function resolveExplainQuery(options: ExplainOptions, payload?: Readonly<Record<string, unknown>>): ExplainQuery {
  const event = readEvent(options.event, payload);
  const field = EVENTS[event].matcherField;
  const isToolEvent = field === 'tool_name';
  if (options.tool !== undefined && !isToolEvent) {
    throw new UsageError(`--tool is for tool events, and ${event} is not one.`, {
      hint: field === null ? `${event} has no matcher; leave --tool out.` : `${event} matchers test ${field}: give it with --match.`,
    });
  }
  if (options.match !== undefined && isToolEvent)
    throw new UsageError(`--match is for events other than tool events; ${event} matchers test the tool name.`, { hint: `Give the tool with --tool, e.g. --tool ${options.match}.` });
  const fromPayload = field === null ? undefined : payloadString(payload, field);
  let value = options.tool ?? options.match ?? fromPayload ?? null;
  if (value === null && isToolEvent)
    throw new UsageError(`${event} needs --tool: its matchers are tested against the tool name.`, {
      hint: 'Add e.g. --tool Bash (or Edit, Write, mcp__memory__create…), or give a --payload with tool_name.',
    });
  if (field === null) value = null;
  if (event === 'FileChanged' && value !== null) value = value.split(/[\\/]/).pop() ?? value;
  const command = options.command ?? commandOf(payload) ?? null;
  if (options.command !== undefined && value !== 'Bash')
    throw new UsageError(`--command is tested against Bash(…) "if" rules, so it needs --tool Bash.`, { hint: 'Add --tool Bash, or leave --command out.' });
  return { event, value, command: value === 'Bash' ? command : null, agentVersion: readVersionFor([event], options.agentVersion) };
}

function readEvent(option: string | undefined, payload: Readonly<Record<string, unknown>> | undefined): EventName {
  const fromPayload = payloadString(payload, 'hook_event_name');
  if (option !== undefined && fromPayload !== undefined && option !== fromPayload) {
    throw new UsageError(`--event ${option} disagrees with the payload's hook_event_name "${fromPayload}".`, {
      hint: "Leave --event out to use the payload's event, or give a payload of that event.",
    });
  }
  const name = option ?? fromPayload;
  if (name === undefined) throw new UsageError('hookcheck explain needs an event.', { hint: 'Give --event, e.g. --event PreToolUse --tool Bash, or a --payload with hook_event_name.' });
  if (isEventName(name)) return name;
  const close = closeEvent(name);
  const caseOnly = close !== undefined && close.toLowerCase() === name.toLowerCase();
  throw new UsageError(`Unknown event "${name}".`, {
    hint: close === undefined ? `Known events: ${EVENT_NAMES.join(', ')}.` : `${caseOnly ? 'Event names are case-sensitive: did' : 'Did'} you mean ${close}?`,
  });
}

function payloadString(payload: Readonly<Record<string, unknown>> | undefined, key: string): string | undefined {
  const value = payload?.[key];
  return typeof value === 'string' ? value : undefined;
}

function commandOf(payload: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const input = payload?.['tool_input'];
  if (input === null || typeof input !== 'object') return undefined;
  const command = (input as Record<string, unknown>)['command'];
  return typeof command === 'string' ? command : undefined;
}
