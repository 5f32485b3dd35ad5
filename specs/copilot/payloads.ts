/**
 * Copilot CLI's two pre-tool payloads for its shell tool, as 1.0.102 sent them
 * (specs/copilot/captured/): camelCase `preToolUse` (hooks in `.github/hooks`) gets `toolName:
 * "bash"` and `toolArgs` with an epoch-millisecond `timestamp`; the Claude-compatible PascalCase
 * `PreToolUse` gets Claude's fields (`tool_name: "Bash"`, `tool_input`) and an ISO `timestamp`.
 */
import { PAYLOAD_TIME, type EditCall, type PayloadFrame, type SessionOpen, type ShellCall, type TurnEnd } from '../agents/shell-call.js';

export function copilotPreToolPayload(event: string, frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  const args = { command: call.command, ...(call.description === undefined ? {} : { description: call.description }) };
  if (event === 'preToolUse') return { sessionId: frame.sessionId, timestamp: PAYLOAD_TIME, cwd: frame.cwd, toolName: 'bash', toolArgs: args };
  return { hook_event_name: 'PreToolUse', session_id: frame.sessionId, timestamp: new Date(PAYLOAD_TIME).toISOString(), cwd: frame.cwd, tool_name: 'Bash', tool_input: args };
}

/**
 * A file edit (specs/copilot/captured/pre-tool-create-*.json, pre-tool-edit-*.json): `create` for a
 * file written whole, `edit` for one replacement, with Copilot's argument names in both casings; the
 * PascalCase events name the tools as Claude Code does (`Write`, `Edit`). Several replacements at
 * once are no one call.
 */
export function copilotEditPayload(event: string, frame: PayloadFrame, edit: EditCall): Record<string, unknown> | null {
  const [only, ...more] = edit.replacements;
  const call =
    edit.content !== undefined
      ? { own: 'create', claude: 'Write', args: { file_text: edit.content, path: edit.filePath } }
      : only !== undefined && more.length === 0
        ? { own: 'edit', claude: 'Edit', args: { old_str: only.oldText, new_str: only.newText, path: edit.filePath } }
        : null;
  if (call === null) return null;
  const { toolName: _name, toolArgs: _args, tool_name: _claudeName, tool_input: _input, ...base } = copilotPreToolPayload(event, frame, { command: '' });
  return event === 'preToolUse' ? { ...base, toolName: call.own, toolArgs: call.args } : { ...base, tool_name: call.claude, tool_input: call.args };
}

/**
 * After the call (specs/copilot/captured/post-tool-shell-*.json): the same fields, and the result
 * the model is sent, in each casing's own field names.
 */
export function copilotPostToolPayload(event: string, frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  const text = `${call.output ?? ''}<shellId: 0 completed with exit code 0>`;
  if (event === 'postToolUse') return { ...copilotPreToolPayload('preToolUse', frame, call), toolResult: { resultType: 'success', textResultForLlm: text } };
  return { ...copilotPreToolPayload('PreToolUse', frame, call), hook_event_name: 'PostToolUse', tool_result: { result_type: 'success', text_result_for_llm: text } };
}

/** At the end of the turn (specs/copilot/captured/stop-*.json): no final answer, only why the turn ended, in each casing's field names. */
export function copilotStopPayload(event: string, frame: PayloadFrame, turn: TurnEnd): Record<string, unknown> {
  if (event === 'agentStop')
    return { sessionId: frame.sessionId, timestamp: PAYLOAD_TIME, cwd: frame.cwd, transcriptPath: frame.transcriptPath, stopReason: 'end_turn', stop_hook_active: turn.stopHookActive };
  return {
    hook_event_name: 'Stop',
    session_id: frame.sessionId,
    timestamp: new Date(PAYLOAD_TIME).toISOString(),
    cwd: frame.cwd,
    transcript_path: frame.transcriptPath,
    stop_reason: 'end_turn',
    stop_hook_active: turn.stopHookActive,
  };
}

/** Before the prompt reaches the model (specs/copilot/captured/prompt-*.json): the prompt, in each casing's frame. */
export function copilotPromptPayload(event: string, frame: PayloadFrame, prompt: string): Record<string, unknown> {
  if (event === 'userPromptSubmitted') return { sessionId: frame.sessionId, timestamp: PAYLOAD_TIME, cwd: frame.cwd, prompt };
  return { hook_event_name: 'UserPromptSubmit', session_id: frame.sessionId, timestamp: new Date(PAYLOAD_TIME).toISOString(), cwd: frame.cwd, prompt };
}

/** The first prompt a session-start payload carries: Claude Code's own has none to take it from. */
const SESSION_PROMPT = 'Fix the failing test.';

/**
 * As the session starts (specs/copilot/captured/session-start-*.json): how it began (`new` for a
 * fresh start, as Copilot names Claude Code's `startup`), and its first prompt, in each casing's fields.
 */
export function copilotSessionStartPayload(event: string, frame: PayloadFrame, session: SessionOpen): Record<string, unknown> {
  const source = session.source === 'startup' ? 'new' : session.source;
  if (event === 'sessionStart') return { sessionId: frame.sessionId, timestamp: PAYLOAD_TIME, cwd: frame.cwd, source, initialPrompt: SESSION_PROMPT };
  return { hook_event_name: 'SessionStart', session_id: frame.sessionId, timestamp: new Date(PAYLOAD_TIME).toISOString(), cwd: frame.cwd, source, initial_prompt: SESSION_PROMPT };
}

/**
 * As the session ends (specs/copilot/captured/session-end-*.json): a headless run ends `complete`,
 * the one reason measured here, in each casing's fields.
 */
export function copilotSessionEndPayload(event: string, frame: PayloadFrame): Record<string, unknown> {
  if (event === 'sessionEnd') return { sessionId: frame.sessionId, timestamp: PAYLOAD_TIME, cwd: frame.cwd, reason: 'complete' };
  return { hook_event_name: 'SessionEnd', session_id: frame.sessionId, timestamp: new Date(PAYLOAD_TIME).toISOString(), cwd: frame.cwd, reason: 'complete' };
}

/**
 * Before a call it asks permission for (specs/copilot/captured/permission-request.json): 1.0.102
 * asks about every call, with --allow-all-tools too, and sends the same camelCase payload on both
 * casings of the event, its input in `toolInput` (not `toolArgs`).
 */
export function copilotPermissionRequestPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  return { hookName: 'permissionRequest', sessionId: frame.sessionId, timestamp: PAYLOAD_TIME, cwd: frame.cwd, toolName: 'bash', toolInput: { command: call.command }, permissionSuggestions: [] };
}
