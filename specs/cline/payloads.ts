/**
 * Cline's `PreToolUse` payload for its shell tool, shaped as 3.0.65 sent it
 * (specs/cline/captured/pre-tool-shell.json): the task's frame (`taskId`, `workspaceRoots`, …),
 * `hookName: "tool_call"`, the call itself (`run_commands` with a list of commands) and a
 * `preToolUse` block whose parameters are JSON text.
 */
import { PAYLOAD_TIME, type EditCall, type PayloadFrame, type ShellCall, type TurnEnd } from '../agents/shell-call.js';

export function clinePreToolPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  const commands = [call.command];
  return {
    clineVersion: '',
    timestamp: new Date(PAYLOAD_TIME).toISOString(),
    taskId: `conv_${PAYLOAD_TIME}`,
    sessionContext: { rootSessionId: frame.sessionId },
    workspaceRoots: [frame.cwd],
    workspaceInfo: { rootPath: frame.cwd, hint: 'project' },
    userId: 'unknown',
    agent_id: `agent_${PAYLOAD_TIME}`,
    parent_agent_id: null,
    hookName: 'tool_call',
    iteration: 1,
    tool_call: { id: 'call_hookcheck_1', name: 'run_commands', input: { commands } },
    preToolUse: { toolName: 'run_commands', parameters: { commands: JSON.stringify(commands) } },
  };
}

/**
 * A file edit (specs/cline/captured/pre-tool-editor*.json): Cline's one edit tool, `editor`, with
 * `new_text` alone for a file written whole and `old_text` beside it for one replacement. Several
 * replacements at once are no one call.
 */
export function clineEditPayload(frame: PayloadFrame, edit: EditCall): Record<string, unknown> | null {
  const [only, ...more] = edit.replacements;
  const input =
    edit.content !== undefined
      ? { new_text: edit.content, path: edit.filePath }
      : only !== undefined && more.length === 0
        ? { old_text: only.oldText, new_text: only.newText, path: edit.filePath }
        : null;
  if (input === null) return null;
  const { tool_call: _call, preToolUse: _before, ...base } = clinePreToolPayload(frame, { command: '' });
  // Every parameter is text already, so the preToolUse block holds them as they are.
  return { ...base, tool_call: { id: 'call_hookcheck_1', name: 'editor', input }, preToolUse: { toolName: 'editor', parameters: input } };
}

/**
 * After the call (specs/cline/captured/post-tool-shell.json): `hookName: "tool_result"`, the call
 * and its output in `tool_result`, and `postToolUse` with the result as a JSON string.
 */
export function clinePostToolPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  const { tool_call: _call, preToolUse: _before, ...base } = clinePreToolPayload(frame, call);
  const commands = [call.command];
  const output = [{ query: call.command, result: call.output ?? '', success: true }];
  const at = new Date(PAYLOAD_TIME).toISOString();
  return {
    ...base,
    hookName: 'tool_result',
    tool_result: { id: 'call_hookcheck_1', name: 'run_commands', input: { commands }, output, durationMs: 27, startedAt: at, endedAt: at },
    postToolUse: { toolName: 'run_commands', parameters: { commands: JSON.stringify(commands) }, result: JSON.stringify(output), success: true, executionTimeMs: 27 },
  };
}

/** At the end of the task (specs/cline/captured/task-complete.json): `hookName: "agent_end"`, the final answer in `turn`. */
export function clineTaskCompletePayload(frame: PayloadFrame, turn: TurnEnd): Record<string, unknown> {
  const { tool_call: _call, preToolUse: _before, ...base } = clinePreToolPayload(frame, { command: '' });
  return { ...base, hookName: 'agent_end', iteration: 2, turn: { outputText: turn.lastAssistantMessage, status: 'completed' }, taskComplete: { taskMetadata: {} } };
}

/** As the task starts (specs/cline/captured/task-start.json): `hookName: "agent_start"`, no iteration yet, and `taskStart`. */
export function clineTaskStartPayload(frame: PayloadFrame): Record<string, unknown> {
  const { tool_call: _call, preToolUse: _before, iteration: _iteration, ...base } = clinePreToolPayload(frame, { command: '' });
  return { ...base, hookName: 'agent_start', taskStart: { taskMetadata: {} } };
}
