/**
 * Codex's `PreToolUse` payload for its shell tool, shaped as Codex 0.171.0 sent it
 * (specs/codex/captured/pre-tool-shell.json): Claude's fields plus `turn_id`, `model` and
 * `tool_use_id`; the shell tool is `Bash` to hooks.
 */
import { PAYLOAD_TIME, type PayloadFrame, type SessionOpen, type ShellCall, type TurnEnd } from '../agents/shell-call.js';

/** The fields every turn-scoped payload of Codex starts with. */
function turnFields(frame: PayloadFrame, event: string): Record<string, unknown> {
  return {
    session_id: frame.sessionId,
    turn_id: `turn-${PAYLOAD_TIME}`,
    transcript_path: frame.transcriptPath,
    cwd: frame.cwd,
    hook_event_name: event,
    model: 'gpt-5-codex',
    permission_mode: 'default',
  };
}

export function codexPreToolPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  return {
    ...turnFields(frame, 'PreToolUse'),
    tool_name: 'Bash',
    tool_input: { command: call.command },
    tool_use_id: 'call_hookcheck_1',
  };
}

/** After the call (specs/codex/captured/post-tool-shell.json): the same fields, and the command's output as a string. */
export function codexPostToolPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  const { tool_use_id: toolUseId, ...before } = codexPreToolPayload(frame, call);
  return { ...before, hook_event_name: 'PostToolUse', tool_response: call.output ?? '', tool_use_id: toolUseId };
}

/** At the end of the turn (specs/codex/captured/stop.json): the turn's fields, and its final answer. */
export function codexStopPayload(frame: PayloadFrame, turn: TurnEnd): Record<string, unknown> {
  return { ...turnFields(frame, 'Stop'), stop_hook_active: turn.stopHookActive, last_assistant_message: turn.lastAssistantMessage };
}

/** As the session starts (specs/codex/captured/session-start.json): no turn yet, and how the session began. */
export function codexSessionStartPayload(frame: PayloadFrame, session: SessionOpen): Record<string, unknown> {
  const { turn_id: _turn, ...fields } = turnFields(frame, 'SessionStart');
  return { ...fields, source: session.source };
}

/** Before the prompt reaches the model (specs/codex/captured/prompt.json): the turn's fields, and the prompt. */
export function codexPromptPayload(frame: PayloadFrame, prompt: string): Record<string, unknown> {
  return { ...turnFields(frame, 'UserPromptSubmit'), prompt };
}
