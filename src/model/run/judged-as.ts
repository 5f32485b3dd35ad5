/**
 * The agent a target's answers are judged by: the agent it is run as (`--agent`), else Claude Code
 * at the run's version. Cases are written in Claude Code's events, the reference every oracle maps
 * to, so each case's event is turned into the agent's own here. Code that treats agents differently
 * asks this for the agent and reads its oracle, rather than testing whether a target has an agent.
 */
import { AGENTS, REFERENCE_AGENT, type AgentId } from '../../agents/index.js';
import type { AgentOracle } from '../../oracle/agent-oracle.js';
import type { EventName } from '../../../specs/claude-code/events.js';
import type { HookTarget } from './hook-report.js';

export interface JudgedAs {
  readonly agent: AgentId;
  readonly oracle: AgentOracle;
  readonly version: string;
  /** The agent's own events the target runs on. */
  readonly events: readonly string[];
  /** The agent's own event for a case written for the Claude Code `event`. */
  nativeEvent(event: EventName): string;
}

/** `agentVersion`: the run's Claude Code version (default: the latest measured), for a target run as no other agent. */
export function judgedAs(target: Pick<HookTarget, 'agent' | 'events'>, agentVersion?: string): JudgedAs {
  const run = target.agent ?? { agent: REFERENCE_AGENT, event: null, version: agentVersion ?? AGENTS[REFERENCE_AGENT].latestVersion };
  const own = run.event;
  return {
    agent: run.agent,
    oracle: AGENTS[run.agent],
    version: run.version,
    events: own === null ? target.events : [own],
    // A run as another agent is on one event of its own (Copilot has two casings of each).
    nativeEvent: (event) => own ?? event,
  };
}

/** The id of the agent a target is judged by, when its version does not matter. */
export function judgedAgentId(target: Pick<HookTarget, 'agent'>): AgentId {
  return target.agent?.agent ?? REFERENCE_AGENT;
}
