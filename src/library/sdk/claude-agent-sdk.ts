/**
 * A Claude Agent SDK `HookCallback`, called as the SDK calls it, its answer read as the Claude Code
 * behind the SDK reads it. Read in @anthropic-ai/claude-agent-sdk 0.3.333 (sdk.mjs, the Query
 * class) and the Claude Code 2.1.333 it runs (@anthropic-ai/claude-agent-sdk-linux-x64/claude, its
 * bundled JS):
 * - The SDK answers Claude Code's `hook_callback` request with `callback(input, toolUseID,
 *   { signal })` (handleHookCallbacks); the signal is aborted when Claude Code cancels the request
 *   (handleControlCancelRequest), which it does when the matcher's timeout runs out.
 * - A throw or a rejection goes back as an error response (handleControlRequest). Claude Code
 *   (createHookCallback) warns the user "Hook callback … failed: the SDK host replied with an error
 *   or an invalid answer. Its answer was treated as empty." and goes on with `{}`: it fails open.
 *   (A matcher with `onFailure: 'block'` turns that into a block; the default, modelled here, is
 *   'continue'.)
 * - The answer is parsed against the hook output schema first (async, or the sync output with its
 *   enums); an answer that fails it takes the same path as a throw.
 * - `{ async: true }` is not waited for: "returned async response, returning empty output".
 * - Any other answer goes through the reader of a command hook's JSON (q9t calls the same Ode), so
 *   hookcheck's Claude Code oracle reads it: `continue: false` before a tool lets the tool run and
 *   then ends the turn, and a top-level `decision: "block"` there is the deprecated deny.
 * - A PreToolUse callback still silent at the timeout fails closed: "PreToolUse hook did not
 *   respond before its timeout … The tool call was not executed", and the turn stops.
 */
import type { HookCallback, HookInput } from '@anthropic-ai/claude-agent-sdk';
import type { EventName } from '../../../specs/claude-code/events.js';
import { applyAnswer } from '../../agents/claude-code/apply-answer.js';
import { validateAnswer } from '../../agents/claude-code/validate-answer.js';
import type { Effect, ProtocolNote } from '../../oracle/effect.js';
import { isPlainObject } from '../../oracle/read-stdout.js';
import { describeValue } from './describe-value.js';
import { invokeCallback, type InvokeOptions } from './invoke.js';
import { readCallbackRun, type SdkInvocation } from './sdk-invocation.js';

/** Calls `callback` with `input` as the Claude Agent SDK does, and predicts what Claude Code applies. */
export async function invokeClaudeAgentSdkHook(callback: HookCallback, input: HookInput, options: InvokeOptions): Promise<SdkInvocation> {
  // Every event the SDK can send is one hookcheck's Claude Code oracle knows: a new one fails here.
  const event: EventName = input.hook_event_name;
  const toolUseID = 'tool_use_id' in input ? input.tool_use_id : undefined;
  const run = await invokeCallback<unknown>((signal) => callback(input, toolUseID, { signal }), options);
  return readCallbackRun(run, {
    returned: (value) => readAnswer(event, value),
    threw: (error) => failedCallback(event, `the callback threw ${error}`),
    timedOut: (timeoutMs) => timedOutCallback(event, timeoutMs),
  });
}

function readAnswer(event: EventName, value: unknown): Effect {
  if (!isPlainObject(value)) return failedCallback(event, `the callback returned ${describeValue(value)}, not an object`);
  if (value['async'] === true) {
    return { kind: 'no-effect', context: [], notes: [{ code: 'stdout-went-async', detail: 'the callback answered { async: true }: Claude Code does not wait for an answer and applies nothing' }] };
  }
  const validation = validateAnswer(event, value);
  if (validation.rejected) return failedCallback(event, `the answer does not match the ${event} output schema: ${problemsOf(validation.notes)}`, validation.notes);
  return applyAnswer(event, value, [...validation.notes]);
}

/** A throw, or an answer Claude Code refuses: the user is warned, the action goes on. */
function failedCallback(event: EventName, reason: string, notes: readonly ProtocolNote[] = []): Effect {
  return {
    kind: 'non-blocking-error',
    reason,
    userMessage: `${event}: Hook callback failed: the SDK host replied with an error or an invalid answer. Its answer was treated as empty.`,
    hookError: true,
    context: [],
    notes,
  };
}

function problemsOf(notes: readonly ProtocolNote[]): string {
  const problems = notes.filter((note) => note.code === 'output-schema-invalid' || note.code === 'hook-event-name-mismatch');
  return problems.map((note) => note.detail ?? note.code).join('; ');
}

/** What Claude Code does once it stops waiting; the events not named here get no answer applied. */
function timedOutCallback(event: EventName, timeoutMs: number): Effect {
  const after = `no answer within ${timeoutMs} ms`;
  if (event === 'PreToolUse') {
    return { kind: 'timed-out', reason: `${after}: Claude Code does not run the tool and stops the turn`, endsTurn: true, context: [], notes: [] };
  }
  if (event === 'UserPromptSubmit' || event === 'UserPromptExpansion') {
    return { kind: 'timed-out', reason: `${after}: Claude Code blocks the prompt ("hook callback timed out")`, context: [], notes: [] };
  }
  return { kind: 'timed-out', reason: `${after}: Claude Code applies no answer from it`, context: [], notes: [] };
}
