/**
 * The answer table measured on every agent's post-tool event (Gemini `AfterTool`, Codex
 * `PostToolUse`, Copilot `postToolUse`, …): the call has run by then, so what a session shows is
 * which text the agent passes on to the model with the call's result, and whether it goes on at
 * all. The shapes are what hooks written for Claude Code and for each agent print there; the exits
 * are the three a post-tool hook is written with (0, 1 by mistake, 2 for feedback), stderr carrying
 * text on each, and exit 2 also without it.
 */
import { MARKERS, type AgentTruthRow, type PreToolExit, type PreToolStderr } from './pre-tool-answers.js';

const json = (value: object): string => JSON.stringify(value);

/** Shapes every agent is measured on after a call: what a hook written for one agent prints. */
export const POST_TOOL_SHAPES: Readonly<Record<string, string>> = {
  empty: '',
  plain: `${MARKERS.stdout} from the hook`,
  truncated: `{"decision": "block", "reason": "${MARKERS.reason}`,
  'decision-block': json({ decision: 'block', reason: MARKERS.reason }),
  'decision-deny': json({ decision: 'deny', reason: MARKERS.reason }),
  'claude-context': json({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: MARKERS.context } }),
  'flat-context': json({ additionalContext: MARKERS.context }),
  'continue-false': json({ continue: false, stopReason: MARKERS.reason }),
  'system-message': json({ systemMessage: `${MARKERS.context} for the user` }),
};

const STDERR_TEXT = `${MARKERS.stderr} from the hook`;
/** The exits and stderr a post-tool row is measured with. */
const ENDINGS: readonly { readonly exit: PreToolExit; readonly stderr: PreToolStderr }[] = [
  { exit: '0', stderr: 'text' },
  { exit: '1', stderr: 'text' },
  { exit: '2', stderr: 'text' },
  { exit: '2', stderr: 'empty' },
];

/** Every post-tool row for an agent whose event is `event`, with its `native` shapes after the common ones. */
export function postToolRows(event: string, native: Readonly<Record<string, string>> = {}): AgentTruthRow[] {
  const shapes = { ...POST_TOOL_SHAPES, ...native };
  return Object.entries(shapes).flatMap(([shape, stdout]) =>
    ENDINGS.map(({ exit, stderr }) => ({
      id: `${event}/${shape}/${exit}/${stderr}`,
      event,
      shape,
      exit,
      stderr,
      answer: { stdout, stderr: stderr === 'text' ? STDERR_TEXT : '', exit: Number(exit) },
    })),
  );
}
