/**
 * Stdin probes: a valid payload larger than a pipe buffer (only a hook that reads can drain it),
 * and a valid payload with stdin never closed (a hook reading to EOF hangs on it).
 */
import { stdinText } from '../../util/stdin-text.js';
import type { TestCase } from '../../model/run/hook-report.js';

/**
 * Far larger than what the kernel buffers between hookcheck and the hook (a 64 KiB pipe, or a socket
 * pair's ~208 KiB send buffer, which is what Node gives a child), so an unread payload cannot vanish
 * into a buffer: only a hook that reads can take it all.
 */
export const LARGE_PAYLOAD_BYTES = 1024 * 1024;

/**
 * A copy of a valid case, with its longest string field grown past a pipe buffer; null where the
 * agent never sends that much on its event (only ids, paths and reasons: SessionStart, SessionEnd),
 * since a failure there is on input no agent sends (the severity rule, findings/finding.ts).
 */
export function buildLargePayloadCase(base: TestCase): TestCase | null {
  const payload = JSON.parse(stdinText(base.stdin)) as Record<string, unknown>;
  if (!growTextField(payload, LARGE_PAYLOAD_BYTES)) return null;
  return { ...base, id: `${base.event}/large-payload/1`, kind: 'large-payload', label: `${base.label} (${LARGE_PAYLOAD_BYTES / 1024} KiB)`, stdin: JSON.stringify(payload) };
}

/** The first of `cases` whose event can carry a payload past a pipe buffer, grown; null when none can. */
export function firstLargePayloadCase(cases: readonly TestCase[]): TestCase | null {
  for (const base of cases) {
    const large = buildLargePayloadCase(base);
    if (large !== null) return large;
  }
  return null;
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

/** Grows a free-text field of `payload` to `bytes` (paths and ids stay as they are); false where it has none to grow. */
function growTextField(payload: Record<string, unknown>, bytes: number): boolean {
  for (const path of TEXT_FIELDS) {
    const holder = path.length === 2 ? payload[path[0]] : payload;
    const key = path[path.length - 1]!;
    if (typeof holder !== 'object' || holder === null) continue;
    const record = holder as Record<string, unknown>;
    if (typeof record[key] !== 'string' && !(path.length === 2 && key === 'description')) continue;
    const seed = `${String(record[key] ?? 'Runs the project test suite.')} `;
    record[key] = seed.repeat(Math.ceil(bytes / seed.length));
    return true;
  }
  // A tool's input can be any size (a file written whole) in any agent's shape; where its text
  // field is not one named above, an unknown field of that size stands for it: unknown fields pass
  // through in Claude Code, and new ones appear often.
  if (!carriesToolInput(payload)) return false;
  payload['hookcheck_padding'] = 'x'.repeat(bytes);
  return true;
}

/** Claude Code's, Codex's, Gemini's and Qwen's `tool_input`, Copilot's `toolArgs`, Cline's `preToolUse: {toolName, parameters}`. */
function carriesToolInput(payload: Record<string, unknown>): boolean {
  return 'tool_input' in payload || 'toolArgs' in payload || Object.values(payload).some((value) => typeof value === 'object' && value !== null && 'toolName' in value);
}
