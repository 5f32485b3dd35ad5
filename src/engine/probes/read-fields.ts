/**
 * The payload fields a hook has to read to decide, in the words of a hint: `tool_input.command`
 * for Bash, `tool_input.file_path` for Write and Edit, `prompt` for UserPromptSubmit. Read from
 * the spec's samples, so a hint never names a field the agent does not send.
 */
import type { EventName } from '../../../specs/claude-code/events.js';
import type { AgentRun } from '../../agents/agent-run.js';
import { agentSamples, selectSamples } from '../cases/valid-cases.js';

/** Fields every payload carries: they say where the hook runs, not what it is asked. */
const COMMON_FIELDS = new Set(['session_id', 'transcript_path', 'cwd', 'hook_event_name', 'permission_mode', 'agent_id', 'agent_type', 'tool_use_id']);
const SAMPLE_CONTEXT = { sessionId: 'sample', transcriptPath: '/sample/transcript.jsonl', cwd: '/sample/project' };
/** Enough groups for a hint to stay one line. */
const MAX_GROUPS = 4;

/** Where each agent's payload names its tool and carries the call's input: Claude Code's, Copilot's camelCase, Cline's. */
const TOOL_FIELDS = [
  { name: ['tool_name'], input: ['tool_input'] },
  { name: ['toolName'], input: ['toolArgs'] },
  { name: ['tool_call', 'name'], input: ['tool_call', 'input'] },
] as const;

function at(payload: Readonly<Record<string, unknown>>, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined), payload);
}

/** The tool a payload asks about, and the path of its input, or null for an event without a tool. */
function toolOf(payload: Readonly<Record<string, unknown>>): { readonly name: string; readonly input: string; readonly first: string | undefined } | null {
  for (const fields of TOOL_FIELDS) {
    const name = at(payload, fields.name);
    const input = at(payload, fields.input);
    if (typeof name === 'string' && input !== null && typeof input === 'object' && !Array.isArray(input)) return { name, input: fields.input.join('.'), first: Object.keys(input)[0] };
  }
  return null;
}

/** The fields of one payload a hook decides on: the tool's first input field, or the event's own fields. */
function decidingFields(payload: Readonly<Record<string, unknown>>): string[] {
  const tool = toolOf(payload);
  if (tool !== null) return [tool.first === undefined ? tool.input : `${tool.input}.${tool.first}`];
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
    const tool = toolOf(record);
    return tool === null ? fields.join(', ') : `${fields.join(', ')} (${tool.name})`;
  } catch {
    return null;
  }
}

/** The fields the agent sends a hook on these events with this matcher, grouped by tool. */
export function describeFieldsToRead(events: readonly EventName[], matcher: string | undefined, agentVersion: string, agent?: AgentRun): string {
  const groups = new Map<string, Set<string>>();
  for (const event of events) {
    const samples = agent === undefined ? selectSamples(event, { matcher, agentVersion, payloadContext: SAMPLE_CONTEXT }) : agentSamples(event, agent, { matcher, payloadContext: SAMPLE_CONTEXT });
    for (const { payload } of samples) {
      const owner = toolOf(payload)?.name ?? event;
      for (const field of decidingFields(payload)) groups.set(field, (groups.get(field) ?? new Set()).add(owner));
    }
  }
  const described = [...groups].slice(0, MAX_GROUPS).map(([field, owners]) => `${field} (${[...owners].join(', ')})`);
  return groups.size > MAX_GROUPS ? `${described.join(', ')}, …` : described.join(', ');
}
