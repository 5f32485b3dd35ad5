/**
 * The Copilot rows of the pre-tool answer table, on both of its pre-tool events: camelCase
 * `preToolUse` (Copilot's own payload) and PascalCase `PreToolUse` (the VS Code / Claude-compatible
 * form, snake_case payload). The common shapes, plus Copilot's own flat answers (PROTOCOLS.md §5:
 * `permissionDecision` with `permissionDecisionReason` at the top level, no `hookSpecificOutput`).
 * Row ids start with the event, so both casings live in one table.
 */
import { MARKERS, preToolRows, type AgentTruthRow, stderrJsonRows } from '../../agents/pre-tool-answers.js';
import { postToolRows } from '../../agents/post-tool-answers.js';
import { stopRows } from '../../agents/stop-answers.js';
import { promptRows } from '../../agents/prompt-answers.js';
import { sessionStartRows } from '../../agents/session-start-answers.js';
import { sessionEndRows } from '../../agents/session-end-answers.js';

const json = (value: object): string => JSON.stringify(value);

/** Copilot-native answers, by shape name. */
export const COPILOT_SHAPES: Readonly<Record<string, string>> = {
  'copilot-deny': json({ permissionDecision: 'deny', permissionDecisionReason: MARKERS.reason }),
  'copilot-allow': json({ permissionDecision: 'allow' }),
  // A deny without the reason the docs require.
  'copilot-deny-no-reason': json({ permissionDecision: 'deny' }),
};

/** The two pre-tool events measured, in the order they are measured. */
export const COPILOT_PRE_TOOL_EVENTS = ['preToolUse', 'PreToolUse'] as const;
export type CopilotPreToolEvent = (typeof COPILOT_PRE_TOOL_EVENTS)[number];

/** Every row measured on Copilot for one event. */
export function copilotRows(event: CopilotPreToolEvent): AgentTruthRow[] {
  return preToolRows(event, COPILOT_SHAPES);
}

/** After a call: the flat result replacement the docs give `postToolUse`. */
const COPILOT_POST_SHAPES: Readonly<Record<string, string>> = {
  'modified-result': json({ modifiedResult: { resultType: 'success', textResultForLlm: MARKERS.context } }),
};

/** The two post-tool events measured, in the order they are measured. */
export const COPILOT_POST_TOOL_EVENTS = ['postToolUse', 'PostToolUse'] as const;

/** The two prompt events measured, and the answer the docs give the camelCase one (SDK hooks only, they say). */
export const COPILOT_PROMPT_EVENTS = ['userPromptSubmitted', 'UserPromptSubmit'] as const;
const COPILOT_PROMPT_SHAPES: Readonly<Record<string, string>> = { 'modified-prompt': json({ modifiedPrompt: `${MARKERS.context} instead` }) };

/** The two end-of-turn events measured. */
export const COPILOT_STOP_EVENTS = ['agentStop', 'Stop'] as const;

/** Its permission hook's own answers (PROTOCOLS.md §5): `behavior`, with a `message` for a deny. */
const COPILOT_PERMISSION_SHAPES: Readonly<Record<string, string>> = {
  'behavior-deny': json({ behavior: 'deny', message: MARKERS.reason }),
  'behavior-deny-no-message': json({ behavior: 'deny' }),
  'behavior-allow': json({ behavior: 'allow' }),
};

/** Every row of the Copilot table: the pre-tool events' (camelCase, then PascalCase), then the post-tool events', then the end-of-turn events'. */
export function allCopilotRows(): AgentTruthRow[] {
  return [...COPILOT_PRE_TOOL_EVENTS.flatMap((event) => copilotRows(event)), ...COPILOT_POST_TOOL_EVENTS.flatMap((event) => postToolRows(event, COPILOT_POST_SHAPES)), ...COPILOT_STOP_EVENTS.flatMap((event) => stopRows(event)), ...COPILOT_PROMPT_EVENTS.flatMap((event) => promptRows(event, COPILOT_PROMPT_SHAPES)), ...['sessionStart', 'SessionStart'].flatMap((event) => sessionStartRows(event)), ...['sessionEnd', 'SessionEnd'].flatMap((event) => sessionEndRows(event)), ...['permissionRequest', 'PermissionRequest'].flatMap((event) => preToolRows(event, { ...COPILOT_SHAPES, ...COPILOT_PERMISSION_SHAPES })), ...stderrJsonRows('preToolUse')];
}
