/**
 * Qwen Code (`@qwen-code/qwen-code`): its hook events keep Claude Code's names and payloads (plus
 * `prompt_id`, `tool_call_id`). Only the pre-tool event's answers are modelled so far, from
 * ../shared AGENTS-MEASURED.md (0.24.4, not yet re-measured by a truth script).
 */
export const QWEN = {
  name: 'Qwen Code',
  latestVersion: '0.24.4',
  /** Claude Code event → Qwen Code event, for the events whose answers are modelled. */
  events: { PreToolUse: 'PreToolUse' },
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: 'exit 2 with the reason on stderr, or a JSON deny on exit 0',
  observedIn: 'AGENTS-MEASURED.md (Qwen Code 0.24.4, pre-tool event)',
} as const;
