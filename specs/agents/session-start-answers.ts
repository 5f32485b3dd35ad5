/**
 * The answer table measured on every agent's session-start event (Codex, Gemini CLI and Qwen Code
 * `SessionStart`, Copilot `sessionStart` and `SessionStart`): the hook answers as the session
 * starts, before the prompt reaches the model, so a session shows the same facts as before a prompt:
 * whether the prompt reached the model at all, and which of the hook's texts went with it.
 */
import { MARKERS, type AgentTruthRow } from './pre-tool-answers.js';
import { answerGrid, TURN_SHAPES } from './answer-grid.js';

const json = (value: object): string => JSON.stringify(value);

/** Shapes every agent is measured on at session start. */
export const SESSION_START_SHAPES: Readonly<Record<string, string>> = {
  ...TURN_SHAPES,
  'claude-context': json({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: MARKERS.context } }),
  'flat-context': json({ additionalContext: MARKERS.context }),
};

/** Every session-start row for an agent whose event is `event`, with its `native` shapes after the common ones. */
export function sessionStartRows(event: string, native: Readonly<Record<string, string>> = {}): AgentTruthRow[] {
  return answerGrid(event, { ...SESSION_START_SHAPES, ...native }, { beforePrompt: true });
}
