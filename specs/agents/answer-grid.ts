/**
 * The grid the events after the pre-tool one are measured on: each shape with the three exits a hook
 * is written with there (0, 1 by mistake, 2 for feedback), stderr carrying text on each, and exit 2
 * also without it. The pre-tool grid (pre-tool-answers.ts) is wider: there a kill and 127 matter too.
 */
import { MARKERS, type AgentTruthRow, type PreToolExit, type PreToolStderr } from './pre-tool-answers.js';

const json = (value: object): string => JSON.stringify(value);

/** The shapes a hook answers with at the edges of a turn (before a prompt, at its end): nothing, text, and the three ways to block. */
export const TURN_SHAPES: Readonly<Record<string, string>> = {
  empty: '',
  plain: `${MARKERS.stdout} from the hook`,
  truncated: `{"decision": "block", "reason": "${MARKERS.reason}`,
  'decision-block': json({ decision: 'block', reason: MARKERS.reason }),
  'decision-deny': json({ decision: 'deny', reason: MARKERS.reason }),
  'continue-false': json({ continue: false, stopReason: MARKERS.reason }),
};

/**
 * The turn shapes and context in both forms, before a prompt reaches the model: Claude's (its
 * `hookSpecificOutput` names `claudeEvent`) and the flat one some agents read.
 */
export function beforePromptShapes(claudeEvent: string): Readonly<Record<string, string>> {
  return {
    ...TURN_SHAPES,
    'claude-context': json({ hookSpecificOutput: { hookEventName: claudeEvent, additionalContext: MARKERS.context } }),
    'flat-context': json({ additionalContext: MARKERS.context }),
  };
}

/**
 * The turn shapes with context in Claude's form (its `hookSpecificOutput` names `claudeEvent`) and a
 * `systemMessage`: what a hook prints where it may only speak to the model or the user (the end of a
 * turn, the session's end, a compaction).
 */
export function turnShapesWithMessages(claudeEvent: string): Readonly<Record<string, string>> {
  return {
    ...TURN_SHAPES,
    'claude-context': json({ hookSpecificOutput: { hookEventName: claudeEvent, additionalContext: MARKERS.context } }),
    'system-message': json({ systemMessage: `${MARKERS.context} for the user` }),
  };
}

const STDERR_TEXT = `${MARKERS.stderr} from the hook`;
const ENDINGS: readonly { readonly exit: PreToolExit; readonly stderr: PreToolStderr }[] = [
  { exit: '0', stderr: 'text' },
  { exit: '1', stderr: 'text' },
  { exit: '2', stderr: 'text' },
  { exit: '2', stderr: 'empty' },
];

/** Every row of `shapes` on `event`, each carrying `extra`. */
export function answerGrid(event: string, shapes: Readonly<Record<string, string>>, extra: Partial<AgentTruthRow> = {}): AgentTruthRow[] {
  return Object.entries(shapes).flatMap(([shape, stdout]) =>
    ENDINGS.map(({ exit, stderr }) => ({
      id: `${event}/${shape}/${exit}/${stderr}`,
      event,
      shape,
      exit,
      stderr,
      answer: { stdout, stderr: stderr === 'text' ? STDERR_TEXT : '', exit: Number(exit) },
      ...extra,
    })),
  );
}
