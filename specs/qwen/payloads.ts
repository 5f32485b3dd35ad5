/**
 * Qwen Code's `PreToolUse` payload for its shell tool, shaped as 0.24.4 sent it
 * (specs/qwen/captured/pre-tool-shell.json): Claude's event name and fields, but Gemini's tool
 * name `run_shell_command`, plus `timestamp`, `prompt_id` and two call ids.
 */
import { PAYLOAD_TIME, type EditCall, type PayloadFrame, type SessionOpen, type ShellCall, type TurnEnd } from '../agents/shell-call.js';

/** The fields every payload of Qwen Code starts with. */
function baseFields(frame: PayloadFrame, event: string): Record<string, unknown> {
  return {
    session_id: frame.sessionId,
    transcript_path: frame.transcriptPath,
    cwd: frame.cwd,
    hook_event_name: event,
    timestamp: new Date(PAYLOAD_TIME).toISOString(),
    permission_mode: 'default',
    prompt_id: `${frame.sessionId}########0`,
  };
}

export function qwenPreToolPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  return {
    ...baseFields(frame, 'PreToolUse'),
    tool_name: 'run_shell_command',
    tool_input: { command: call.command, ...(call.description === undefined ? {} : { description: call.description }) },
    tool_use_id: `toolu_${PAYLOAD_TIME}`,
    tool_call_id: 'call_hookcheck_1',
  };
}

/**
 * A file edit, as Qwen Code asks a hook about it (specs/qwen/captured/pre-tool-write-file.json,
 * pre-tool-edit.json): Claude Code's field names under Qwen's tools, `write_file` for a file written
 * whole and `edit` for one replacement. Several replacements at once are no one call.
 */
export function qwenEditPayload(frame: PayloadFrame, edit: EditCall): Record<string, unknown> | null {
  const { tool_name: _name, tool_input: _input, tool_use_id: toolUseId, tool_call_id: toolCallId, ...base } = qwenPreToolPayload(frame, { command: '' });
  const ids = { tool_use_id: toolUseId, tool_call_id: toolCallId };
  if (edit.content !== undefined) return { ...base, tool_name: 'write_file', tool_input: { content: edit.content, file_path: edit.filePath }, ...ids };
  const [only, ...more] = edit.replacements;
  if (only === undefined || more.length > 0) return null;
  return { ...base, tool_name: 'edit', tool_input: { old_string: only.oldText, new_string: only.newText, file_path: edit.filePath }, ...ids };
}

/**
 * After the call (specs/qwen/captured/post-tool-shell.json): `tool_response` holds the report the
 * model is sent and what the user is shown, then the ids and `duration_ms`.
 */
export function qwenPostToolPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  const { tool_use_id: toolUseId, tool_call_id: toolCallId, ...before } = qwenPreToolPayload(frame, call);
  const llmContent = shellReport(call);
  return { ...before, hook_event_name: 'PostToolUse', tool_response: { llmContent, returnDisplay: call.output?.trimEnd() ?? '' }, tool_use_id: toolUseId, tool_call_id: toolCallId, duration_ms: 48 };
}

/**
 * After a call that failed (specs/qwen/captured/post-tool-failure.json, a command that exited 3):
 * the same report as `error`, with its exit code, and `is_interrupt`. A Claude Code failure that
 * names no exit code is taken as exit 1.
 */
export function qwenPostToolFailurePayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  const { tool_use_id: toolUseId, tool_call_id: toolCallId, ...before } = qwenPreToolPayload(frame, call);
  const error = shellReport({ ...call, exitCode: call.exitCode ?? 1 });
  return { ...before, hook_event_name: 'PostToolUseFailure', tool_use_id: toolUseId, tool_call_id: toolCallId, error, is_interrupt: false, duration_ms: 48 };
}

/** The report of a shell call the model is sent, as Qwen Code writes it. */
function shellReport(call: ShellCall): string {
  const output = call.output?.trimEnd() ?? '';
  return [
    `Command: ${call.command}`,
    'Directory: (root)',
    `Output: ${output === '' ? '(empty)' : output}`,
    'Error: (none)',
    `Exit Code: ${call.exitCode ?? 0}`,
    'Signal: (none)',
    'Process Group PGID: (none)',
  ].join('\n');
}

/**
 * After a batch of calls (specs/qwen/captured/post-tool-batch.json): each call with its status and
 * the response the model is sent, as Qwen's `functionResponse` parts holding the report
 * `qwenPostToolPayload` gives, under the API's call id in both id fields.
 */
export function qwenPostToolBatchPayload(frame: PayloadFrame, calls: readonly ShellCall[]): Record<string, unknown> {
  const toolCalls = calls.map((call, index) => {
    const { tool_input: input, tool_response: response } = qwenPostToolPayload(frame, call) as { tool_input: unknown; tool_response: { llmContent: string; returnDisplay: string } };
    const id = `call_hookcheck_${index + 1}`;
    const output = { functionResponse: { id, name: 'run_shell_command', response: { output: response.llmContent } } };
    return {
      tool_name: 'run_shell_command',
      tool_input: input,
      tool_use_id: id,
      tool_call_id: id,
      status: 'success',
      tool_response: { response_parts: [output], result_display: response.returnDisplay, execution_status: 'success', content_length: response.llmContent.length },
    };
  });
  return { ...baseFields(frame, 'PostToolBatch'), tool_calls: toolCalls };
}

/** What Qwen Code loads an instructions file for: as the session starts, and a file another one includes (no rules matched by glob, no nested folders). */
const QWEN_LOAD_REASONS = new Set(['session_start', 'include']);

/**
 * An instructions file loaded (specs/qwen/captured/instructions-loaded.json): Claude Code's fields,
 * the memory type in lower case (Qwen's `user`, `project`, `local`, and `extension` for its own
 * files), and the including files where a file was included; null for a load Qwen never makes.
 */
export function qwenInstructionsLoadedPayload(frame: PayloadFrame, claudeSample: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  const { file_path: filePath, memory_type: memoryType, load_reason: loadReason } = claudeSample;
  if (typeof filePath !== 'string' || typeof loadReason !== 'string' || !QWEN_LOAD_REASONS.has(loadReason)) return null;
  // Loaded as the session starts, before any prompt: no prompt_id.
  const { prompt_id: _prompt, ...base } = baseFields(frame, 'InstructionsLoaded');
  return {
    ...base,
    file_path: filePath,
    memory_type: typeof memoryType === 'string' ? memoryType.toLowerCase() : 'project',
    load_reason: loadReason,
    ...(typeof claudeSample['trigger_file_path'] === 'string' ? { trigger_file_path: claudeSample['trigger_file_path'] } : {}),
    ...(typeof claudeSample['parent_file_path'] === 'string' ? { parent_file_path: claudeSample['parent_file_path'] } : {}),
  };
}

/** At the end of the turn (specs/qwen/captured/stop.json): the final answer, and the session's work and usage. */
export function qwenStopPayload(frame: PayloadFrame, turn: TurnEnd): Record<string, unknown> {
  return {
    ...baseFields(frame, 'Stop'),
    stop_hook_active: turn.stopHookActive,
    last_assistant_message: turn.lastAssistantMessage,
    background_tasks: [],
    crons: [],
    context_usage: 0.01,
    context_limit: 200000,
    input_tokens: 2000,
  };
}

/** Before the prompt reaches the model (specs/qwen/captured/prompt.json): the prompt, twice (as typed and as submitted). */
export function qwenPromptPayload(frame: PayloadFrame, prompt: string): Record<string, unknown> {
  return { ...baseFields(frame, 'UserPromptSubmit'), prompt, submitted_prompt: prompt };
}

/** As the session starts (specs/qwen/captured/session-start.json): no prompt yet, the model, and how the session began. */
export function qwenSessionStartPayload(frame: PayloadFrame, session: SessionOpen): Record<string, unknown> {
  const { prompt_id: _prompt, ...fields } = baseFields(frame, 'SessionStart');
  return { ...fields, source: session.source, model: 'qwen3-coder-plus' };
}

/**
 * As a subagent starts (specs/qwen/captured/subagent-start.json): its id (the agent's name and the
 * id of the call that started it) and its type. `permission_mode` is the subagent's own.
 */
export function qwenSubagentStartPayload(frame: PayloadFrame, claudeSample: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  const agentType = claudeSample['agent_type'];
  if (typeof agentType !== 'string') return null;
  return { ...baseFields(frame, 'SubagentStart'), agent_id: `${agentType}-call_hookcheck_agent`, agent_type: agentType };
}

/**
 * As a subagent stops (specs/qwen/captured/subagent-stop.json): Claude Code's fields, with the
 * parent's transcript as `agent_transcript_path` for a subagent run in the foreground, and the
 * session's tasks (the stopping subagent among them, still running) and crons.
 */
export function qwenSubagentStopPayload(frame: PayloadFrame, claudeSample: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  const start = qwenSubagentStartPayload(frame, claudeSample);
  if (start === null) return null;
  const lastMessage = claudeSample['last_assistant_message'];
  const task = { id: start['agent_id'], status: 'running', agent_type: start['agent_type'], started_at: new Date(PAYLOAD_TIME - 1000).toISOString(), description: 'Subagent task' };
  return {
    ...start,
    hook_event_name: 'SubagentStop',
    stop_hook_active: claudeSample['stop_hook_active'] === true,
    agent_transcript_path: frame.transcriptPath,
    last_assistant_message: typeof lastMessage === 'string' ? lastMessage : '',
    background_tasks: [task],
    crons: [],
  };
}
