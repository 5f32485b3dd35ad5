/**
 * The answer table measured on every agent's session-start event (Codex, Gemini CLI and Qwen Code
 * `SessionStart`, Copilot `sessionStart` and `SessionStart`): the hook answers as the session
 * starts, before the prompt reaches the model, so a session shows the same facts as before a prompt:
 * whether the prompt reached the model at all, and which of the hook's texts went with it.
 */
import type { AgentTruthRow } from './pre-tool-answers.js';
import { answerGrid, beforePromptShapes } from './answer-grid.js';

/** Shapes every agent is measured on at session start. */
export const SESSION_START_SHAPES = beforePromptShapes('SessionStart');

/** Every session-start row for an agent whose event is `event`, with its `native` shapes after the common ones. */
export function sessionStartRows(event: string, native: Readonly<Record<string, string>> = {}): AgentTruthRow[] {
  return answerGrid(event, { ...SESSION_START_SHAPES, ...native }, { beforePrompt: true });
}
