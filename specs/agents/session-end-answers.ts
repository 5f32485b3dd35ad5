/**
 * The answer table measured on every agent's session-end event that a headless session fires
 * (Gemini CLI `SessionEnd`, Copilot `sessionEnd` and `SessionEnd`): the hook answers once the
 * agent has given its final answer and is ending, so what a session could show is the agent going
 * on after it, and which of the hook's texts it sent the model then.
 */
import type { AgentTruthRow } from './pre-tool-answers.js';
import { answerGrid, turnShapesWithMessages } from './answer-grid.js';

/** Every row for an agent whose event is `event`: measured as an end of turn (what follows the final answer). */
export function sessionEndRows(event: string): AgentTruthRow[] {
  return answerGrid(event, turnShapesWithMessages('SessionEnd'), { endOfTurn: true });
}
