/**
 * Default hook timeouts of Claude Code, in seconds (PROTOCOLS.md §1.5): 600 s for command, http and
 * mcp_tool handlers (UserPromptSubmit 30 s, MessageDisplay 10 s), 30 s for prompt, 60 s for agent;
 * SessionEnd shares a 1.5 s budget that `timeout` can raise to 60 s at most.
 */
import { EVENTS, type EventName } from '../../../../../specs/claude-code/events.js';

export const SESSION_END_MAX_SEC = 60;

/** Handler types that run something and take the event's default timeout. */
export const RUNNING_TYPES: readonly string[] = ['command', 'http', 'mcp_tool'];

/** The timeout Claude Code gives a handler of `type` on `event` when none is written, or undefined for unknown types. */
export function defaultTimeoutSec(type: string, event: EventName): number | undefined {
  if (event === 'SessionEnd') return EVENTS.SessionEnd.defaultTimeoutSec;
  if (RUNNING_TYPES.includes(type)) return EVENTS[event].defaultTimeoutSec;
  if (type === 'prompt') return 30;
  if (type === 'agent') return 60;
  return undefined;
}

/** The longest `timeout` that still says something sensible: the default, or SessionEnd's cap. */
export function longestSensibleSec(type: string, event: EventName): number | undefined {
  return event === 'SessionEnd' ? SESSION_END_MAX_SEC : defaultTimeoutSec(type, event);
}
