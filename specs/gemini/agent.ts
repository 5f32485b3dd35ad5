/**
 * Gemini CLI (`@google/gemini-cli`): its own event names (`BeforeTool`, `AfterAgent`, …; the Claude
 * Code names map as `gemini hooks migrate` maps them, PROTOCOLS.md §3), snake_case payloads with
 * `timestamp`, timeouts in milliseconds. Only the pre-tool event's answers are modelled so far.
 */
export const GEMINI = {
  name: 'Gemini CLI',
  latestVersion: '0.61.0',
  events: { PreToolUse: 'BeforeTool' },
  /** Rows of specs/gemini/truth/<version>.json, measured by `npm run truth:gemini`. */
  recordedTruth: { '0.61.0': 156 },
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: '{"decision":"deny","reason":…} on stdout (on any exit)',
  observedIn: 'AGENTS-MEASURED.md (Gemini CLI 0.61.0, BeforeTool)',
} as const;
