/**
 * Sample payloads of the tool-call events: every tool call of payloads-tool-calls.ts, shaped
 * the way each event reports it (PROTOCOLS.md §1.8).
 */
import type { EventName } from './events.js';
import { makeSample } from './payloads-base.js';
import { buildToolCalls, type ToolCallSample } from './payloads-tool-calls.js';
import type { PayloadBuilder, PayloadContext, SamplePayload } from './payloads.js';

function pickToolCallFields(call: ToolCallSample): Record<string, unknown> {
  const fields: Record<string, unknown> = { tool_name: call.toolName, tool_input: call.toolInput };
  if (call.mcpServer !== undefined) fields['mcp_server'] = call.mcpServer;
  return fields;
}

function mapToolCalls(event: EventName, ctx: PayloadContext, pickFields: (call: ToolCallSample) => Record<string, unknown>): SamplePayload[] {
  return buildToolCalls(ctx.cwd).map((call) => makeSample(event, ctx, call.label, { ...pickToolCallFields(call), ...pickFields(call) }));
}

// What the permission dialog would offer: "always allow" for commands, accept-edits for files.
function suggestPermissions(call: ToolCallSample): unknown[] {
  if (call.toolName === 'Edit' || call.toolName === 'Write') {
    return [{ type: 'setMode', mode: 'acceptEdits', destination: 'session' }];
  }
  const command = call.toolInput['command'];
  const rule = typeof command === 'string' ? { toolName: call.toolName, ruleContent: command } : { toolName: call.toolName };
  return [{ type: 'addRules', rules: [rule], behavior: 'allow', destination: 'localSettings' }];
}

// PostToolBatch carries the serialized tool_result content, not the structured Output object.
function serializeToolResult(call: ToolCallSample): string {
  const response = call.toolResponse as { stdout?: unknown };
  return typeof response.stdout === 'string' ? response.stdout : JSON.stringify(call.toolResponse);
}

function buildBatch(ctx: PayloadContext, label: string, callLabels: readonly string[]): SamplePayload {
  const calls = buildToolCalls(ctx.cwd).filter((call) => callLabels.includes(call.label));
  if (calls.length !== callLabels.length) throw new Error(`Unknown tool call in batch "${label}"`);
  const toolCalls = calls.map((call) => ({
    tool_name: call.toolName,
    tool_input: call.toolInput,
    tool_use_id: call.toolUseId,
    tool_response: serializeToolResult(call),
  }));
  return makeSample('PostToolBatch', ctx, label, { tool_calls: toolCalls });
}

export const toolPayloadBuilders = {
  PreToolUse: (ctx) => mapToolCalls('PreToolUse', ctx, (call) => ({ tool_use_id: call.toolUseId })),
  PostToolUse: (ctx) =>
    mapToolCalls('PostToolUse', ctx, (call) => ({
      tool_response: call.toolResponse,
      tool_use_id: call.toolUseId,
      duration_ms: call.durationMs,
    })),
  PostToolUseFailure: (ctx) =>
    mapToolCalls('PostToolUseFailure', ctx, (call) => ({
      tool_use_id: call.toolUseId,
      error: call.error,
      is_interrupt: false,
      duration_ms: call.durationMs,
    })),
  // The prompt is shown before the call gets an id, so there is no tool_use_id here.
  PermissionRequest: (ctx) => mapToolCalls('PermissionRequest', ctx, (call) => ({ permission_suggestions: suggestPermissions(call) })),
  // Only auto mode denies on its own, so this event never arrives in `default` mode.
  PermissionDenied: (ctx) =>
    mapToolCalls('PermissionDenied', ctx, (call) => ({
      permission_mode: 'auto',
      tool_use_id: call.toolUseId,
      reason: `Auto mode classifier denied ${call.toolName}: action may be unsafe`,
    })),
  PostToolBatch: (ctx) => [
    buildBatch(ctx, 'Batch: Glob, Grep, Read .env', ['Glob: **/*.ts', 'Grep: TODO', 'Read: .env']),
    buildBatch(ctx, 'Batch: npm test, ls -la', ['Bash: npm test', 'Bash: ls -la']),
  ],
  PreSkillShellCommand: (ctx) => [
    makeSample('PreSkillShellCommand', ctx, 'Skill /commit: git status', {
      tool_name: 'Bash',
      tool_input: { command: 'git status --short' },
      tool_use_id: 'toolu_01P5uY8gDm2JrA6bFn9CpR3e',
      command_name: 'commit',
      command_source: 'projectSettings',
      invoked_by: 'user',
    }),
    makeSample('PreSkillShellCommand', ctx, 'Skill /reset: rm -rf', {
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf node_modules build && npm ci' },
      tool_use_id: 'toolu_01Q8vZ2hEn5KsB9cGp3DqS6f',
      command_name: 'reset',
      command_source: 'userSettings',
      invoked_by: 'claude',
    }),
  ],
} satisfies Partial<Record<EventName, PayloadBuilder>>;
