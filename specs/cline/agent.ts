/**
 * Cline CLI (`cline`): hooks are executable files named after the event (`~/.cline/hooks/PreToolUse`,
 * project hook folders), with a camelCase envelope (`hookName`, `preToolUse{toolName,parameters}`).
 * Only the pre-tool event's answers are modelled so far, by the table `npm run truth:cline` measured
 * (a subset of the shapes and exits).
 */
export const CLINE = {
  name: 'Cline',
  latestVersion: '3.0.65',
  events: { PreToolUse: 'PreToolUse' },
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: 'a hook file that prints {"cancel": true} (Cline then ends the whole task)',
  /** Rows of specs/cline/truth/<version>.json, measured by `npm run truth:cline`. */
  recordedTruth: { '3.0.65': 50 },
  observedIn: 'AGENTS-MEASURED.md (Cline 3.0.65, PreToolUse)',
} as const;
