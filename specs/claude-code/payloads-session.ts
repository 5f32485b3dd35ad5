/**
 * Sample payloads of the events about the session, the prompt and the turn (PROTOCOLS.md §1.8).
 */
import path from 'node:path';
import type { EventName } from './events.js';
import { makeSample } from './payloads-base.js';
import type { PayloadBuilder, PayloadContext } from './payloads.js';

const MODEL = 'claude-sonnet-4-6';
const LAST_MESSAGE = 'I raised the retry limit to 5 in src/app.ts and the tests pass.';

const modelSwitchFields = {
  from_model: MODEL,
  to_model: 'claude-opus-4-6',
  requested_model: 'opus',
  source: 'slash_command',
  context_tokens: 48213,
  prompt_cache_warm: true,
  cache_ttl: '5m',
  estimated_cache_write_usd: 0.27,
  pricing: 'catalog',
};

// Subagent transcripts sit in a folder named after the session, next to the main transcript.
function makeAgentTranscriptPath(ctx: PayloadContext, agentId: string): string {
  return path.join(path.dirname(ctx.transcriptPath), ctx.sessionId, 'subagents', `agent-${agentId}.jsonl`);
}

export const sessionPayloadBuilders = {
  SessionStart: (ctx) => [
    makeSample('SessionStart', ctx, 'startup', { source: 'startup', model: MODEL }),
    makeSample('SessionStart', ctx, 'resume after 90 minutes', {
      source: 'resume',
      model: MODEL,
      session_title: 'Fix flaky retry test',
      seconds_since_last_response: 5400,
      context_tokens: 48213,
      prompt_cache_likely_expired: true,
      estimated_cache_write_usd: 0.18,
    }),
    makeSample('SessionStart', ctx, 'after compaction', { source: 'compact' }),
  ],
  SessionEnd: (ctx) => [makeSample('SessionEnd', ctx, 'user exited', { reason: 'prompt_input_exit' }), makeSample('SessionEnd', ctx, '/clear', { reason: 'clear' })],
  Setup: (ctx) => [makeSample('Setup', ctx, 'init', { trigger: 'init' }), makeSample('Setup', ctx, 'maintenance', { trigger: 'maintenance' })],
  UserPromptSubmit: (ctx) => [
    makeSample('UserPromptSubmit', ctx, 'prompt: add a retry', {
      prompt: 'Add a retry with exponential backoff to src/app.ts',
      source: 'user',
    }),
    makeSample('UserPromptSubmit', ctx, 'prompt: delete files', {
      prompt: 'Delete everything in build/ and ~/.cache, then force-push main',
      source: 'user',
    }),
  ],
  UserPromptExpansion: (ctx) => [
    makeSample('UserPromptExpansion', ctx, '/review src/app.ts', {
      expansion_type: 'slash_command',
      command_name: 'review',
      command_args: 'src/app.ts',
      command_source: 'projectSettings',
      prompt: '/review src/app.ts',
    }),
    makeSample('UserPromptExpansion', ctx, 'MCP prompt', {
      expansion_type: 'mcp_prompt',
      command_name: 'mcp__memory__recall',
      command_args: 'hookcheck',
      prompt: '/mcp__memory__recall hookcheck',
    }),
  ],
  Notification: (ctx) => [
    makeSample('Notification', ctx, 'permission prompt', {
      message: 'Claude needs your permission to use Bash',
      title: 'Permission needed',
      notification_type: 'permission_prompt',
    }),
    makeSample('Notification', ctx, 'idle', {
      message: 'Claude is waiting for your input',
      notification_type: 'idle_prompt',
    }),
  ],
  MessageDisplay: (ctx) => [
    makeSample('MessageDisplay', ctx, 'first chunk', {
      turn_id: 'turn_01R3wA5iFp8LtC2dHq6ErT9g',
      message_id: 'msg_01S6xB8jGq2MuD5eJr9FsU3h',
      index: 0,
      final: false,
      delta: 'I raised the retry limit ',
    }),
    makeSample('MessageDisplay', ctx, 'final chunk', {
      turn_id: 'turn_01R3wA5iFp8LtC2dHq6ErT9g',
      message_id: 'msg_01S6xB8jGq2MuD5eJr9FsU3h',
      index: 1,
      final: true,
      delta: 'to 5 in src/app.ts and the tests pass.',
    }),
  ],
  Stop: (ctx) => [
    makeSample('Stop', ctx, 'first stop', { stop_hook_active: false, last_assistant_message: LAST_MESSAGE }),
    makeSample('Stop', ctx, 'already continued by a stop hook', {
      stop_hook_active: true,
      last_assistant_message: LAST_MESSAGE,
    }),
    makeSample('Stop', ctx, 'with background work', {
      stop_hook_active: false,
      last_assistant_message: 'The dev server is running in the background.',
      background_tasks: [{ id: 'bash_1', type: 'shell', status: 'running', description: 'Dev server', command: 'npm run dev' }],
      session_crons: [{ id: 'cron_1', schedule: '*/10 * * * *', recurring: true, prompt: 'Check the CI status' }],
    }),
  ],
  StopFailure: (ctx) => [
    makeSample('StopFailure', ctx, 'rate limit', {
      error: 'rate_limit',
      error_details: '429 Too Many Requests',
      last_assistant_message: 'API Error: Rate limit reached',
    }),
    makeSample('StopFailure', ctx, 'overloaded', { error: 'overloaded' }),
  ],
  // Captured from Claude Code 2.1.335, its turn stopped by the agent SDK's interrupt (the control
  // request `interrupt` on stream-json input): test/conformance/interrupt-event.test.ts captures it again.
  Interrupt: (ctx) => [
    makeSample('Interrupt', ctx, 'turn interrupted by the user (SDK)', {
      prompt_id: '263757ac-fddd-4b1b-b11a-cac16f6ed2b1',
      effort: { level: 'medium' },
      source: 'user',
      reason: 'stop',
      via: 'client',
    }),
  ],
  SubagentStart: (ctx) => [makeSample('SubagentStart', ctx, 'Explore agent', { agent_id: 'a3f9c21e', agent_type: 'Explore' })],
  SubagentStop: (ctx) => [
    makeSample('SubagentStop', ctx, 'Explore agent finished', {
      stop_hook_active: false,
      agent_id: 'a3f9c21e',
      agent_transcript_path: makeAgentTranscriptPath(ctx, 'a3f9c21e'),
      agent_type: 'Explore',
      last_assistant_message: 'retry() is called from src/app.ts and src/jobs.ts.',
    }),
  ],
  PreCompact: (ctx) => [
    makeSample('PreCompact', ctx, 'manual /compact', {
      trigger: 'manual',
      custom_instructions: 'Keep the names of the failing tests',
    }),
    makeSample('PreCompact', ctx, 'auto', { trigger: 'auto', custom_instructions: '' }),
  ],
  PostCompact: (ctx) => [
    makeSample('PostCompact', ctx, 'auto', {
      trigger: 'auto',
      compact_summary: 'The user asked for retries in src/app.ts; the limit is now 5 and tests pass.',
    }),
  ],
  PreModelSwitch: (ctx) => [makeSample('PreModelSwitch', ctx, 'sonnet to opus', modelSwitchFields)],
  PostModelSwitch: (ctx) => [makeSample('PostModelSwitch', ctx, 'sonnet to opus', modelSwitchFields)],
} satisfies Partial<Record<EventName, PayloadBuilder>>;
