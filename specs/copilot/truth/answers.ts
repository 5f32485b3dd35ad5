/**
 * The Copilot rows of the pre-tool answer table, on both of its pre-tool events: camelCase
 * `preToolUse` (Copilot's own payload) and PascalCase `PreToolUse` (the VS Code / Claude-compatible
 * form, snake_case payload). The common shapes, plus Copilot's own flat answers (PROTOCOLS.md §5:
 * `permissionDecision` with `permissionDecisionReason` at the top level, no `hookSpecificOutput`).
 * Row ids start with the event, so both casings live in one table.
 */
import { MARKERS, preToolRows, type AgentTruthRow } from '../../agents/pre-tool-answers.js';

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

/** Every row of the Copilot table: the camelCase event's, then the PascalCase event's. */
export function allCopilotRows(): AgentTruthRow[] {
  return COPILOT_PRE_TOOL_EVENTS.flatMap((event) => copilotRows(event));
}
