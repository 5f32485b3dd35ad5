/**
 * Stdin probes: a valid payload larger than a pipe buffer (only a hook that reads can drain it),
 * and a valid payload with stdin never closed (a hook reading to EOF hangs on it).
 */
import { stdinText } from '../../stdin-text.js';
import type { TestCase } from '../types.js';

/**
 * Far larger than what the kernel buffers between hookcheck and the hook (a 64 KiB pipe, or a socket
 * pair's ~208 KiB send buffer, which is what Node gives a child), so an unread payload cannot vanish
 * into a buffer: only a hook that reads can take it all.
 */
export const LARGE_PAYLOAD_BYTES = 1024 * 1024;

/** A copy of a valid case, with its longest string field grown past a pipe buffer. */
export function buildLargePayloadCase(base: TestCase): TestCase {
  const payload = JSON.parse(stdinText(base.stdin)) as Record<string, unknown>;
  growTextField(payload, LARGE_PAYLOAD_BYTES);
  return { ...base, id: `${base.event}/large-payload/1`, kind: 'large-payload', label: `${base.label} (${LARGE_PAYLOAD_BYTES / 1024} KiB)`, stdin: JSON.stringify(payload) };
}

/** A copy of a valid case whose stdin stays open; `timeoutMs` bounds the wait. */
export function buildStdinOpenCase(base: TestCase, timeoutMs: number): TestCase {
  return { ...base, id: `${base.event}/stdin-open/1`, kind: 'stdin-open', label: `${base.label} (stdin left open)`, keepStdinOpen: true, timeoutMs };
}

/** Free-text fields, in order of preference: growing them keeps the payload realistic and valid. */
const TEXT_FIELDS = [
  ['tool_input', 'content'],
  ['tool_input', 'new_string'],
  ['tool_input', 'description'],
  ['prompt'],
  ['last_assistant_message'],
  ['message'],
  ['compact_summary'],
  ['delta'],
] as const;

/** Grows a free-text field of `payload` to `bytes`; paths and ids stay as they are. */
function growTextField(payload: Record<string, unknown>, bytes: number): void {
  for (const path of TEXT_FIELDS) {
    const holder = path.length === 2 ? payload[path[0]] : payload;
    const key = path[path.length - 1]!;
    if (typeof holder !== 'object' || holder === null) continue;
    const record = holder as Record<string, unknown>;
    if (typeof record[key] !== 'string' && !(path.length === 2 && key === 'description')) continue;
    const seed = `${String(record[key] ?? 'Runs the project test suite.')} `;
    record[key] = seed.repeat(Math.ceil(bytes / seed.length));
    return;
  }
  // Unknown fields pass through in Claude Code, and new ones appear often: hooks must tolerate them.
  payload['hookcheck_padding'] = 'x'.repeat(bytes);
}
