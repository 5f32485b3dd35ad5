/**
 * Cline CLI (`cline`): hooks are executable files named after the event (`~/.cline/hooks/PreToolUse`,
 * project hook folders), with a camelCase envelope (`hookName`, `preToolUse{toolName,parameters}`).
 * Only the pre-tool event's answers are modelled so far, from ../shared AGENTS-MEASURED.md (3.0.65,
 * not yet re-measured by a truth script).
 */
export const CLINE = {
  name: 'Cline',
  latestVersion: '3.0.65',
  events: { PreToolUse: 'PreToolUse' },
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: 'a hook file that prints {"cancel": true} (Cline then ends the whole task)',
  observedIn: 'AGENTS-MEASURED.md (Cline 3.0.65, PreToolUse)',
} as const;
