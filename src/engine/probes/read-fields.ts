/**
 * The payload fields a hook has to read to decide, in the words of a hint: `tool_input.command`
 * for Bash, `tool_input.file_path` for Write and Edit, `prompt` for UserPromptSubmit. Read from
 * the spec's samples, so a hint never names a field the agent does not send.
 */
import type { EventName } from '../../../specs/claude-code/events.js';
import { selectSamples } from '../cases/valid-cases.js';

/** Fields every payload carries: they say where the hook runs, not what it is asked. */
const COMMON_FIELDS = new Set(['session_id', 'transcript_path', 'cwd', 'hook_event_name', 'permission_mode', 'agent_id', 'agent_type', 'tool_use_id']);
const SAMPLE_CONTEXT = { sessionId: 'sample', transcriptPath: '/sample/transcript.jsonl', cwd: '/sample/project' };
/** Enough groups for a hint to stay one line. */
const MAX_GROUPS = 4;

/** The fields of one payload a hook decides on: the tool's first input field, or the event's own fields. */
function decidingFields(payload: Readonly<Record<string, unknown>>): string[] {
  const input = payload['tool_input'];
  if (typeof payload['tool_name'] === 'string' && input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const first = Object.keys(input)[0];
    return [first === undefined ? 'tool_input' : `tool_input.${first}`];
  }
  return Object.keys(payload).filter((key) => !COMMON_FIELDS.has(key));
}

/** What a case's payload asks about, e.g. "tool_input.file_path (Write)"; null when it is not JSON. */
export function describeCaseFields(stdin: string | Uint8Array): string | null {
  try {
    const payload: unknown = JSON.parse(typeof stdin === 'string' ? stdin : Buffer.from(stdin).toString('utf8'));
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const record = payload as Record<string, unknown>;
    const fields = decidingFields(record);
    if (fields.length === 0) return null;
    return typeof record['tool_name'] === 'string' ? `${fields.join(', ')} (${record['tool_name']})` : fields.join(', ');
  } catch {
    return null;
  }
}

/** The fields the agent sends a hook on these events with this matcher, grouped by tool. */
export function describeFieldsToRead(events: readonly EventName[], matcher: string | undefined, agentVersion: string): string {
  const groups = new Map<string, Set<string>>();
  for (const event of events) {
    for (const { payload } of selectSamples(event, { matcher, agentVersion, payloadContext: SAMPLE_CONTEXT })) {
      const owner = typeof payload['tool_name'] === 'string' ? payload['tool_name'] : event;
      for (const field of decidingFields(payload)) groups.set(field, (groups.get(field) ?? new Set()).add(owner));
    }
  }
  const described = [...groups].slice(0, MAX_GROUPS).map(([field, owners]) => `${field} (${[...owners].join(', ')})`);
  return groups.size > MAX_GROUPS ? `${described.join(', ')}, …` : described.join(', ');
}
