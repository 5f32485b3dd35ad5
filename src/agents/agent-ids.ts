/**
 * Every agent's id, Claude Code first: the one list of agents. The registry (index.ts) loads each
 * id's folder, src/agents/<id>/; kept apart so that help text and option readers know the ids
 * without loading every oracle at start-up.
 */
export const AGENT_IDS = ['claude-code', 'gemini', 'codex', 'copilot', 'qwen', 'cline'] as const;
export type AgentId = (typeof AGENT_IDS)[number];
/** The agent whose events cases are written in and every other oracle maps to: it judges a hook run as no other. */
export const REFERENCE_AGENT = AGENT_IDS[0];
export type OtherAgentId = Exclude<AgentId, 'claude-code'>;
export const OTHER_AGENT_IDS = AGENT_IDS.filter((id): id is OtherAgentId => id !== 'claude-code');

export function isAgentId(value: string): value is AgentId {
  return (AGENT_IDS as readonly string[]).includes(value);
}

export function isOtherAgent(agent: AgentId): agent is OtherAgentId {
  return agent !== 'claude-code';
}
