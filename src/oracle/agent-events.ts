/**
 * The event names each other agent reads in its hook files (specs/<agent>/agent.ts), and what an
 * unknown key was probably meant to be: that agent's name for a Claude Code event, or the nearest
 * of its names by spelling.
 */
import { EVENT_NAMES } from '../../specs/claude-code/events.js';
import { CLINE } from '../../specs/cline/agent.js';
import { CODEX } from '../../specs/codex/agent.js';
import { COPILOT } from '../../specs/copilot/agent.js';
import { GEMINI } from '../../specs/gemini/agent.js';
import { QWEN } from '../../specs/qwen/agent.js';
import { closestMatch, eventEditsAllowed } from '../edit-distance.js';
import type { AgentId } from './agent-oracle.js';

export type OtherAgent = Exclude<AgentId, 'claude-code'>;

interface AgentEvents {
  readonly name: string;
  readonly events: readonly string[];
  /** Cline matches a file's name to its event without case. */
  readonly ignoreCase: boolean;
  /** Claude Code's name → this agent's, where they differ. */
  readonly fromClaude: Readonly<Record<string, string>>;
}

const CAMEL_FROM_CLAUDE = Object.fromEntries(COPILOT.hookEvents.map((event) => [event[0]!.toUpperCase() + event.slice(1), event]));

export const AGENT_EVENTS: Readonly<Record<OtherAgent, AgentEvents>> = {
  gemini: { name: GEMINI.name, events: GEMINI.hookEvents, ignoreCase: false, fromClaude: GEMINI.claudeNames },
  qwen: { name: QWEN.name, events: QWEN.hookEvents, ignoreCase: false, fromClaude: {} },
  codex: { name: CODEX.name, events: CODEX.hookEvents, ignoreCase: false, fromClaude: {} },
  // PascalCase Claude Code names are Copilot events too: they switch it to Claude-style payloads (PROTOCOLS.md §5).
  copilot: { name: COPILOT.name, events: [...COPILOT.hookEvents, ...EVENT_NAMES], ignoreCase: false, fromClaude: CAMEL_FROM_CLAUDE },
  cline: { name: CLINE.name, events: CLINE.hookEvents, ignoreCase: true, fromClaude: {} },
};

export function isOtherAgent(agent: AgentId): agent is OtherAgent {
  return agent !== 'claude-code';
}

export function isAgentEvent(agent: OtherAgent, event: string): boolean {
  const { events, ignoreCase } = AGENT_EVENTS[agent];
  return ignoreCase ? events.some((name) => name.toLowerCase() === event.toLowerCase()) : events.includes(event);
}

/** The agent's event `key` was probably meant as, with why when it is Claude Code's name for it. */
export function suggestAgentEvent(agent: OtherAgent, key: string): { event: string; because?: string } | undefined {
  const { events, fromClaude } = AGENT_EVENTS[agent];
  const mapped = fromClaude[key];
  if (mapped !== undefined) return { event: mapped, because: "Claude Code's name" };
  const event = closestMatch(key, events, eventEditsAllowed(key));
  return event === null ? undefined : { event };
}
