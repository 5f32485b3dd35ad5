/**
 * The answer table measured on an agent's compaction event where a headless session fires it
 * (Gemini CLI `PreCompress`, asked before every turn after the first whether or not it compresses):
 * the hook answers between the prompt and the model's requests, so a session shows whether the
 * prompt still reached the model and which of the hook's texts went with it. Each row's hook leaves
 * its mark, so a table of rows that look alike is known to be one of a hook that ran.
 */
import type { AgentTruthRow } from './pre-tool-answers.js';
import { answerGrid, turnShapesWithMessages } from './answer-grid.js';

export function compactionRows(event: string): AgentTruthRow[] {
  return answerGrid(event, turnShapesWithMessages('PreCompact'), { beforePrompt: true, marksRun: true });
}
