/**
 * Copilot CLI's two pre-tool events (measured: specs/copilot/truth/1.0.102.json). Both fail closed:
 * every non-zero exit blocks, 127 and a kill included ("hook errored"), and stderr never reaches
 * the model; on exit 2 the flat deny's reason still does. On exit 0 its own flat form denies
 * (`{"permissionDecision":"deny"}`, with or without a reason). The camelCase `preToolUse` (hooks
 * in `.github/hooks`) reads nothing else; the PascalCase `PreToolUse` — how Copilot runs hooks
 * written for Claude Code — also honours Claude's `hookSpecificOutput` deny and context.
 */
import { COPILOT } from '../../../specs/copilot/agent.js';
import { eventOracle } from '../../oracle/event-oracle.js';
import { blocks, denies, ignored, jsonObject, proceeds, specificOutput, stringField, timedOut, type HookAnswer } from '../../oracle/hook-answer.js';
import type { Effect } from '../../oracle/effect.js';
import { isPlainObject } from '../../oracle/read-stdout.js';
import { copilotPostToolPayload, copilotPreToolPayload, copilotPromptPayload, copilotStopPayload, copilotSessionStartPayload, copilotEditPayload, copilotSessionEndPayload, copilotPermissionRequestPayload } from '../../../specs/copilot/payloads.js';

function readAnswer(event: string, { ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  const answer = jsonObject(stdout);
  const flatDeny = stringField(answer, 'permissionDecision') === 'deny';
  const specific = event === 'PreToolUse' ? specificOutput(answer) : null;
  const context = stringField(specific, 'additionalContext');
  if (ended !== 0) {
    const told = ended === 2 ? { reason: flatDeny ? stringField(answer, 'permissionDecisionReason') : undefined, context: context === undefined ? [] : [context] } : { reason: undefined, context: [] };
    return { ...denies(told.reason, { hookError: ended !== 2 }), context: told.context };
  }
  if (flatDeny) return denies(stringField(answer, 'permissionDecisionReason'));
  if (stringField(specific, 'permissionDecision') === 'deny') return denies(stringField(specific, 'permissionDecisionReason'));
  return context === undefined ? proceeds() : { kind: 'context', context: [context], notes: [] };
}

/**
 * Asked permission for a call (measured on `permissionRequest` and `PermissionRequest` alike): it
 * fails closed as the pre-tool event does, every non-zero exit holding the call back, and so does
 * output that is no JSON object; on exit 0 `behavior: "deny"` holds it back, its `message` told the
 * model. Nothing else is read (Claude's `hookSpecificOutput`, `permissionDecision`).
 */
function readPermission({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  const answer = jsonObject(stdout);
  const deny = stringField(answer, 'behavior') === 'deny';
  if (ended !== 0) return denies(ended === 2 && deny ? stringField(answer, 'message') : undefined, { hookError: ended !== 2 });
  // Text that is no JSON object holds the call back too (measured: plain text, a truncated object).
  if (answer === null && stdout.trim() !== '') return denies(undefined, { hookError: true });
  return deny ? denies(stringField(answer, 'message')) : proceeds();
}

/**
 * After the call (measured on `postToolUse` and `PostToolUse` alike): stdout is read on exit 0 and
 * on exit 2 (a warning), never on another exit. Its flat forms are all it reads, in both casings:
 * `decision: "block"` tells the model its reason, `additionalContext` and `modifiedResult`'s text
 * reach the model with the result. Claude's `hookSpecificOutput` and `continue: false` are not read.
 */
function readAfterCall({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended !== 0 && ended !== 2) return proceeds({ hookError: true });
  const answer = jsonObject(stdout);
  if (stringField(answer, 'decision') === 'block') return blocks(stringField(answer, 'reason'));
  const modified = answer?.['modifiedResult'];
  const texts = [stringField(answer, 'additionalContext'), isPlainObject(modified) ? stringField(modified, 'textResultForLlm') : undefined].filter((text) => text !== undefined);
  return texts.length === 0 ? proceeds({ hookError: ended === 2 }) : { kind: 'context', context: texts, notes: [] };
}

/** At the end of the turn (measured on `agentStop` and `Stop` alike): on exit 0 or 2, `decision: "block"` makes the agent go on with its reason; nothing else does. */
function readAfterTurn({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended !== 0 && ended !== 2) return proceeds({ hookError: true });
  const answer = jsonObject(stdout);
  return stringField(answer, 'decision') === 'block' ? blocks(stringField(answer, 'reason')) : proceeds({ hookError: ended === 2 });
}

/**
 * Before the prompt reaches the model (measured on `userPromptSubmitted`): on exit 0 or 2,
 * `decision: "block"` keeps it back, its flat `additionalContext` goes with it, and `modifiedPrompt`
 * goes in its place (the docs say SDK hooks only; the CLI honours it). Nothing else is read.
 */
function readBeforePrompt({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended !== 0 && ended !== 2) return proceeds({ hookError: true });
  const answer = jsonObject(stdout);
  if (stringField(answer, 'decision') === 'block') return blocks(stringField(answer, 'reason'));
  const modified = stringField(answer, 'modifiedPrompt');
  if (modified !== undefined) return { kind: 'context', context: [modified], notes: [], rewrite: { prompt: modified } };
  const context = stringField(answer, 'additionalContext');
  return context === undefined ? proceeds({ hookError: ended === 2 }) : { kind: 'context', context: [context], notes: [] };
}

/**
 * As the session starts (measured on `sessionStart` and `SessionStart`): on exit 0 or 2 its flat
 * `additionalContext` goes with the first prompt. Nothing else is read, and nothing ends the session.
 */
function readAtSessionStart({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended !== 0 && ended !== 2) return proceeds({ hookError: true });
  const context = stringField(jsonObject(stdout), 'additionalContext');
  return context === undefined ? proceeds({ hookError: ended === 2 }) : { kind: 'context', context: [context], notes: [] };
}

// Its own hooks (`.github/hooks`) run on the camelCase events, hooks written for Claude Code on the PascalCase ones.
export const oracle = eventOracle(
  'copilot',
  COPILOT,
  {
    PreToolUse: { read: (answer, event) => readAnswer(event, answer), payload: copilotPreToolPayload, editPayload: copilotEditPayload },
    PostToolUse: { read: readAfterCall, reads: 'on exit 0 or 2 only, its flat fields: decision "block" with a reason, additionalContext, or modifiedResult.textResultForLlm', payload: copilotPostToolPayload },
    Stop: { read: readAfterTurn, reads: 'on exit 0 or 2 only, decision "block" with a reason', turnPayload: copilotStopPayload },
    UserPromptSubmit: { read: readBeforePrompt, reads: 'on exit 0 or 2 only, its flat fields: decision "block" to keep the prompt back, additionalContext to add to it, modifiedPrompt to replace it', promptPayload: copilotPromptPayload },
    SessionStart: { read: readAtSessionStart, reads: 'on exit 0 or 2 only, its flat additionalContext, added to the first prompt', canBlock: false, sessionPayload: copilotSessionStartPayload },
    PermissionRequest: {
      read: readPermission,
      reads: 'behavior "deny" with a message on exit 0, or any non-zero exit, to hold the call back',
      payload: (_event, frame, call) => copilotPermissionRequestPayload(frame, call),
    },
    // Measured on `sessionEnd` and `SessionEnd`: no answer made the agent ask the model again.
    SessionEnd: { read: ignored, reads: 'nothing: the session is over', canBlock: false, samplePayload: (event, frame) => copilotSessionEndPayload(event, frame) },
  },
  (payload) => String(payload['toolName'] ?? payload['tool_name']),
);
