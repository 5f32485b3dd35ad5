/**
 * The answer table measured on every agent's session-end event that a headless session fires
 * (Gemini CLI `SessionEnd`, Copilot `sessionEnd` and `SessionEnd`): the hook answers once the
 * agent has given its final answer and is ending, so what a session could show is the agent going
 * on after it, and which of the hook's texts it sent the model then.
 */
import { MARKERS, type AgentTruthRow } from './pre-tool-answers.js';
import { answerGrid, TURN_SHAPES } from './answer-grid.js';

const json = (value: object): string => JSON.stringify(value);

/** Shapes every agent is measured on as its session ends. */
export const SESSION_END_SHAPES: Readonly<Record<string, string>> = {
  ...TURN_SHAPES,
  'claude-context': json({ hookSpecificOutput: { hookEventName: 'SessionEnd', additionalContext: MARKERS.context } }),
  'system-message': json({ systemMessage: `${MARKERS.context} for the user` }),
};

/** Every row for an agent whose event is `event`: measured as an end of turn (what follows the final answer). */
export function sessionEndRows(event: string): AgentTruthRow[] {
  return answerGrid(event, SESSION_END_SHAPES, { endOfTurn: true });
}
