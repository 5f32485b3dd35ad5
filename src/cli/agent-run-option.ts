/**
 * `--agent <id>` (with `--event` and `--agent-version`): the agent a hook is run as. Claude Code is
 * the default and needs no AgentRun; another agent is run on the events its oracle models, in its
 * own names (`BeforeTool`) or in Claude Code's (`PreToolUse`), at a version it has a verdict for.
 */
import { EVENT_NAMES, isEventName, type EventName } from '../../specs/claude-code/events.js';
import { AGENT_IDS, isAgentId, type AgentRun } from '../oracle/agent-oracle.js';
import { AGENTS } from '../oracle/agents.js';
import { closestMatch } from '../edit-distance.js';
import { isAgentEvent, suggestAgentEvent, type OtherAgent } from '../audit/lints/agents/support/agent-events.js';
import { UsageError } from '../errors.js';

export interface AgentRunChoice {
  readonly run: AgentRun;
  /** The Claude Code event the agent's event answers to: the cases are built for it. */
  readonly event: EventName;
}

/** null: the hook is run as Claude Code. */
export function readAgentRun(agent: string | undefined, events: readonly string[], version: string | undefined): AgentRunChoice | null {
  if (agent === undefined || agent === 'claude-code') return null;
  if (!isAgentId(agent)) {
    const near = closestMatch(agent, AGENT_IDS);
    throw new UsageError(`--agent: there is no agent "${agent}".`, { hint: near === null ? `Choose from ${AGENT_IDS.join(', ')}.` : `Did you mean --agent ${near}?` });
  }
  const oracle = AGENTS[agent];
  const modelled = EVENT_NAMES.flatMap((event) => oracle.runEvents(event).map((native) => ({ native, event })));
  const names = modelled.map(({ native }) => native);
  if (events.length > 1) throw new UsageError(`--agent ${agent} runs a hook on one event at a time, not ${events.join(', ')}.`, { hint: `Give one --event: ${names.join(' or ')}.` });
  const wanted = events[0];
  const chosen = wanted === undefined ? modelled[0] : modelled.find(({ native, event }) => native === wanted || (native === oracle.nativeEvent(event) && event === wanted));
  if (chosen === undefined) {
    const known = isEventName(wanted!) || isAgentEvent(agent as OtherAgent, wanted!);
    const near = known ? undefined : suggestAgentEvent(agent as OtherAgent, wanted!)?.event;
    const what = known ? `is not modelled for ${oracle.name} yet` : `is not an event of ${oracle.name}${near === undefined ? '' : ` (did you mean ${near}?)`}`;
    throw new UsageError(`--event ${wanted} ${what}.`, { hint: `hookcheck runs ${oracle.name} hooks on ${names.join(', ')} so far.` });
  }
  const chosenVersion = version === undefined || version === 'latest' ? oracle.latestVersion : version.trim();
  if (oracle.basis(chosenVersion) === null) {
    throw new UsageError(`--agent-version ${chosenVersion}: ${oracle.name} ${chosenVersion} is not modelled.`, { hint: `Drop --agent-version, or give ${oracle.latestVersion}, the version its truth table was measured on.` });
  }
  return { run: { agent, event: chosen.native, version: chosenVersion }, event: chosen.event };
}
