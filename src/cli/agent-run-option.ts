/**
 * `--agent <id>` (with `--event` and `--agent-version`): the agent a hook is run as. Claude Code is
 * the default and needs no AgentRun (agents/agent-run.ts resolves the others).
 */
import { AGENT_IDS, isAgentId } from '../agents/index.js';
import { resolveAgentRun, type AgentRunChoice } from '../agents/agent-run.js';
import { closestMatch } from '../util/edit-distance.js';
import { UsageError } from '../errors.js';

export type { AgentRunChoice };

/** null: the hook is run as Claude Code. */
export function readAgentRun(agent: string | undefined, events: readonly string[], version: string | undefined): AgentRunChoice | null {
  if (agent === undefined || agent === 'claude-code') return null;
  if (!isAgentId(agent)) {
    const near = closestMatch(agent, AGENT_IDS);
    throw new UsageError(`--agent: there is no agent "${agent}".`, { hint: near === null ? `Choose from ${AGENT_IDS.join(', ')}.` : `Did you mean --agent ${near}?` });
  }
  const resolved = resolveAgentRun(agent as Exclude<typeof agent, 'claude-code'>, events, version);
  if ('problem' in resolved) throw new UsageError(`${resolved.about === 'event' ? '--event' : '--agent-version:'} ${resolved.problem}.`, { hint: resolved.hint });
  return resolved;
}
