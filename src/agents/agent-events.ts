/**
 * The event names each other agent reads in its hook files (its facts, specs/<agent>/agent.ts), and
 * what an unknown key was probably meant to be: that agent's name for a Claude Code event, or the
 * nearest of its names by spelling.
 */
import { EVENT_NAMES } from '../../specs/claude-code/events.js';
import { closestMatch, eventEditsAllowed } from '../util/edit-distance.js';
import { AGENTS, type OtherAgentId } from './index.js';

/** Every event name the agent accepts: its own, and Claude Code's where it takes those too. */
export function agentEvents(agent: OtherAgentId): readonly string[] {
  const { hookEvents, acceptsClaudeEvents } = AGENTS[agent].facts;
  return acceptsClaudeEvents === true ? [...hookEvents, ...EVENT_NAMES] : hookEvents;
}

export function isAgentEvent(agent: OtherAgentId, event: string): boolean {
  const events = agentEvents(agent);
  return AGENTS[agent].facts.ignoreCase === true ? events.some((name) => name.toLowerCase() === event.toLowerCase()) : events.includes(event);
}

/** The agent's event `key` was probably meant as, with why when it is Claude Code's name for it. */
export function suggestAgentEvent(agent: OtherAgentId, key: string): { event: string; because?: string } | undefined {
  const mapped = AGENTS[agent].facts.claudeNames?.[key];
  if (mapped !== undefined) return { event: mapped, because: "Claude Code's name" };
  const event = closestMatch(key, agentEvents(agent), eventEditsAllowed(key));
  return event === null ? undefined : { event };
}
