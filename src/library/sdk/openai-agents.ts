/**
 * An OpenAI Agents JS tool input guardrail (`defineToolInputGuardrail`), called as the runner calls
 * it and its output read as the runner reads it. Read in @openai/agents-core 0.14.0 (the newest whose
 * openai dependency runs on Node 20; 0.20.0 reads the same):
 * - dist/utils/toolGuardrails.mjs (runToolInputGuardrails) awaits `guardrail.run({ context,
 *   agent, toolCall })`, with no timeout and no AbortSignal, then takes `output.behavior ??
 *   { type: 'allow' }`: `rejectContent` returns a rejection with its message, `throwException`
 *   throws ToolInputGuardrailTripwireTriggered("Tool input guardrail triggered: <name>"), and any
 *   other behaviour goes on to the next guardrail and the tool, as `allow` does.
 * - dist/runner/toolExecution.mjs turns a rejection into the tool's failure output (the tool does
 *   not run; the model reads the message) and rethrows anything thrown, the tripwire and the
 *   guardrail's own errors alike, as a ToolCallError("Failed to run function tools: …") that ends
 *   the run: a crashing guardrail fails closed. No error handler of the run catches it
 *   (dist/runner/errorHandlers.mjs handles maxTurns, modelRefusal and invalid final output only).
 */
import type { ToolInputGuardrailData, ToolInputGuardrailDefinition } from '@openai/agents-core';
import type { Effect, ProtocolNote } from '../../oracle/effect.js';
import { denies } from '../../oracle/hook-answer.js';
import { describeValue } from './describe-value.js';
import { invokeCallback, type InvokeOptions } from './invoke.js';
import { readCallbackRun, type SdkInvocation } from './sdk-invocation.js';

/** The call the guardrail is asked about, as the runner hands it over. */
export interface ToolInputGuardrailCall<TContext> {
  readonly agent: ToolInputGuardrailData<TContext>['agent'];
  readonly toolCall: ToolInputGuardrailData<TContext>['toolCall'];
  /**
   * The run context. The SDK gives a guardrail no AbortSignal, so one that can be cancelled reads
   * it from the app's own context: this builds that context around the signal the invoker aborts.
   */
  readonly contextOf: (signal: AbortSignal) => ToolInputGuardrailData<TContext>['context'];
}

/** Runs `guardrail` on `call` as the OpenAI Agents runner does, and predicts what the run does. */
export async function invokeOpenAIToolInputGuardrail<TContext>(
  guardrail: ToolInputGuardrailDefinition<TContext>,
  call: ToolInputGuardrailCall<TContext>,
  options: InvokeOptions,
): Promise<SdkInvocation> {
  const run = await invokeCallback<unknown>((signal) => guardrail.run({ context: call.contextOf(signal), agent: call.agent, toolCall: call.toolCall }), options);
  return readCallbackRun(run, {
    returned: (value) => readGuardrailOutput(guardrail.name, value),
    threw: (error) => endsRun(`Failed to run function tools: ${error}`, { hookError: true }),
    timedOut: (timeoutMs) => ({
      kind: 'timed-out',
      reason: `no output within ${timeoutMs} ms; the SDK sets no timeout on a tool input guardrail, so the run waits for as long as it runs`,
      context: [],
      notes: [],
    }),
  });
}

function readGuardrailOutput(name: string, value: unknown): Effect {
  if (value === undefined || value === null) {
    // `output.behavior` on nothing throws a TypeError inside the runner: the run ends.
    return endsRun(`Failed to run function tools: TypeError: Cannot read properties of ${value} (reading 'behavior')`, {
      hookError: true,
      problem: `returned ${value}, not a ToolGuardrailFunctionOutput`,
    });
  }
  const behavior = typeof value === 'object' ? (value as Record<string, unknown>)['behavior'] : undefined;
  if (behavior === undefined || behavior === null) {
    return wrongShape(`returned ${describeValue(value)} without a behavior, which the SDK reads as allow: the tool runs`);
  }
  const type = typeof behavior === 'object' ? (behavior as Record<string, unknown>)['type'] : undefined;
  switch (type) {
    case 'allow':
      return { kind: 'allow', context: [], notes: [] };
    case 'rejectContent': {
      const message = (behavior as Record<string, unknown>)['message'];
      if (typeof message === 'string') return denies(message);
      return { ...denies(undefined), notes: [schemaNote(`rejectContent with ${describeValue(message)} for a message: the tool does not run, and the model is told no reason`)] };
    }
    case 'throwException':
      return endsRun(`Failed to run function tools: ToolInputGuardrailTripwireTriggered: Tool input guardrail triggered: ${name}`);
    default:
      return wrongShape(`behavior ${describeValue(type)} is none of allow, rejectContent, throwException: the SDK goes on to the tool as on allow`);
  }
}

/** The run rejects: the tool does not run and the agent's caller gets the error. */
function endsRun(reason: string, options: { hookError?: boolean; problem?: string } = {}): Effect {
  const notes = options.problem === undefined ? [] : [schemaNote(options.problem)];
  return { kind: 'stop', reason, context: [], notes, ...(options.hookError === true ? { hookError: true } : {}) };
}

/** An output the SDK does not act on: the guardrail said nothing it understood, and the tool runs. */
function wrongShape(problem: string): Effect {
  return { kind: 'non-blocking-error', reason: `the guardrail ${problem}`, context: [], notes: [schemaNote(problem)] };
}

function schemaNote(detail: string): ProtocolNote {
  return { code: 'output-schema-invalid', detail };
}
