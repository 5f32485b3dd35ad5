/**
 * The common part of every sample payload (PROTOCOLS.md §1.7).
 */
import type { EventName } from './events.js';
import type { PayloadContext, SamplePayload } from './payloads.js';

/**
 * Events whose payload carries `permission_mode`. The docs only say "not on every event" and
 * show it in the examples of the turn-level events; session- and file-level events omit it.
 */
const EVENTS_WITH_PERMISSION_MODE: ReadonlySet<EventName> = new Set<EventName>([
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PostToolBatch',
  'PermissionRequest',
  'PermissionDenied',
  'PreSkillShellCommand',
  'UserPromptSubmit',
  'UserPromptExpansion',
  'Notification',
  'Stop',
  'Interrupt',
  'SubagentStart',
  'SubagentStop',
  'TeammateIdle',
  'TaskCreated',
  'TaskCompleted',
  'Elicitation',
  'ElicitationResult',
]);

/** Builds one labelled payload: the common fields, then the event's own (which may override). */
export function makeSample(event: EventName, ctx: PayloadContext, label: string, fields: Readonly<Record<string, unknown>>): SamplePayload {
  const payload: Record<string, unknown> = {
    session_id: ctx.sessionId,
    transcript_path: ctx.transcriptPath,
    cwd: ctx.cwd,
    hook_event_name: event,
  };
  if (EVENTS_WITH_PERMISSION_MODE.has(event)) payload['permission_mode'] = 'default';
  return { label, payload: { ...payload, ...fields } };
}
