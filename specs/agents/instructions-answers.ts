/**
 * The answer table measured on an agent's instructions-loaded event where a headless session fires
 * it (Qwen Code `InstructionsLoaded`, for the memory files it reads as the session starts): the
 * hook answers before the prompt reaches the model, so a session shows whether the prompt still
 * reached it and which of the hook's texts went with it. Each row's hook leaves its mark, so a
 * table of rows that look alike is known to be one of a hook that ran.
 */
import type { AgentTruthRow } from './pre-tool-answers.js';
import { answerGrid, turnShapesWithMessages } from './answer-grid.js';

export function instructionsRows(event: string): AgentTruthRow[] {
  return answerGrid(event, turnShapesWithMessages('InstructionsLoaded'), { beforePrompt: true, marksRun: true });
}
