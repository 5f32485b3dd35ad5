/**
 * The agent a hook is run as, when it is not Claude Code (`--agent`, the config's `agent`): the
 * event it runs on, in the agent's own name (`BeforeTool`) or Claude Code's (`PreToolUse`), and the
 * version its oracle has a verdict for. What cannot be run says why and how to fix it.
 */
import { EVENT_NAMES, isEventName, type EventName } from '../../specs/claude-code/events.js';
import { isAgentEvent, suggestAgentEvent } from './agent-events.js';
import { AGENTS, type AgentId, type OtherAgentId } from './index.js';

/** A hook run as another agent than Claude Code (`--agent`): its payloads, and its oracle's verdicts. */
export interface AgentRun {
  readonly agent: AgentId;
  /** The agent's own event the hook is run on (`BeforeTool`, `preToolUse`). */
  readonly event: string;
  readonly version: string;
}

export interface AgentRunChoice {
  readonly run: AgentRun;
  /** The Claude Code event the agent's event answers to: the cases are built for it. */
  readonly event: EventName;
}

export interface AgentRunProblem {
  /** Which setting is wrong. */
  readonly about: 'event' | 'version';
  /** What is wrong with it. */
  readonly problem: string;
  readonly hint: string;
}

/** `events`: at most one, in the agent's or Claude Code's names; none: the agent's pre-tool event. */
export function resolveAgentRun(agent: OtherAgentId, events: readonly string[], version: string | undefined): AgentRunChoice | AgentRunProblem {
  const oracle = AGENTS[agent];
  const modelled = EVENT_NAMES.flatMap((event) => oracle.runEvents(event).map((native) => ({ native, event })));
  const names = modelled.map(({ native }) => native);
  if (events.length > 1) return { about: 'event', problem: `runs a hook as ${oracle.name} on one event at a time, not ${events.join(', ')}`, hint: `Give one event: ${names.join(' or ')}.` };
  const wanted = events[0];
  const chosen = wanted === undefined ? modelled[0] : modelled.find(({ native, event }) => native === wanted || (native === oracle.nativeEvent(event) && event === wanted));
  if (chosen === undefined) {
    const known = isEventName(wanted!) || isAgentEvent(agent, wanted!);
    const near = known ? undefined : suggestAgentEvent(agent, wanted!)?.event;
    const what = known ? `is not modelled for ${oracle.name} yet` : `is not an event of ${oracle.name}${near === undefined ? '' : ` (did you mean ${near}?)`}`;
    return { about: 'event', problem: `${wanted} ${what}`, hint: `hookcheck runs ${oracle.name} hooks on ${names.join(', ')} so far.` };
  }
  const chosenVersion = version === undefined || version === 'latest' ? oracle.latestVersion : version.trim();
  if (oracle.basis(chosenVersion) === null) return { about: 'version', problem: `${oracle.name} ${chosenVersion} is no version hookcheck can place (a dotted triple such as ${oracle.latestVersion})`, hint: `Give ${oracle.latestVersion}, the version its truth table was measured on, or leave the version out.` };
  return { run: { agent, event: chosen.native, version: chosenVersion }, event: chosen.event };
}
