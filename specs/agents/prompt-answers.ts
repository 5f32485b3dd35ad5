/**
 * The answer table measured on every agent's prompt event (Codex and Qwen `UserPromptSubmit`,
 * Gemini `BeforeAgent`, Copilot `userPromptSubmitted` and `UserPromptSubmit`): the hook answers
 * before the prompt reaches the model, so what a session shows is whether the prompt reached it at
 * all, and which of the hook's texts went with it. The shapes are what hooks written for Claude
 * Code and for each agent print there, on the grid of answer-grid.ts.
 */
import type { AgentTruthRow } from './pre-tool-answers.js';
import { answerGrid, beforePromptShapes } from './answer-grid.js';

/** Shapes every agent is measured on before a prompt. */
export const PROMPT_SHAPES = beforePromptShapes('UserPromptSubmit');

/** Every prompt row for an agent whose event is `event`, with its `native` shapes after the common ones. */
export function promptRows(event: string, native: Readonly<Record<string, string>> = {}): AgentTruthRow[] {
  return answerGrid(event, { ...PROMPT_SHAPES, ...native }, { beforePrompt: true });
}
