/**
 * The Gemini CLI's pre-tool answer table: the common rows of specs/agents/pre-tool-answers.ts on
 * `BeforeTool`, plus forms only Gemini's hook runner reads (PROTOCOLS.md §3).
 */
import { MARKERS, preToolRows, type AgentTruthRow, stderrJsonRows } from '../../agents/pre-tool-answers.js';
import { postToolRows } from '../../agents/post-tool-answers.js';
import { stopRows } from '../../agents/stop-answers.js';
import { promptRows } from '../../agents/prompt-answers.js';
import { sessionStartRows } from '../../agents/session-start-answers.js';
import { sessionEndRows } from '../../agents/session-end-answers.js';
import { compactionRows } from '../../agents/compaction-answers.js';

const json = (value: object): string => JSON.stringify(value);

/** Gemini's own forms. `systemMessage` carries the context word: it is the hook's extra text. */
export const GEMINI_SHAPES: Readonly<Record<string, string>> = {
  // hookRunner decodes a JSON document twice when the first decode yields a string.
  'json-string-deny': JSON.stringify(json({ decision: 'deny', reason: MARKERS.reason })),
  // `ask` is a HookDecision in types.ts; under --yolo there is nobody to ask.
  'decision-ask': json({ decision: 'ask', reason: MARKERS.reason }),
  'system-message': json({ systemMessage: `${MARKERS.context} from the hook` }),
};

/** Every row measured on the Gemini CLI. */
/** After a call: context in Gemini's own event name. */
const GEMINI_POST_SHAPES: Readonly<Record<string, string>> = {
  'after-tool-context': json({ hookSpecificOutput: { hookEventName: 'AfterTool', additionalContext: MARKERS.context } }),
};

/** Before a prompt: context in Gemini's own event name. */
const GEMINI_PROMPT_SHAPES: Readonly<Record<string, string>> = {
  'before-agent-context': json({ hookSpecificOutput: { hookEventName: 'BeforeAgent', additionalContext: MARKERS.context } }),
};

export function geminiRows(): AgentTruthRow[] {
  return [...preToolRows('BeforeTool', GEMINI_SHAPES), ...postToolRows('AfterTool', GEMINI_POST_SHAPES), ...stopRows('AfterAgent'), ...promptRows('BeforeAgent', GEMINI_PROMPT_SHAPES), ...sessionStartRows('SessionStart'), ...sessionEndRows('SessionEnd'), ...compactionRows('PreCompress'), ...stderrJsonRows('BeforeTool')];
}
