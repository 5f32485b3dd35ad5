/**
 * OpenAI Codex CLI (`@openai/codex`): Claude-like event names and payloads (plus `turn_id`, `model`,
 * `tool_use_id`) with strict output schemas (PROTOCOLS.md §4.1, §11.4). Only the pre-tool event's
 * answers are modelled so far.
 */
export const CODEX = {
  name: 'Codex',
  latestVersion: '0.171.0',
  events: { PreToolUse: 'PreToolUse' },
  observedIn: 'AGENTS-MEASURED.md (Codex 0.171.0, PreToolUse)',
} as const;
