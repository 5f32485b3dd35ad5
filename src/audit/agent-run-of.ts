/**
 * Which handlers another agent wires audit can run as that agent: a command hook on an event its
 * oracle models (its pre-tool, post-tool and end-of-turn events so far), given its payloads and judged by its verdicts. Cline's
 * hook files are linted only: how Cline starts one is not modelled.
 */
import { EVENT_NAMES } from '../../specs/claude-code/events.js';
import type { AgentRun } from '../agents/agent-run.js';
import { AGENTS, isOtherAgent } from '../agents/index.js';
import type { WiredHook } from './types.js';

/** The hook's run as its agent, or why it is not run; null for a Claude Code hook. */
export function agentRunOf(hook: WiredHook): { readonly run: AgentRun } | { readonly notRun: string } | null {
  if (hook.agent === 'claude-code') return null;
  const oracle = AGENTS[hook.agent];
  if (oracle.facts.hookFolders !== undefined) return { notRun: `a ${oracle.name} hook file: linted, not run (how ${oracle.name} starts a hook file is not modelled)` };
  const modelled = EVENT_NAMES.flatMap((event) => oracle.runEvents(event));
  if (!modelled.includes(hook.event)) return { notRun: `wired for ${oracle.name} on ${hook.event}: linted, not run (hookcheck runs ${oracle.name} hooks on ${modelled.join(', ')} only so far)` };
  return { run: { agent: hook.agent, event: hook.event, version: oracle.latestVersion } };
}

/** A wired `timeout` in milliseconds, in the agent's own unit (its facts: Gemini ms; Qwen ms from 1000 up; the rest s). */
export function timeoutMsOf(hook: WiredHook, timeout: number): number {
  if (!isOtherAgent(hook.agent)) return timeout * 1000;
  const { timeoutUnit, timeoutMsFrom } = AGENTS[hook.agent].facts;
  return timeoutUnit === 'ms' || (timeoutMsFrom !== undefined && timeout >= timeoutMsFrom) ? timeout : timeout * 1000;
}
