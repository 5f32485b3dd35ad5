/**
 * Input schemas of the events about the session, the prompt and the turn (PROTOCOLS.md §1.8).
 */
import { z } from 'zod';
import type { EventName } from './events.js';
import { defineInput } from './input-schema-base.js';

const backgroundTaskSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  description: z.string(),
  command: z.string().optional(),
  agent_type: z.string().optional(),
  server: z.string().optional(),
  tool: z.string().optional(),
  name: z.string().optional(),
});

const sessionCronSchema = z.looseObject({
  id: z.string(),
  schedule: z.string(),
  recurring: z.boolean(),
  prompt: z.string(),
});

// Stop and SubagentStop share the loop guard and the summaries of what is still running.
const stopShape = {
  stop_hook_active: z.boolean(),
  last_assistant_message: z.string().optional(),
  background_tasks: z.array(backgroundTaskSchema).optional(),
  session_crons: z.array(sessionCronSchema).optional(),
};

const modelSwitchShape = {
  from_model: z.string(),
  to_model: z.string(),
  requested_model: z.string().nullable(),
  source: z.string(),
  context_tokens: z.number(),
  prompt_cache_warm: z.boolean(),
  cache_ttl: z.enum(['5m', '1h']),
  estimated_cache_write_usd: z.number(),
  pricing: z.enum(['configured', 'catalog', 'default']),
};

const compactTrigger = z.enum(['manual', 'auto']);

const STOP_FAILURE_ERRORS = [
  'authentication_failed',
  'oauth_org_not_allowed',
  'account_on_hold',
  'verification_required',
  'billing_error',
  'rate_limit',
  'overloaded',
  'invalid_request',
  'model_not_found',
  'server_error',
  'unknown',
  'max_output_tokens',
  'cloud_credential_error',
] as const;

/**
 * Who stopped the turn and why, as 2.1.335 labels an interrupt (read in its code; `user`/`stop`/
 * `client` measured from the SDK's interrupt): Esc at the terminal is `via: "terminal"`, a client's
 * stop `via: "client"`, a permission prompt refused `permission_denied`, a rewind `rewind`.
 */
const INTERRUPT_SOURCES = ['user', 'system', 'session'] as const;
const INTERRUPT_REASONS = ['stop', 'rewind', 'permission_denied', 'other'] as const;

export const sessionInputSchemas = {
  SessionStart: defineInput('SessionStart', {
    source: z.enum(['startup', 'resume', 'clear', 'compact', 'fork']),
    model: z.string().optional(),
    session_title: z.string().optional(),
    seconds_since_last_response: z.number().optional(),
    context_tokens: z.number().optional(),
    prompt_cache_likely_expired: z.boolean().optional(),
    estimated_cache_write_usd: z.number().optional(),
  }),
  SessionEnd: defineInput('SessionEnd', {
    reason: z.enum(['clear', 'resume', 'logout', 'prompt_input_exit', 'other']),
  }),
  Setup: defineInput('Setup', { trigger: z.enum(['init', 'maintenance']) }),
  UserPromptSubmit: defineInput('UserPromptSubmit', {
    prompt: z.string(),
    source: z.enum(['user', 'sdk', 'system', 'loop_wakeup', 'schedule_wakeup', 'poll_event']).optional(),
    session_title: z.string().optional(),
  }),
  UserPromptExpansion: defineInput('UserPromptExpansion', {
    expansion_type: z.enum(['slash_command', 'mcp_prompt']),
    command_name: z.string(),
    command_args: z.string(),
    command_source: z.string().optional(),
    prompt: z.string(),
  }),
  Notification: defineInput('Notification', {
    message: z.string(),
    title: z.string().optional(),
    notification_type: z.string(),
  }),
  MessageDisplay: defineInput('MessageDisplay', {
    turn_id: z.string(),
    message_id: z.string(),
    index: z.int().nonnegative(),
    final: z.boolean(),
    delta: z.string(),
  }),
  Stop: defineInput('Stop', stopShape),
  StopFailure: defineInput('StopFailure', {
    error: z.enum(STOP_FAILURE_ERRORS),
    error_details: z.string().optional(),
    last_assistant_message: z.string().optional(),
  }),
  Interrupt: defineInput('Interrupt', {
    source: z.enum(INTERRUPT_SOURCES),
    reason: z.enum(INTERRUPT_REASONS),
    via: z.string().optional(),
  }),
  SubagentStart: defineInput('SubagentStart', { agent_id: z.string(), agent_type: z.string() }),
  SubagentStop: defineInput('SubagentStop', {
    ...stopShape,
    agent_id: z.string(),
    agent_transcript_path: z.string(),
    agent_type: z.string(),
  }),
  PreCompact: defineInput('PreCompact', {
    trigger: compactTrigger,
    // null or empty for an automatic compaction.
    custom_instructions: z.string().nullable(),
  }),
  PostCompact: defineInput('PostCompact', { trigger: compactTrigger, compact_summary: z.string() }),
  PreModelSwitch: defineInput('PreModelSwitch', modelSwitchShape),
  PostModelSwitch: defineInput('PostModelSwitch', modelSwitchShape),
} satisfies Partial<Record<EventName, z.ZodType>>;
