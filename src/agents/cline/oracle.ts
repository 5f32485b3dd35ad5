/**
 * Cline 3.x's `PreToolUse` (measured: specs/cline/truth/3.0.65.json) reads stdout whatever the exit,
 * a kill included, and never blocks on an exit code. Only `{"cancel": true}` stops the call, and it
 * aborts the whole task (no further turn, so its `errorMessage` never reaches the model).
 * `contextModification` reaches the model on every exit; Claude's deny forms and
 * `additionalContext` are not read.
 */
import { CLINE } from '../../../specs/cline/agent.js';
import { denies, jsonObject, proceeds, stringField, timedOut, type HookAnswer } from '../../oracle/hook-answer.js';
import { eventOracle } from '../../oracle/event-oracle.js';
import { clinePostToolPayload, clinePreToolPayload, clineTaskCompletePayload, clineTaskStartPayload, clineEditPayload } from '../../../specs/cline/payloads.js';
import type { Effect } from '../../oracle/effect.js';

function readAnswer({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  const answer = jsonObject(stdout);
  if (answer?.['cancel'] === true) return denies(stringField(answer, 'errorMessage'), { endsTurn: true });
  const context = stringField(answer, 'contextModification');
  if (context !== undefined) return { kind: 'context', context: [context], notes: [] };
  return proceeds({ hookError: ended !== 0 });
}

/**
 * After the call (measured on `PostToolUse`) the same two fields are all Cline reads, on every exit:
 * `{"cancel": true}` aborts the task there (its errorMessage reaches the user only), and
 * `contextModification` reaches the model with the call's result.
 */
function readAfterCall(answer: HookAnswer): Effect {
  const effect = readAnswer(answer);
  return effect.kind === 'deny' ? { kind: 'stop', context: [], notes: [], endsTurn: true, ...(effect.reason === undefined ? {} : { userMessage: effect.reason }) } : effect;
}

/**
 * At the end of the task (measured on `TaskComplete`) nothing a hook answers makes Cline go on or
 * reaches the model; as the task starts (measured on `TaskStart`) nothing holds it back or reaches
 * the model either, not even its own `cancel` or `contextModification`, which PROTOCOLS.md §8 says it reads.
 */
function readUnheard({ ended }: HookAnswer): Effect {
  return ended === 'timed-out' ? timedOut() : proceeds({ hookError: ended !== 0 });
}

export const oracle = eventOracle(
  'cline',
  CLINE,
  {
    PreToolUse: { read: readAnswer, payload: (_event, frame, call) => clinePreToolPayload(frame, call), editPayload: (_event, frame, edit) => clineEditPayload(frame, edit) },
    PostToolUse: { read: readAfterCall, reads: 'cancel: true, or contextModification', payload: (_event, frame, call) => clinePostToolPayload(frame, call) },
    Stop: { read: readUnheard, reads: 'nothing: the task has ended, and no answer makes it go on', canBlock: false, turnPayload: (_event, frame, turn) => clineTaskCompletePayload(frame, turn) },
    SessionStart: { read: readUnheard, reads: 'nothing: no answer holds the task back or reaches the model', canBlock: false, sessionPayload: (_event, frame) => clineTaskStartPayload(frame) },
  },
  (payload) => String(((payload['preToolUse'] ?? payload['postToolUse']) as { toolName?: unknown } | undefined)?.toolName),
);
