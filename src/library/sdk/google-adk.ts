/**
 * A Google ADK JS `beforeToolCallback`, called as an LlmAgent calls it and its answer read as ADK
 * reads it. Read in @google/adk 2.0.0, dist/esm/agents/functions.js (handleFunctionCallList):
 * - each callback is awaited as `callback({ tool, args, context })`, with no timeout; the Context
 *   carries the run's AbortSignal as `context.abortSignal` (dist/esm/agents/context.js);
 * - an answer that is null or undefined lets the tool run;
 * - anything else is the tool's response and the tool does not run: normalizeCallbackResponse
 *   keeps an object, wraps an array as `{ results }` and any other value as `{ result }`. Even
 *   `false` or `0` skip the tool: a falsy answer only lets a later callback of a list speak first;
 * - nothing catches a callback's throw: it leaves handleFunctionCallList, LlmAgent and the
 *   Runner's runAsync, so the run fails and the tool does not run (it fails closed).
 */
import type { Context, SingleBeforeToolCallback } from '@google/adk';
import type { Effect } from '../../oracle/effect.js';
import { denies, proceeds } from '../../oracle/hook-answer.js';
import { describeValue } from './describe-value.js';
import { invokeCallback, type InvokeOptions } from './invoke.js';
import { readCallbackRun, type SdkInvocation } from './sdk-invocation.js';

type BeforeToolParams = Parameters<SingleBeforeToolCallback>[0];

/** The tool call the callback is asked about. */
export interface BeforeToolCall {
  readonly tool: BeforeToolParams['tool'];
  readonly args: BeforeToolParams['args'];
  /** ADK builds each call's Context from the invocation, whose abortSignal is the run's: build it around this one. */
  readonly contextOf: (abortSignal: AbortSignal) => Context;
}

/** Calls `callback` on `call` as an ADK LlmAgent does, and predicts what ADK does with its answer. */
export async function invokeAdkBeforeToolCallback(callback: SingleBeforeToolCallback, call: BeforeToolCall, options: InvokeOptions): Promise<SdkInvocation> {
  const run = await invokeCallback<unknown>((signal) => callback({ tool: call.tool, args: call.args, context: call.contextOf(signal) }), options);
  return readCallbackRun(run, {
    returned: readCallbackAnswer,
    threw: (error) => ({ kind: 'stop', reason: `the run fails with ${error}`, hookError: true, context: [], notes: [] }),
    timedOut: (timeoutMs) => ({
      kind: 'timed-out',
      reason: `no answer within ${timeoutMs} ms; ADK sets no timeout on a beforeToolCallback, so the run waits for as long as it runs`,
      context: [],
      notes: [],
    }),
  });
}

function readCallbackAnswer(value: unknown): Effect {
  if (value === undefined || value === null) return proceeds();
  const response = toolResponseOf(value);
  const refusal = denies(textOf(response));
  if (typeof value === 'object' && !Array.isArray(value)) return refusal;
  const detail = `returned ${describeValue(value)}, not an object or undefined: ADK uses ${textOf(response)} as the tool's response and does not run the tool`;
  return { ...refusal, notes: [{ code: 'output-schema-invalid', detail }] };
}

/** normalizeCallbackResponse of functions.js: what the model gets instead of the tool's result. */
function toolResponseOf(value: unknown): unknown {
  if (Array.isArray(value)) return { results: value };
  return typeof value === 'object' ? value : { result: value };
}

function textOf(response: unknown): string {
  try {
    return JSON.stringify(response) ?? describeValue(response);
  } catch {
    return describeValue(response);
  }
}
