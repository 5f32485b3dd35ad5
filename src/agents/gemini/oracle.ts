/**
 * Gemini CLI's `BeforeTool` reads one text: stdout, or stderr when stdout is empty, on any exit
 * (hookRunner.ts, PROTOCOLS.md §3; measured: specs/gemini/truth/0.61.0.json). JSON beats the exit
 * code: a `decision` of deny or block blocks on every exit (after a kill too), any other JSON lets
 * the tool run, even on exit 2; Claude's `hookSpecificOutput.permissionDecision` is not read.
 * Text that is not JSON blocks on exits from 2 up when there is any, with the text as the reason;
 * a kill counts as exit 0. `AfterTool` and `AfterAgent` read the same one text (readAt).
 */
import { GEMINI } from '../../../specs/gemini/agent.js';
import { blocks, decodeJson, denies, ignored, proceeds, stringField, timedOut, type HookAnswer } from '../../oracle/hook-answer.js';
import { isPlainObject } from '../../oracle/read-stdout.js';
import { eventOracle } from '../../oracle/event-oracle.js';
import { geminiEditPayload, geminiAfterAgentPayload, geminiBeforeAgentPayload, geminiPostToolPayload, geminiPreToolPayload, geminiSessionStartPayload, geminiSessionEndPayload, geminiPreCompressPayload } from '../../../specs/gemini/payloads.js';
import type { Effect } from '../../oracle/effect.js';
import { compactionOf, sessionCloseOf } from '../../../specs/agents/shell-call.js';

type Moment = 'before-call' | 'after-call' | 'after-turn' | 'before-prompt';

/**
 * The one reading of every event modelled, by moment. Before a call a block denies it and an ask
 * ends the run (headless, nobody confirms); after a call a block's reason is told the model in place
 * of the output; at the end of a turn it is what the agent works on next, and it goes on. After a
 * call, Claude's `hookSpecificOutput.additionalContext` (whatever its event name) reaches the model
 * beside the output, and before a prompt beside the prompt (a block there keeps the prompt from the
 * model); before a call and after the final answer it does not.
 */
function readAt(moment: Moment, { ended, stdout, stderr }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  const text = stdout.trim() || stderr.trim();
  const value = decodeJson(text);
  const block = (reason: string | undefined) => (moment === 'before-call' ? denies(reason) : blocks(reason));
  if (isPlainObject(value)) {
    // `continue: false` ends the agent's run there: no further turn; its stopReason is for the user.
    if (value['continue'] === false) return { kind: 'stop', context: [], notes: [], endsTurn: true, ...(stringField(value, 'stopReason') === undefined ? {} : { userMessage: stringField(value, 'stopReason') }) };
    const decision = stringField(value, 'decision');
    if (decision === 'deny' || decision === 'block') return block(stringField(value, 'reason'));
    if (decision === 'ask' && moment === 'before-call') return { kind: 'ask', context: [], notes: [], endsTurn: true };
    const specific = value['hookSpecificOutput'];
    const context = (moment === 'after-call' || moment === 'before-prompt') && isPlainObject(specific) ? stringField(specific, 'additionalContext') : undefined;
    return context === undefined ? proceeds() : { kind: 'context', context: [context], notes: [] };
  }
  // Text blocks only when there is some: exit 2 with nothing on either stream lets the agent go on.
  if (ended === 0 || ended === 1 || ended === 'signal' || text === '') return proceeds({ hookError: ended !== 0 });
  return block(text);
}

/**
 * As the session starts (measured on `SessionStart`): the same one text, of which only Claude's
 * `hookSpecificOutput.additionalContext` is read, on any exit, and sent with the first prompt.
 * Nothing a hook answers there ends the session or keeps the prompt back.
 */
function readAtSessionStart({ ended, stdout, stderr }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  const value = decodeJson(stdout.trim() || stderr.trim());
  if (!isPlainObject(value)) return proceeds({ hookError: ended !== 0 });
  const specific = value['hookSpecificOutput'];
  const context = isPlainObject(specific) ? stringField(specific, 'additionalContext') : undefined;
  return context === undefined ? proceeds() : { kind: 'context', context: [context], notes: [] };
}

export const oracle = eventOracle(
  'gemini',
  GEMINI,
  {
    PreToolUse: { read: (answer) => readAt('before-call', answer), payload: (_event, frame, call) => geminiPreToolPayload(frame, call), editPayload: (_event, frame, edit) => geminiEditPayload(frame, edit) },
    PostToolUse: { read: (answer) => readAt('after-call', answer), reads: 'decision "deny" or "block" with a reason (on any exit), continue: false, hookSpecificOutput.additionalContext, or plain text on an exit from 2 up', payload: (_event, frame, call) => geminiPostToolPayload(frame, call) },
    Stop: { read: (answer) => readAt('after-turn', answer), reads: 'decision "deny" or "block" with a reason (on any exit), continue: false, or plain text on an exit from 2 up', turnPayload: (_event, frame, turn) => geminiAfterAgentPayload(frame, turn) },
    UserPromptSubmit: { read: (answer) => readAt('before-prompt', answer), reads: 'decision "deny" or "block" or continue: false (on any exit) to keep the prompt back, hookSpecificOutput.additionalContext to add to it, or plain text on an exit from 2 up', promptPayload: (_event, frame, prompt) => geminiBeforeAgentPayload(frame, prompt) },
    SessionStart: {
      read: readAtSessionStart,
      reads: 'hookSpecificOutput.additionalContext (on any exit), added to the first prompt',
      canBlock: false,
      sessionPayload: (_event, frame, session) => geminiSessionStartPayload(frame, session),
    },
    // Measured on `SessionEnd`: no answer made the agent ask the model again.
    SessionEnd: { read: ignored, reads: 'nothing: the session is over', canBlock: false, samplePayload: (_event, frame, sample) => geminiSessionEndPayload(frame, sessionCloseOf(sample)) },
    // Measured on `PreCompress`: no answer kept the prompt back or reached the model (ChatCompressionService fires it and drops the result).
    PreCompact: { read: ignored, reads: 'nothing: Gemini asks PreCompress before every turn after the first and compresses by its own threshold', canBlock: false, samplePayload: (_event, frame, sample) => geminiPreCompressPayload(frame, compactionOf(sample)) },
  },
  (payload) => String(payload['tool_name']),
);
