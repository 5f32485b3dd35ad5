/**
 * The answer table measured on every agent's post-tool event (Gemini `AfterTool`, Codex
 * `PostToolUse`, Copilot `postToolUse`, …): the call has run by then, so what a session shows is
 * which text the agent passes on to the model with the call's result, and whether it goes on at
 * all. The shapes are what hooks written for Claude Code and for each agent print there, on the
 * grid of answer-grid.ts.
 */
import { MARKERS, type AgentTruthRow } from './pre-tool-answers.js';
import { answerGrid } from './answer-grid.js';

const json = (value: object): string => JSON.stringify(value);

/** Shapes every agent is measured on after a call: what a hook written for one agent prints. */
export const POST_TOOL_SHAPES: Readonly<Record<string, string>> = {
  empty: '',
  plain: `${MARKERS.stdout} from the hook`,
  truncated: `{"decision": "block", "reason": "${MARKERS.reason}`,
  'decision-block': json({ decision: 'block', reason: MARKERS.reason }),
  'decision-deny': json({ decision: 'deny', reason: MARKERS.reason }),
  'claude-context': json({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: MARKERS.context } }),
  'flat-context': json({ additionalContext: MARKERS.context }),
  'continue-false': json({ continue: false, stopReason: MARKERS.reason }),
  'system-message': json({ systemMessage: `${MARKERS.context} for the user` }),
};

/** Every row for an agent whose event is `event`, with its `native` shapes after the common ones. */
export function postToolRows(event: string, native: Readonly<Record<string, string>> = {}): AgentTruthRow[] {
  return answerGrid(event, { ...POST_TOOL_SHAPES, ...native });
}
