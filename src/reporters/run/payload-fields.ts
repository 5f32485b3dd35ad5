/**
 * A payload as the fields that say what the case asked: the tool and its input, the prompt, the
 * stop flag, not the envelope every payload carries (session, transcript, cwd). A field of the
 * envelope stays when it is not what an agent sends there (a number for cwd, say): then it is the point.
 */

/** Envelope fields, as strings, on every event; their values say nothing about the case. */
const ENVELOPE = ['session_id', 'transcript_path', 'cwd', 'permission_mode', 'hook_event_name', 'tool_use_id'];

const MAX_CHARS = 240;

/** One line: `Bash {"command":"rm -rf /"}`, `{"prompt":"…"}`, or the text itself when it is no JSON object. */
export function describePayloadFields(stdin: string, event: string): string {
  if (stdin === '') return '(empty)';
  const value = parseObject(stdin);
  if (value === null) return cut(stdin.replace(/\s+/g, ' '));
  const envelope = (key: string) => ENVELOPE.includes(key) && typeof value[key] === 'string' && (key !== 'hook_event_name' || value[key] === event);
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !envelope(key)));
  const { tool_name: tool, tool_input: input, ...others } = rest;
  if (typeof tool !== 'string') return cut(JSON.stringify(rest));
  const parts = [tool, ...(input === undefined ? [] : [JSON.stringify(input)]), ...(Object.keys(others).length === 0 ? [] : [JSON.stringify(others)])];
  return cut(parts.join(' '));
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function cut(text: string): string {
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}… (${text.length} chars; --verbose shows it whole)` : text;
}
