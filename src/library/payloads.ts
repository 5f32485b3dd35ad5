/**
 * Payload builders for tests: the payload an agent sends a hook on an event, with the fields that
 * matter given and the rest as the agent fills them. `payloads.preToolUse({ tool: 'Bash', command:
 * 'rm -rf /' })` is Claude Code's; `{ agent: 'gemini' }` gives Gemini CLI's shape of the same call.
 */
import { isEventName, type EventName } from '../../specs/claude-code/events.js';
import { buildPayloads } from '../../specs/claude-code/payloads.js';
import type { AgentId } from '../agents/index.js';
import { AGENTS } from '../agents/index.js';

interface PayloadFrame {
  readonly agent?: AgentId;
  /** The project folder the payload names (`cwd`); default: the current folder. */
  readonly cwd?: string;
  readonly sessionId?: string;
}

export interface ToolCallFields extends PayloadFrame {
  /** Claude Code's tool name (`Bash`, `Write`, `Read`, …); other agents get their own name for it. */
  readonly tool: string;
  /** Bash's `command`, as a shortcut for `input: { command }`. */
  readonly command?: string;
  readonly input?: Readonly<Record<string, unknown>>;
  /** The agent's own event name where it has two (Copilot: `preToolUse` for its own hooks). */
  readonly event?: string;
}

const frameOf = (fields: PayloadFrame) => ({ sessionId: fields.sessionId ?? 'hookcheck-test-session', transcriptPath: '/dev/null', cwd: fields.cwd ?? process.cwd() });

/** A Claude Code payload of `event` with `fields` over the first sample of its kind. */
function claudePayload(event: EventName, fields: PayloadFrame, own: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const sample = buildPayloads(event, frameOf(fields))[0]!.payload;
  return { ...sample, ...own };
}

/** In `agent`'s shape; an agent without a form for the call says so rather than send Claude's. */
function asAgent(payload: Record<string, unknown>, fields: PayloadFrame & { readonly event?: string }, event: EventName): Record<string, unknown> {
  const agent = fields.agent ?? 'claude-code';
  if (agent === 'claude-code') return payload;
  const oracle = AGENTS[agent];
  const native = fields.event ?? oracle.nativeEvent(event);
  const shaped = native === null ? null : oracle.payloadFor(native, payload);
  if (shaped === null)
    throw new Error(
      `${oracle.name}: hookcheck has no ${native ?? event} payload for ${String(payload['tool_name'] ?? event)} (other agents: shell calls before and after a call, the prompt, and the end of a turn)`,
    );
  return shaped;
}

function toolCall(event: EventName, fields: ToolCallFields): Record<string, unknown> {
  const input = fields.input ?? (fields.command === undefined ? {} : { command: fields.command });
  return asAgent(claudePayload(event, fields, { tool_name: fields.tool, tool_input: input }), fields, event);
}

export const payloads = {
  preToolUse: (fields: ToolCallFields) => toolCall('PreToolUse', fields),
  postToolUse: (fields: ToolCallFields & { readonly response?: unknown }) => ({ ...toolCall('PostToolUse', fields), ...(fields.response === undefined ? {} : { tool_response: fields.response }) }),
  permissionRequest: (fields: ToolCallFields) => toolCall('PermissionRequest', fields),
  userPromptSubmit: (fields: PayloadFrame & { readonly prompt: string }) => claudePayload('UserPromptSubmit', fields, { prompt: fields.prompt }),
  stop: (fields: PayloadFrame & { readonly stopHookActive?: boolean } = {}) => claudePayload('Stop', fields, { stop_hook_active: fields.stopHookActive ?? false }),
  sessionStart: (fields: PayloadFrame & { readonly source?: string } = {}) => claudePayload('SessionStart', fields, { source: fields.source ?? 'startup' }),
  /** Any Claude Code event, its first sample with `fields` over it. */
  event: (event: string, fields: PayloadFrame & { readonly fields?: Readonly<Record<string, unknown>> } = {}) => {
    if (!isEventName(event)) throw new Error(`${event} is not a Claude Code event`);
    return claudePayload(event, fields, fields.fields ?? {});
  },
};
