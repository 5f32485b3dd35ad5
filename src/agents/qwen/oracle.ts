/**
 * Qwen Code's `PreToolUse` (measured: specs/qwen/truth/0.24.4.json). Exit 2 reads stderr only: with
 * text it blocks, with that text as the reason; empty, the tool runs. Every other exit, a kill
 * included, lets the JSON on stdout decide: a deny or block (top-level `decision`, or Claude's
 * `hookSpecificOutput.permissionDecision`; unknown keys beside it do no harm) or `continue: false`
 * blocks with its reason, and the agent goes on. Plain text and `additionalContext` never reach
 * the model.
 */
import { QWEN } from '../../../specs/qwen/agent.js';
import { isPlainObject } from '../../oracle/read-stdout.js';
import { blocks, claudeContext, decodeJson, denies, ignored, jsonObject, plainTextContext, proceeds, specificOutput, stringField, timedOut, type HookAnswer } from '../../oracle/hook-answer.js';
import { eventOracle } from '../../oracle/event-oracle.js';
import { qwenInstructionsLoadedPayload, qwenPostToolBatchPayload, qwenPostToolFailurePayload, qwenPostToolPayload, qwenPreToolPayload, qwenPromptPayload, qwenStopPayload, qwenSessionStartPayload, qwenEditPayload, qwenSubagentStartPayload, qwenSubagentStopPayload } from '../../../specs/qwen/payloads.js';
import type { Effect } from '../../oracle/effect.js';

function readAnswer({ ended, stdout, stderr }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended === 2) return stderr.trim() === '' ? proceeds({ hookError: true }) : denies(stderr.trim());
  const answer = jsonObject(stdout);
  const specific = specificOutput(answer);
  if (stringField(specific, 'permissionDecision') === 'deny') return denies(stringField(specific, 'permissionDecisionReason'));
  const decision = stringField(answer, 'decision');
  if (decision === 'deny' || decision === 'block') return denies(stringField(answer, 'reason'));
  if (answer?.['continue'] === false) return denies(stringField(answer, 'stopReason'));
  return proceeds({ hookError: ended !== 0 });
}

/**
 * After the call (measured on `PostToolUse`), Qwen Code reads less: exit 2 passes nothing on, not
 * even stderr, and `decision: "block"` is not read. On every other exit, `continue: false` tells
 * the model its stopReason and the agent goes on, and Claude's `additionalContext` reaches it.
 */
function readAfterCall({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended === 2) return proceeds({ hookError: true });
  const answer = jsonObject(stdout);
  if (answer?.['continue'] === false) return blocks(stringField(answer, 'stopReason'));
  const context = claudeContext(answer);
  if (context !== undefined) return { kind: 'context', context: [context], notes: [] };
  return proceeds({ hookError: ended !== 0 });
}

/**
 * After a call that failed (measured on `PostToolUseFailure`, a shell command that exited 3): only
 * Claude's `additionalContext`, on any exit but 2, put after the error the model gets
 * (firePostToolUseFailureHook reads nothing else). No answer ends the run or keeps anything back.
 */
function readAfterFailure({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended === 2) return proceeds({ hookError: true });
  const context = claudeContext(jsonObject(stdout));
  return context === undefined ? proceeds({ hookError: ended !== 0 }) : { kind: 'context', context: [context], notes: [] };
}

/**
 * At the end of the turn (measured on `Stop`) Qwen Code reads as before a call: exit 2 with stderr
 * makes the agent go on with that text; on any other exit a `decision` of deny or block, or
 * `continue: false`, does the same with its reason. Nothing else does anything.
 */
function readAfterTurn({ ended, stdout, stderr }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended === 2) return stderr.trim() === '' ? proceeds({ hookError: true }) : blocks(stderr.trim());
  const answer = jsonObject(stdout);
  const decision = stringField(answer, 'decision');
  if (decision === 'deny' || decision === 'block') return blocks(stringField(answer, 'reason'));
  if (answer?.['continue'] === false) return blocks(stringField(answer, 'stopReason'));
  return proceeds({ hookError: ended !== 0 });
}

/**
 * After a batch of calls (measured on `PostToolBatch`, a batch of one call): as at the end of a turn,
 * exit 2 with stderr, or on any other exit a `decision` of deny or block or `continue: false`, puts
 * that text beside the last call's result (the agent asks the model again all the same), and
 * Claude's `additionalContext` goes there too. Nothing else reaches the model.
 */
function readAfterBatch(hookAnswer: HookAnswer): Effect {
  const effect = readAfterTurn(hookAnswer);
  if (effect.kind !== 'no-effect' && effect.kind !== 'non-blocking-error') return effect;
  const context = hookAnswer.ended === 2 ? undefined : claudeContext(jsonObject(hookAnswer.stdout));
  return context === undefined ? effect : { kind: 'context', context: [context], notes: [] };
}

/**
 * Before the prompt reaches the model (measured on `UserPromptSubmit`): exit 2 with stderr keeps it
 * back; on any other exit a `decision` of deny or block, or `continue: false`, does too, and Claude's
 * `additionalContext` goes with it. Plain text on exit 0 goes with it as well.
 */
function readBeforePrompt(hookAnswer: HookAnswer): Effect {
  const { ended, stdout, stderr } = hookAnswer;
  if (ended === 'timed-out') return timedOut();
  if (ended === 2) return stderr.trim() === '' ? proceeds({ hookError: true }) : blocks(stderr.trim());
  const answer = jsonObject(stdout);
  if (answer === null) return plainTextContext(hookAnswer) ?? proceeds({ hookError: ended !== 0 });
  const decision = stringField(answer, 'decision');
  if (decision === 'deny' || decision === 'block') return blocks(stringField(answer, 'reason'));
  if (answer['continue'] === false) return blocks(stringField(answer, 'stopReason'));
  const context = claudeContext(answer);
  return context === undefined ? proceeds({ hookError: ended !== 0 }) : { kind: 'context', context: [context], notes: [] };
}

/**
 * As the session starts (measured on `SessionStart`): on any exit but 2, Claude's
 * `additionalContext` goes with the first prompt, and plain text on exit 0 does too. Nothing a hook
 * answers there ends the session or keeps the prompt back; after exit 2 nothing is read.
 */
function readAtSessionStart(hookAnswer: HookAnswer): Effect {
  const { ended, stdout } = hookAnswer;
  if (ended === 'timed-out') return timedOut();
  if (ended === 2) return proceeds({ hookError: true });
  const answer = jsonObject(stdout);
  if (answer === null) return plainTextContext(hookAnswer) ?? proceeds({ hookError: ended !== 0 });
  const context = claudeContext(answer);
  return context === undefined ? proceeds({ hookError: ended !== 0 }) : { kind: 'context', context: [context], notes: [] };
}

/**
 * The answer as Qwen Code's runner hands it on: it parses stderr as the answer on exit 2, and on any
 * other exit when stdout is empty (measured on PreToolUse and Stop, the `json-log` and `json-deny`
 * rows; the other events go through the same runner, read in its code), and it decodes a JSON string
 * holding JSON twice. A JSON object found there is read as an answer on stdout is, on exit 2 as on
 * another failing exit: so a guard that exits 2 with a JSON log line on stderr lets the call run, and
 * a deny printed to stderr on exit 0 holds it back. Plain text reads as before.
 */
function asQwenReadsIt(answer: HookAnswer): HookAnswer {
  const { ended, stdout, stderr } = answer;
  if (ended === 'timed-out' || ended === 'spawn-failed') return answer;
  const fromStderr = ended === 2 || stdout.trim() === '';
  const value = decodeJson((fromStderr ? stderr : stdout).trim());
  if (!isPlainObject(value)) return answer;
  return { ended: ended === 2 ? 1 : ended, stdout: JSON.stringify(value), stderr: fromStderr ? '' : stderr };
}

/** How every reading goes on: where the answer is looked for (asQwenReadsIt). */
const FROM_STDERR = '; a JSON object on stderr, at exit 2 or where stdout is empty, is read as the answer (exit 2 then counting as exit 1)';

export const oracle = eventOracle(
  'qwen',
  QWEN,
  {
    PreToolUse: { read: readAnswer, reads: `exit 2 with a plain-text reason on stderr, or on any other exit a JSON deny${FROM_STDERR}`, payload: (_event, frame, call) => qwenPreToolPayload(frame, call), editPayload: (_event, frame, edit) => qwenEditPayload(frame, edit) },
    PostToolUse: { read: readAfterCall, reads: 'continue: false with a stopReason, or hookSpecificOutput.additionalContext, on any exit but 2 with plain text on stderr' + FROM_STDERR, payload: (_event, frame, call) => qwenPostToolPayload(frame, call) },
    PostToolUseFailure: { read: readAfterFailure, reads: 'hookSpecificOutput.additionalContext, on any exit but 2 with plain text on stderr' + FROM_STDERR, canBlock: false, payload: (_event, frame, call) => qwenPostToolFailurePayload(frame, call) },
    PostToolBatch: {
      read: readAfterBatch,
      reads: 'exit 2 with a plain-text reason on stderr, or on any other exit decision "deny" or "block" with a reason, continue: false, or hookSpecificOutput.additionalContext, put beside the last result' + FROM_STDERR,
      batchPayload: (_event, frame, calls) => qwenPostToolBatchPayload(frame, calls),
    },
    // Measured on `InstructionsLoaded` (its own output-language.md as the session starts): no answer kept the prompt back or reached the model (the loader drops the result).
    InstructionsLoaded: {
      read: ignored,
      reads: 'nothing: Qwen Code tells the hook of each instructions file it loads and drops the answer',
      canBlock: false,
      samplePayload: (_event, frame, claudeSample) => qwenInstructionsLoadedPayload(frame, claudeSample),
    },
    Stop: { read: readAfterTurn, reads: 'exit 2 with a plain-text reason on stderr, or on any other exit decision "deny" or "block" with a reason, or continue: false' + FROM_STDERR, turnPayload: (_event, frame, turn) => qwenStopPayload(frame, turn) },
    UserPromptSubmit: { read: readBeforePrompt, reads: 'exit 2 with a plain-text reason on stderr, or on any other exit decision "deny" or "block" or continue: false to keep the prompt back, and hookSpecificOutput.additionalContext (or plain text on exit 0) to add to it' + FROM_STDERR, promptPayload: (_event, frame, prompt) => qwenPromptPayload(frame, prompt) },
    // Measured on `SubagentStart` (a foreground general-purpose subagent): no answer reached the model; Qwen Code keeps
    // additionalContext for a subagent prompt that names it, and for a background subagent's later turns.
    SubagentStart: {
      read: ignored,
      reads: 'nothing on a subagent\'s first run: additionalContext reaches the model only where the subagent\'s own prompt has a ${hook_context} placeholder',
      canBlock: false,
      samplePayload: (_event, frame, claudeSample) => qwenSubagentStartPayload(frame, claudeSample),
    },
    SubagentStop: {
      read: readAfterTurn,
      reads: 'exit 2 with a plain-text reason on stderr, or on any other exit decision "deny" or "block" with a reason, or continue: false, to send the subagent back to work' + FROM_STDERR,
      samplePayload: (_event, frame, claudeSample) => qwenSubagentStopPayload(frame, claudeSample),
    },
    SessionStart: {
      read: readAtSessionStart,
      reads: 'hookSpecificOutput.additionalContext on any exit but 2 with plain text on stderr, or plain text on exit 0, added to the first prompt' + FROM_STDERR,
      canBlock: false,
      sessionPayload: (_event, frame, session) => qwenSessionStartPayload(frame, session),
    },
  },
  (payload) => String(payload['tool_name']),
  asQwenReadsIt,
);
