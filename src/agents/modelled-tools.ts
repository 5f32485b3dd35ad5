/**
 * Which of Claude Code's calls, the form every case is written in, hookcheck can send a hook as
 * another agent: its shell calls always, and its file edits where that agent's edit tool is
 * measured (`toolKinds` in specs/<agent>/agent.ts).
 */
import type { ToolKind } from '../../specs/agents/agent-facts.js';
import { AGENTS } from './index.js';
import type { AgentId } from './agent-ids.js';

/** Claude Code's tools of each kind. */
export const CLAUDE_TOOLS: Readonly<Record<ToolKind, readonly string[]>> = { shell: ['Bash'], edit: ['Edit', 'MultiEdit', 'Write'] };

/** The kinds of call modelled for `agent`; Claude Code: all. */
export function modelledKinds(agent: AgentId): ToolKind[] {
  const oracle = AGENTS[agent];
  if (!('facts' in oracle)) return Object.keys(CLAUDE_TOOLS) as ToolKind[];
  return (Object.keys(CLAUDE_TOOLS) as ToolKind[]).filter((kind) => kind === 'shell' || (oracle.facts.toolKinds?.[kind]?.length ?? 0) > 0);
}

/** A Claude Code matcher for the calls modelled for `agent` (`Bash`, or `Bash|Edit|MultiEdit|Write`). */
export function modelledToolsMatcher(agent: AgentId): string {
  return modelledKinds(agent)
    .flatMap((kind) => CLAUDE_TOOLS[kind])
    .join('|');
}

/** Whether a payload `agent` sends is a file edit (its tool one of the agent's measured edit tools). */
export function isEditPayload(agent: AgentId, payload: Readonly<Record<string, unknown>>): boolean {
  const oracle = AGENTS[agent];
  if (!('facts' in oracle)) return false;
  const name = oracle.toolNameOf(payload);
  return [...(oracle.facts.toolKinds?.edit ?? []), ...(oracle.facts.ownToolKinds?.edit ?? [])].includes(name);
}

/** The first of `probes` that is a call of a tool not modelled for `agent` (a Read): it cannot be sent as that agent. */
export function unsendableProbe<P extends { readonly payload?: Readonly<Record<string, unknown>> | undefined }>(agent: AgentId, probes: readonly P[]): P | undefined {
  const sent = modelledKinds(agent).flatMap((kind) => CLAUDE_TOOLS[kind]);
  return probes.find(({ payload }) => payload?.['tool_name'] !== undefined && !sent.includes(String(payload['tool_name'])));
}
