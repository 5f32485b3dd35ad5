/**
 * A payload as the fields that say what the case asked: the tool and its input, the prompt, the
 * stop flag, not the envelope every payload carries (session, transcript, cwd). A field of the
 * envelope stays when it is not what an agent sends there (a number for cwd, say): then it is the point.
 */
import { markScratchFolders } from './reproduce.js';

/** Envelope fields, as strings, on every event; their values say nothing about the case. */
const ENVELOPE = ['session_id', 'transcript_path', 'cwd', 'permission_mode', 'hook_event_name', 'tool_use_id'];

const MAX_CHARS = 240;

/** One line: `Bash {"command":"rm -rf /"}`, `{"prompt":"…"}`, or the text itself when it is no JSON object. */
export function describePayloadFields(stdin: string, event: string): string {
  if (stdin === '') return '(empty)';
  const value = parseJson(stdin);
  if (isObject(value)) return cut(describeObject(value, event));
  // Garbage that wraps a payload (an array of one, say) keeps its shape, the envelope left out.
  if (Array.isArray(value) && value.some(isObject)) return cut(`[${value.map((item) => (isObject(item) ? describeObject(item, event) : JSON.stringify(item))).join(', ')}]`);
  return cut(markScratchFolders(stdin.replace(/\s+/g, ' ')));
}

function describeObject(value: Record<string, unknown>, event: string): string {
  const envelope = (key: string) => ENVELOPE.includes(key) && typeof value[key] === 'string' && (key !== 'hook_event_name' || value[key] === event);
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !envelope(key)));
  const { tool_name: tool, tool_input: input, ...others } = rest;
  const shown =
    typeof tool !== 'string' ? [JSON.stringify(rest)] : [tool, ...(input === undefined ? [] : [JSON.stringify(input)]), ...(Object.keys(others).length === 0 ? [] : [JSON.stringify(others)])];
  return markScratchFolders(shown.join(' '));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function cut(text: string): string {
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}… (${text.length} chars; --verbose shows it whole)` : text;
}
