/**
 * The Qwen Code rows of the pre-tool answer table: a subset of the common rows of
 * specs/agents/pre-tool-answers.ts on `PreToolUse`, chosen so that one run fits in about an hour
 * (each row is one whole CLI session): the shapes a hook written for Claude Code, Gemini CLI or
 * Codex prints, on exits 0, 1 and 2 with stderr text, exit 2 with an empty stderr, and a kill after
 * printing for the Claude deny and the empty answer.
 */
import { MARKERS, preToolRows, stderrJsonRows, type AgentTruthRow } from '../../agents/pre-tool-answers.js';
import { postToolRows } from '../../agents/post-tool-answers.js';
import { stopRows } from '../../agents/stop-answers.js';
import { promptRows } from '../../agents/prompt-answers.js';
import { sessionStartRows } from '../../agents/session-start-answers.js';
import { instructionsRows } from '../../agents/instructions-answers.js';
import { answerGrid, beforePromptShapes, turnShapesWithMessages } from '../../agents/answer-grid.js';

/** The shapes measured, in the order of the table. */
export const QWEN_SHAPES = ['empty', 'plain', 'truncated', 'decision-deny', 'decision-block', 'claude-deny', 'claude-deny-unknown-key', 'continue-false', 'context'] as const;
/** Shapes also measured when the hook is killed after printing. */
const SIGNAL_SHAPES: readonly string[] = ['claude-deny', 'empty'];

function measured(row: AgentTruthRow): boolean {
  if (!(QWEN_SHAPES as readonly string[]).includes(row.shape)) return false;
  if (row.exit === '0' || row.exit === '1') return row.stderr === 'text';
  if (row.exit === '2') return true;
  if (row.exit === 'signal') return row.stderr === 'text' && SIGNAL_SHAPES.includes(row.shape);
  return false;
}

/** Every row measured on Qwen Code. */
export function qwenRows(): AgentTruthRow[] {
  return [
    ...preToolRows('PreToolUse').filter(measured),
    ...postToolRows('PostToolUse'),
    ...stopRows('Stop'),
    ...promptRows('UserPromptSubmit'),
    ...sessionStartRows('SessionStart'),
    // After a call that failed (the probe exits 3), with the event's own name in Claude Code's context answer.
    ...postToolRows('PostToolUseFailure', { 'claude-context': JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUseFailure', additionalContext: MARKERS.context } }) }),
    // After each batch of calls (one call here), with the event's own name in Claude Code's context answer.
    ...postToolRows('PostToolBatch', { 'claude-context': JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolBatch', additionalContext: MARKERS.context } }) }),
    // As the session starts, for each memory file it loads (its own output-language.md in HOME here).
    ...instructionsRows('InstructionsLoaded'),
    // The fake model starts a foreground subagent, which makes the shell call: its start is before
    // its prompt reaches the model, its stop after its final answer (it answers once a session).
    ...answerGrid('SubagentStart', beforePromptShapes('SubagentStart'), { beforePrompt: true }),
    ...answerGrid('SubagentStop', turnShapesWithMessages('SubagentStop'), { endOfTurn: true }),
    // Its runner parses stderr as the answer on exit 2, and when stdout is empty on any other exit.
    ...stderrJsonRows('PreToolUse'),
    ...stderrJsonRows('Stop', { endOfTurn: true }),
  ];
}
