/**
 * The answer table measured on every agent's end-of-turn event (Codex and Qwen `Stop`, Gemini
 * `AfterAgent`, Copilot `agentStop` and `Stop`, Cline `TaskComplete`): the agent has given its final
 * answer, and a hook that blocks there is how a "run the tests before you say done" gate keeps it
 * working. What a session shows is whether the agent went on (asked the model again) and which text
 * it sent the model then. The hook answers once per session (`endOfTurn`).
 */
import type { AgentTruthRow } from './pre-tool-answers.js';
import { answerGrid, turnShapesWithMessages } from './answer-grid.js';

/** Shapes every agent is measured on at the end of a turn. */
export const STOP_SHAPES = turnShapesWithMessages('Stop');

/** Every row for an agent whose event is `event`, with its `native` shapes after the common ones. */
export function stopRows(event: string, native: Readonly<Record<string, string>> = {}): AgentTruthRow[] {
  return answerGrid(event, { ...STOP_SHAPES, ...native }, { endOfTurn: true });
}
