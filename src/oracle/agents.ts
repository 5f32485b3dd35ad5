/**
 * The agent registry: every agent hookcheck can judge a hook's answers for, by id. An agent is one
 * folder under specs/<agent>/ and one under src/oracle/<agent>/, listed here and nowhere else.
 */
import type { EventName } from '../../specs/claude-code/events.js';
import type { HookOutcome } from '../runner/outcome.js';
import { AGENT_IDS, type AgentId, type AgentOracle } from './agent-oracle.js';
import { claudeCodeOracle } from './claude-code/oracle.js';
import { clineOracle } from './cline/oracle.js';
import { codexOracle } from './codex/oracle.js';
import { copilotOracle } from './copilot/oracle.js';
import type { Effect } from './effect.js';
import { geminiOracle } from './gemini/oracle.js';
import { qwenOracle } from './qwen/oracle.js';

export const AGENTS: Readonly<Record<AgentId, AgentOracle>> = {
  'claude-code': claudeCodeOracle,
  gemini: geminiOracle,
  codex: codexOracle,
  copilot: copilotOracle,
  qwen: qwenOracle,
  cline: clineOracle,
};

export function isAgentId(value: string): value is AgentId {
  return (AGENT_IDS as readonly string[]).includes(value);
}

export interface AgentPrediction {
  readonly agent: AgentId;
  /** Default: the agent's latest known version. */
  readonly version?: string;
  /** The agent's own event name (`BeforeTool` for Gemini). */
  readonly event: string;
  readonly outcome: HookOutcome;
}

/** The effect `agent` applies to `outcome` on its `event`. */
export function predictAgentEffect({ agent, version, event, outcome }: AgentPrediction): Effect {
  const oracle = AGENTS[agent];
  return oracle.predict(event, outcome, version ?? oracle.latestVersion);
}

/** The agent's event for a Claude Code event, or null where it has none modelled. */
export function nativeEventOf(agent: AgentId, event: EventName): string | null {
  return AGENTS[agent].nativeEvent(event);
}
