/**
 * Input schemas of the events that describe a tool call (PROTOCOLS.md §1.8).
 */
import { z } from 'zod';
import type { EventName } from './events.js';
import { defineInput, mcpServerSchema, toolInputSchema } from './input-schema-base.js';
import { permissionUpdateSchema } from './permission-schemas.js';

const toolCallShape = {
  tool_name: z.string(),
  tool_input: toolInputSchema,
  tool_use_id: z.string(),
  mcp_server: mcpServerSchema.optional(),
};

const batchedToolCallSchema = z.looseObject({
  tool_name: z.string(),
  tool_input: toolInputSchema,
  tool_use_id: z.string(),
  // The serialized tool_result content here, not the structured Output object of PostToolUse.
  tool_response: z.unknown().optional(),
});

export const toolInputSchemas = {
  PreToolUse: defineInput('PreToolUse', toolCallShape),
  PostToolUse: defineInput('PostToolUse', {
    ...toolCallShape,
    tool_response: z.unknown(),
    duration_ms: z.number().optional(),
  }),
  PostToolUseFailure: defineInput('PostToolUseFailure', {
    ...toolCallShape,
    error: z.string(),
    is_interrupt: z.boolean().optional(),
    duration_ms: z.number().optional(),
  }),
  PostToolBatch: defineInput('PostToolBatch', { tool_calls: z.array(batchedToolCallSchema) }),
  // The permission prompt comes before the tool call has an id: there is no tool_use_id.
  PermissionRequest: defineInput('PermissionRequest', {
    tool_name: z.string(),
    tool_input: toolInputSchema,
    permission_suggestions: z.array(permissionUpdateSchema).optional(),
    mcp_server: mcpServerSchema.optional(),
  }),
  PermissionDenied: defineInput('PermissionDenied', { ...toolCallShape, reason: z.string() }),
  PreSkillShellCommand: defineInput('PreSkillShellCommand', {
    tool_name: z.enum(['Bash', 'PowerShell']),
    tool_input: z.looseObject({ command: z.string() }),
    tool_use_id: z.string(),
    command_name: z.string(),
    command_source: z.string().optional(),
    invoked_by: z.enum(['user', 'claude', 'other']),
  }),
} satisfies Partial<Record<EventName, z.ZodType>>;
