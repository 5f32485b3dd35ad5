/**
 * Qwen Code's `PreToolUse` payload for its shell tool, shaped as 0.24.4 sent it
 * (specs/qwen/captured/pre-tool-shell.json): Claude's event name and fields, but Gemini's tool
 * name `run_shell_command`, plus `timestamp`, `prompt_id` and two call ids.
 */
import { PAYLOAD_TIME, type PayloadFrame, type ShellCall } from '../agents/shell-call.js';

export function qwenPreToolPayload(frame: PayloadFrame, call: ShellCall): Record<string, unknown> {
  return {
    session_id: frame.sessionId,
    transcript_path: frame.transcriptPath,
    cwd: frame.cwd,
    hook_event_name: 'PreToolUse',
    timestamp: new Date(PAYLOAD_TIME).toISOString(),
    permission_mode: 'default',
    prompt_id: `${frame.sessionId}########0`,
    tool_name: 'run_shell_command',
    tool_input: { command: call.command, ...(call.description === undefined ? {} : { description: call.description }) },
    tool_use_id: `toolu_${PAYLOAD_TIME}`,
    tool_call_id: 'call_hookcheck_1',
  };
}
