/**
 * Codex's `PreToolUse` is strict: only exit 0 with exactly one valid JSON answer (its
 * `hookSpecificOutput` deny, or `decision: "block"`) or exit 2 with a reason on stderr blocks. A
 * `decision: "deny"` is invalid there, one unknown top-level key rejects the whole answer, and a
 * deny on a non-zero exit, exit 2 with empty stderr, a kill, a timeout or 127 let the tool run
 * (measured: specs/codex/truth/0.171.0.json). Context reaches the model on exit 0 only.
 */
import { CODEX } from '../../../specs/codex/agent.js';
import { blocks, claudeContext, denies, jsonObject, plainTextContext, proceeds, specificOutput, stringField, timedOut, type HookAnswer } from '../../oracle/hook-answer.js';
import { eventOracle } from '../../oracle/event-oracle.js';
import { codexEditPayload, codexPostToolPayload, codexPreToolPayload, codexPromptPayload, codexSessionStartPayload, codexStopPayload } from '../../../specs/codex/payloads.js';
import type { Effect } from '../../oracle/effect.js';

/** The top-level keys Codex's pre-tool output schema accepts. */
const KNOWN_KEYS = new Set(['continue', 'stopReason', 'suppressOutput', 'systemMessage', 'decision', 'reason', 'hookSpecificOutput']);

/**
 * What Codex's strict parser decides before the event's own fields are read: a timeout, exit 2 (its
 * stderr as `told`, or a failed hook when empty), any other failing exit, empty stdout, or stdout
 * that is not one JSON object of known keys; otherwise the answer object to read.
 */
function readStrict({ ended, stdout, stderr }: HookAnswer, told: (text: string) => Effect): { effect: Effect } | { answer: Record<string, unknown> } {
  if (ended === 'timed-out') return { effect: timedOut() };
  if (ended === 2) return { effect: stderr.trim() === '' ? proceeds({ hookError: true }) : told(stderr.trim()) };
  if (ended !== 0) return { effect: proceeds({ hookError: true }) };
  if (stdout.trim() === '') return { effect: proceeds() };
  const answer = jsonObject(stdout);
  if (answer === null || Object.keys(answer).some((key) => !KNOWN_KEYS.has(key))) return { effect: proceeds({ hookError: true }) };
  return { answer };
}

const contextOf = (answer: Record<string, unknown>): Effect => {
  const context = claudeContext(answer);
  return context === undefined ? proceeds() : { kind: 'context', context: [context], notes: [] };
};

function readAnswer(hookAnswer: HookAnswer): Effect {
  const read = readStrict(hookAnswer, (text) => denies(text));
  if ('effect' in read) return read.effect;
  const { answer } = read;
  const specificDecision = specificOutput(answer);
  // A deny with an empty reason is rejected, and the tool runs.
  const denyReason = stringField(specificDecision, 'permissionDecisionReason');
  if (stringField(specificDecision, 'permissionDecision') === 'deny') return denyReason ? denies(denyReason) : proceeds({ hookError: true });
  const blockReason = stringField(answer, 'reason');
  if (stringField(answer, 'decision') === 'block') return blockReason ? denies(blockReason) : proceeds({ hookError: true });
  return contextOf(answer);
}

/**
 * After the call (measured on `PostToolUse`): exit 2 sends stderr to the model as feedback, and
 * with none it is a failed hook. On exit 0 the same strict parser reads stdout: `decision: "block"`
 * with a reason, and `continue: false` with its stopReason, both replace the call's output with
 * their text and the model is asked again; Claude's `additionalContext` reaches it beside the output.
 * Any other exit, an unknown key, a `decision` other than block, or plain text: nothing reaches it.
 */
function readAfterCall(hookAnswer: HookAnswer): Effect {
  const read = readStrict(hookAnswer, blocks);
  if ('effect' in read) return read.effect;
  const { answer } = read;
  const decision = stringField(answer, 'decision');
  if (decision !== undefined && decision !== 'block') return proceeds({ hookError: true });
  const reason = answer['continue'] === false ? stringField(answer, 'stopReason') : decision === 'block' ? stringField(answer, 'reason') : undefined;
  return reason === undefined ? contextOf(answer) : blocks(reason);
}

/**
 * At the end of the turn (measured on `Stop`): exit 2 with stderr, or on exit 0 `decision:
 * "block"` with a reason, makes the agent go on with that text as its next prompt; `continue:
 * false` ends the run. Nothing else does anything, and stdout must be one JSON object of known keys.
 */
function readAfterTurn(answer: HookAnswer): Effect {
  const effect = readAfterCall(answer);
  if (effect.kind === 'context') return proceeds();
  if (answer.ended === 0 && jsonObject(answer.stdout)?.['continue'] === false) return { kind: 'stop', context: [], notes: [], endsTurn: true };
  return effect;
}

/**
 * Before the prompt reaches the model (measured on `UserPromptSubmit`): exit 2 with stderr, or on
 * exit 0 `decision: "block"` or `continue: false`, keeps the prompt back (the reason is the user's);
 * on exit 0 plain text and Claude's `additionalContext` go to the model with it. JSON that does not
 * parse, an unknown key or another `decision` is a failed hook, and the prompt goes on alone.
 */
function readBeforePrompt(hookAnswer: HookAnswer): Effect {
  const plain = plainTextContext(hookAnswer);
  if (plain !== null) return plain;
  const read = readStrict(hookAnswer, blocks);
  if ('effect' in read) return read.effect;
  const { answer } = read;
  const decision = stringField(answer, 'decision');
  if (decision !== undefined && decision !== 'block') return proceeds({ hookError: true });
  if (decision === 'block' || answer['continue'] === false) return blocks(stringField(answer, decision === 'block' ? 'reason' : 'stopReason'));
  return contextOf(answer);
}

/**
 * As the session starts (measured on `SessionStart`): on exit 0 plain text and Claude's
 * `additionalContext` go to the model with the first prompt, and `continue: false` ends the session
 * before the prompt reaches it. Nothing else does anything: no exit blocks, stderr reaches no one.
 */
function readAtSessionStart(hookAnswer: HookAnswer): Effect {
  const plain = plainTextContext(hookAnswer);
  if (plain !== null) return plain;
  const read = readStrict(hookAnswer, () => proceeds());
  if ('effect' in read) return read.effect;
  return read.answer['continue'] === false ? { kind: 'stop', context: [], notes: [], endsTurn: true } : contextOf(read.answer);
}

export const oracle = eventOracle(
  'codex',
  CODEX,
  {
    PreToolUse: { read: readAnswer, payload: (_event, frame, call) => codexPreToolPayload(frame, call), editPayload: (_event, frame, edit) => codexEditPayload(frame, edit) },
    PostToolUse: { read: readAfterCall, reads: 'exit 2 with the feedback on stderr, or on exit 0 one JSON object of known keys: decision "block" with a reason, continue: false with a stopReason, or hookSpecificOutput.additionalContext', payload: (_event, frame, call) => codexPostToolPayload(frame, call) },
    Stop: { read: readAfterTurn, reads: 'exit 2 with the reason on stderr, or on exit 0 one JSON object of known keys: decision "block" with a reason, or continue: false', turnPayload: (_event, frame, turn) => codexStopPayload(frame, turn) },
    UserPromptSubmit: { read: readBeforePrompt, reads: 'exit 2 with the reason on stderr, or on exit 0 decision "block" or continue: false to keep the prompt back, and plain text or hookSpecificOutput.additionalContext to add to it', promptPayload: (_event, frame, prompt) => codexPromptPayload(frame, prompt) },
    SessionStart: {
      read: readAtSessionStart,
      reads: 'on exit 0 plain text or hookSpecificOutput.additionalContext to add to the first prompt, and continue: false to end the session',
      sessionPayload: (_event, frame, session) => codexSessionStartPayload(frame, session),
    },
  },
  (payload) => String(payload['tool_name']),
);
