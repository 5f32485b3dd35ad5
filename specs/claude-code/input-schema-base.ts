/**
 * Fields every Claude Code hook payload shares (PROTOCOLS.md §1.7, SDK `BaseHookInput`).
 * Objects are loose: Claude Code adds input fields often (`effort`, `prompt_id`, `mcp_server`
 * all arrived in 2026), and a hook must keep working when they appear.
 */
import { z } from 'zod';
import { EVENT_NAMES, type EventName } from './events.js';
import { permissionModeSchema } from './permission-schemas.js';

export const baseInputSchema = z.looseObject({
  session_id: z.string(),
  transcript_path: z.string(),
  cwd: z.string(),
  hook_event_name: z.enum(EVENT_NAMES),
  // Not sent on every event, so never required.
  permission_mode: permissionModeSchema.optional(),
  prompt_id: z.string().optional(),
  agent_id: z.string().optional(),
  agent_type: z.string().optional(),
  effort: z.looseObject({ level: z.string() }).optional(),
});

/** Builds one event's input schema: the base fields, its literal name, and its own fields. */
export function defineInput<E extends EventName, S extends z.core.$ZodLooseShape>(event: E, shape: S) {
  return baseInputSchema.extend({ hook_event_name: z.literal(event), ...shape });
}

/** A tool's arguments: an object whose shape depends on the tool. */
export const toolInputSchema = z.record(z.string(), z.unknown());

/** Which MCP server a tool belongs to (SDK `McpServerProvenance`). */
export const mcpServerSchema = z.looseObject({ name: z.string(), source: z.string() });
