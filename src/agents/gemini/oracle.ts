/**
 * Gemini CLI's `BeforeTool` reads one text: stdout, or stderr when stdout is empty, on any exit
 * (hookRunner.ts, PROTOCOLS.md §3; measured: specs/gemini/truth/0.61.0.json). JSON beats the exit
 * code: a `decision` of deny or block blocks on every exit (after a kill too), any other JSON lets
 * the tool run, even on exit 2; Claude's `hookSpecificOutput.permissionDecision` is not read.
 * Text that is not JSON blocks on exits from 2 up when there is any, with the text as the reason;
 * a kill counts as exit 0.
 */
import { GEMINI } from '../../../specs/gemini/agent.js';
import { blocks, denies, proceeds, stringField, timedOut, type HookAnswer } from '../../oracle/hook-answer.js';
import { isPlainObject, tryParse } from '../../oracle/read-stdout.js';
import { eventOracle } from '../../oracle/event-oracle.js';
import { geminiAfterAgentPayload, geminiPostToolPayload, geminiPreToolPayload } from '../../../specs/gemini/payloads.js';
import type { Effect } from '../../oracle/effect.js';

/** The text as JSON; a JSON string holding JSON is decoded twice, as the agent does. */
function decode(text: string): unknown {
  const once = tryParse(text);
  if (!once.ok) return undefined;
  if (typeof once.value !== 'string') return once.value;
  const twice = tryParse(once.value);
  return twice.ok ? twice.value : once.value;
}

function readAnswer({ ended, stdout, stderr }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  const text = stdout.trim() || stderr.trim();
  const value = decode(text);
  if (isPlainObject(value)) {
    // `continue: false` ends the agent's run there: no tool, no further turn; its stopReason is for the user.
    if (value['continue'] === false) return { kind: 'stop', context: [], notes: [], endsTurn: true, ...(stringField(value, 'stopReason') === undefined ? {} : { userMessage: stringField(value, 'stopReason') }) };
    const decision = stringField(value, 'decision');
    if (decision === 'deny' || decision === 'block') return denies(stringField(value, 'reason'));
    // An ask waits for a confirmation: headless, nobody gives it, and the run ends without the tool.
    if (decision === 'ask') return { kind: 'ask', context: [], notes: [], endsTurn: true };
    return proceeds();
  }
  // Text blocks only when there is some: exit 2 with nothing on either stream lets the tool run.
  if (ended === 0 || ended === 1 || ended === 'signal' || text === '') return proceeds({ hookError: ended !== 0 });
  return denies(text);
}

/**
 * `AfterTool` and `AfterAgent` read the same one text as `BeforeTool`: a `decision` of deny or
 * block, on any exit, is told the model as the reason (after a call, in place of its output; after
 * the final answer, as what to work on next, and the agent goes on); `continue: false` ends the
 * run; text that is not JSON on an exit from 2 up is told the model as the reason. After a call,
 * Claude's `hookSpecificOutput.additionalContext` (whatever its event name) reaches the model
 * beside the output; after the final answer it does not.
 */
const readAfterCall = (answer: HookAnswer): Effect => readAfter(answer, true);
const readAfterTurn = (answer: HookAnswer): Effect => readAfter(answer, false);

function readAfter({ ended, stdout, stderr }: HookAnswer, readsContext: boolean): Effect {
  if (ended === 'timed-out') return timedOut();
  const text = stdout.trim() || stderr.trim();
  const value = decode(text);
  if (isPlainObject(value)) {
    if (value['continue'] === false) return { kind: 'stop', context: [], notes: [], endsTurn: true, ...(stringField(value, 'stopReason') === undefined ? {} : { userMessage: stringField(value, 'stopReason') }) };
    const decision = stringField(value, 'decision');
    if (decision === 'deny' || decision === 'block') return blocks(stringField(value, 'reason'));
    const specific = value['hookSpecificOutput'];
    const context = readsContext && isPlainObject(specific) ? stringField(specific, 'additionalContext') : undefined;
    return context === undefined ? proceeds() : { kind: 'context', context: [context], notes: [] };
  }
  if (ended === 0 || ended === 1 || ended === 'signal' || text === '') return proceeds({ hookError: ended !== 0 });
  return blocks(text);
}

export const oracle = eventOracle(
  'gemini',
  GEMINI,
  {
    PreToolUse: { read: readAnswer, payload: (_event, frame, call) => geminiPreToolPayload(frame, call) },
    PostToolUse: { read: readAfterCall, reads: 'decision "deny" or "block" with a reason (on any exit), continue: false, hookSpecificOutput.additionalContext, or plain text on an exit from 2 up', payload: (_event, frame, call) => geminiPostToolPayload(frame, call) },
    Stop: { read: readAfterTurn, reads: 'decision "deny" or "block" with a reason (on any exit), continue: false, or plain text on an exit from 2 up', turnPayload: (_event, frame, turn) => geminiAfterAgentPayload(frame, turn) },
  },
  (payload) => String(payload['tool_name']),
);
