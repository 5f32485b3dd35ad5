/**
 * Gemini CLI's `BeforeTool` payload for its shell tool, shaped as 0.61.0 sent it
 * (specs/gemini/captured/pre-tool-shell.json): snake_case, a `timestamp`, the tool
 * `run_shell_command` with `tool_input.command`.
 */
import { PAYLOAD_TIME, type EditCall, type Compaction, type PayloadFrame, type SessionClose, type SessionOpen, type ShellCall, type TurnEnd } from '../agents/shell-call.js';

/** The fields every payload of Gemini CLI starts with. */
function baseFields(frame: PayloadFrame, event: string): Record<string, unknown> {
  return { session_id: frame.sessionId, transcript_path: frame.transcriptPath, cwd: frame.cwd, hook_event_name: event, timestamp: new Date(PAYLOAD_TIME).toISOString() };
}

export function geminiPreToolPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  return {
    ...baseFields(frame, 'BeforeTool'),
    tool_name: 'run_shell_command',
    tool_input: { command: call.command },
  };
}

/**
 * A file edit, as Gemini CLI asks a hook about it (specs/gemini/captured/pre-tool-write-file.json,
 * pre-tool-replace.json): Claude Code's field names under Gemini's tools, `write_file` for a file
 * written whole and `replace` for one replacement, with the `instruction` 0.61.0 requires of the
 * model (a call without it never reaches a hook). Several replacements at once are no one call.
 */
export function geminiEditPayload(frame: PayloadFrame, edit: EditCall): Record<string, unknown> | null {
  const base = baseFields(frame, 'BeforeTool');
  if (edit.content !== undefined) return { ...base, tool_name: 'write_file', tool_input: { content: edit.content, file_path: edit.filePath } };
  const [only, ...more] = edit.replacements;
  if (only === undefined || more.length > 0) return null;
  return { ...base, tool_name: 'replace', tool_input: { old_string: only.oldText, new_string: only.newText, instruction: 'Apply the edit.', file_path: edit.filePath } };
}

/**
 * After the call (specs/gemini/captured/post-tool-shell.json): `tool_response` holds what the model
 * is sent (the output wrapped as untrusted) and what the user is shown.
 */
export function geminiPostToolPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  const output = call.output?.trimEnd() ?? '';
  const llmContent = `<untrusted_context>\nOutput: ${output === '' ? '(empty)' : output}\nProcess Group PGID: 4242\n</untrusted_context>`;
  return { ...geminiPreToolPayload(frame, call), hook_event_name: 'AfterTool', tool_response: { llmContent, returnDisplay: output } };
}

/** The user's prompt an end-of-turn payload repeats; a Claude Code Stop sample carries none. */
export const TURN_PROMPT = 'Run the tests and fix what fails.';

/** At the end of the turn (specs/gemini/captured/stop.json): the prompt and the final answer (`prompt_response`). */
export function geminiAfterAgentPayload(frame: PayloadFrame, turn: TurnEnd): Record<string, unknown> {
  return {
    ...baseFields(frame, 'AfterAgent'),
    prompt: TURN_PROMPT,
    prompt_response: turn.lastAssistantMessage,
    stop_hook_active: turn.stopHookActive,
  };
}

/** Before the prompt reaches the model (specs/gemini/captured/prompt.json): the base fields, and the prompt. */
export function geminiBeforeAgentPayload(frame: PayloadFrame, prompt: string): Record<string, unknown> {
  return { ...baseFields(frame, 'BeforeAgent'), prompt };
}

/** As the session starts (specs/gemini/captured/session-start.json): the base fields, and how it began. */
export function geminiSessionStartPayload(frame: PayloadFrame, session: SessionOpen): Record<string, unknown> {
  return { ...baseFields(frame, 'SessionStart'), source: session.source };
}

/**
 * As the session ends (specs/gemini/captured/session-end.json): why, in Gemini's words; a headless
 * run ends with `exit`, which stands for Claude Code's reasons Gemini has no word for.
 */
export function geminiSessionEndPayload(frame: PayloadFrame, close: SessionClose): Record<string, unknown> {
  const shared = ['clear', 'logout', 'prompt_input_exit'];
  return { ...baseFields(frame, 'SessionEnd'), reason: shared.includes(close.reason) ? close.reason : 'exit' };
}

/**
 * Before a compression (specs/gemini/captured/pre-compress.json): what set it off. Gemini asks a
 * PreCompress hook before every turn after the first, `auto`, whether it then compresses or not.
 */
export function geminiPreCompressPayload(frame: PayloadFrame, compaction: Compaction): Record<string, unknown> {
  return { ...baseFields(frame, 'PreCompress'), trigger: compaction.trigger };
}
