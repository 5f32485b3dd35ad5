/**
 * Codex's `PreToolUse` payload for its shell tool, shaped as Codex 0.171.0 sent it
 * (specs/codex/captured/pre-tool-shell.json): Claude's fields plus `turn_id`, `model` and
 * `tool_use_id`; the shell tool is `Bash` to hooks.
 */
import { relative, isAbsolute } from 'node:path';
import { PAYLOAD_TIME, type EditCall, type PayloadFrame, type SessionOpen, type ShellCall, type TurnEnd } from '../agents/shell-call.js';

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

/**
 * A file edit, as Codex asks a hook about it (specs/codex/captured/pre-tool-apply-patch.json): the
 * tool is `apply_patch` and `tool_input.command` is the patch the model wrote, with no `file_path`
 * field. A file written whole is added; replacements are one hunk each. Paths inside the project
 * are written relative to it, as a model writes them.
 */
export function codexEditPayload(frame: PayloadFrame, edit: EditCall): Record<string, unknown> {
  return { ...turnFields(frame, 'PreToolUse'), tool_name: 'apply_patch', tool_input: { command: patchOf(frame.cwd, edit) }, tool_use_id: 'call_hookcheck_1' };
}

function patchOf(cwd: string, edit: EditCall): string {
  const path = isAbsolute(edit.filePath) && edit.filePath.startsWith(`${cwd}/`) ? relative(cwd, edit.filePath) : edit.filePath;
  const lines = (text: string, mark: string) =>
    text === ''
      ? []
      : text
          .replace(/\n$/, '')
          .split('\n')
          .map((line) => `${mark}${line}`);
  const body =
    edit.content !== undefined
      ? [`*** Add File: ${path}`, ...lines(edit.content, '+')]
      : [`*** Update File: ${path}`, ...edit.replacements.flatMap(({ oldText, newText }) => ['@@', ...lines(oldText, '-'), ...lines(newText, '+')])];
  return ['*** Begin Patch', ...body, '*** End Patch', ''].join('\n');
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
