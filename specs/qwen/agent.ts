/**
 * Qwen Code (`@qwen-code/qwen-code`): its hook events keep Claude Code's names and payloads (plus
 * `prompt_id`, `tool_call_id`; its shell tool is `run_shell_command`). Only the pre-tool event's
 * answers are modelled so far, by the table `npm run truth:qwen` measured (a subset of the shapes
 * and exits).
 */
export const QWEN = {
  name: 'Qwen Code',
  latestVersion: '0.24.4',
  /** Claude Code event → Qwen Code event, for the events whose answers are modelled. */
  events: { PreToolUse: 'PreToolUse' },
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: 'exit 2 with the reason on stderr, or a JSON deny on any other exit',
  /** Rows of specs/qwen/truth/<version>.json, measured by `npm run truth:qwen`. */
  recordedTruth: { '0.24.4': 38 },
  observedIn: 'AGENTS-MEASURED.md (Qwen Code 0.24.4, pre-tool event)',
} as const;
