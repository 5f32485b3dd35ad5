/**
 * GitHub Copilot CLI (`@github/copilot`): camelCase events (`preToolUse`) with a camelCase payload
 * (`toolName`, `toolArgs`), and a Claude-compatible PascalCase mode for hooks read from
 * `.claude/settings*.json`. Only the camelCase pre-tool event's answers are modelled so far, from
 * ../shared AGENTS-MEASURED.md (1.0.102, not yet re-measured by a truth script).
 */
export const COPILOT = {
  name: 'Copilot CLI',
  latestVersion: '1.0.102',
  events: { PreToolUse: 'preToolUse' },
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: 'exit 0 with {"permissionDecision":"deny","permissionDecisionReason":…}, or any non-zero exit',
  observedIn: 'AGENTS-MEASURED.md (Copilot CLI 1.0.102, camelCase preToolUse)',
} as const;
