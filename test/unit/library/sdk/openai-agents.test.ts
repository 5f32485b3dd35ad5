/**
 * OpenAI Agents JS tool input guardrails, built with the SDK's own defineToolInputGuardrail and
 * output factory, invoked as its runner invokes them; each reading is held to what the SDK's own
 * runToolInputGuardrails does with the same guardrail.
 */
import {
  Agent,
  defineToolInputGuardrail,
  RunContext,
  runToolInputGuardrails,
  ToolGuardrailFunctionOutputFactory,
  type FunctionCallItem,
  type ToolGuardrailFunctionOutput,
  type ToolInputGuardrailDefinition,
} from '@openai/agents-core';
import { describe, expect, it } from 'vitest';
import { invokeOpenAIToolInputGuardrail } from '../../../../src/library/sdk/openai-agents.js';
import { hangsHonouringAbort, hangsIgnoringAbort } from './hanging-callbacks.js';

const FAST = { timeoutMs: 100, graceMs: 100 };
const agent = new Agent({ name: 'shell-agent' });
const shell = (command: string): FunctionCallItem => ({ type: 'function_call', callId: 'call_1', name: 'shell', arguments: JSON.stringify({ command }) });
const callOf = (command: string) => ({ agent, toolCall: shell(command), contextOf: () => new RunContext() });

/** A correct guard: rejects `rm -rf /`, allows the rest. */
const guard = defineToolInputGuardrail({
  name: 'no-rm-rf-root',
  run: async ({ toolCall }) => {
    const { command } = JSON.parse(toolCall.arguments) as { command?: string };
    return /\brm\s+-rf\s+\/(\s|$)/.test(command ?? '') ? ToolGuardrailFunctionOutputFactory.rejectContent('rm -rf / wipes the machine') : ToolGuardrailFunctionOutputFactory.allow();
  },
});

/** A guardrail that answers `output` whatever it is asked, for shapes the SDK's types forbid too. */
const answering = (name: string, output: unknown) => defineToolInputGuardrail({ name, run: async () => output as ToolGuardrailFunctionOutput });

const throwing = defineToolInputGuardrail({
  name: 'throws',
  run: () => {
    throw new Error('guard crashed');
  },
});
const rejecting = defineToolInputGuardrail({ name: 'rejects', run: () => Promise.reject(new Error('guard rejected')) });

describe(invokeOpenAIToolInputGuardrail.name, () => {
  it('maps a guard that rejects `rm -rf /` to deny with its message, and `ls` to allow', async () => {
    expect((await invokeOpenAIToolInputGuardrail(guard, callOf('rm -rf /'), FAST)).effect).toMatchObject({ kind: 'deny', reason: 'rm -rf / wipes the machine' });
    expect((await invokeOpenAIToolInputGuardrail(guard, callOf('ls'), FAST)).effect.kind).toBe('allow');
  });

  it('maps throwException to the end of the run, which the tripwire error carries', async () => {
    const tripwire = answering('tripwire', ToolGuardrailFunctionOutputFactory.throwException({ why: 'rm' }));
    const invocation = await invokeOpenAIToolInputGuardrail(tripwire, callOf('rm -rf /'), FAST);
    expect(invocation.effect).toMatchObject({ kind: 'stop', reason: 'Failed to run function tools: ToolInputGuardrailTripwireTriggered: Tool input guardrail triggered: tripwire' });
    expect(invocation.effect.hookError).toBeUndefined();
  });

  it('reads a throw and a rejection as the SDK does: the run ends with the error (fails closed)', async () => {
    for (const [guardrail, error] of [
      [throwing, 'Error: guard crashed'],
      [rejecting, 'Error: guard rejected'],
    ] as const) {
      const invocation = await invokeOpenAIToolInputGuardrail(guardrail, callOf('ls'), FAST);
      expect(invocation.error).toBe(error);
      expect(invocation.effect).toMatchObject({ kind: 'stop', hookError: true, reason: `Failed to run function tools: ${error}` });
    }
  });

  it('reads an output the SDK does not act on as a failed guard naming the problem: the tool runs', async () => {
    const unknownBehaviour = await invokeOpenAIToolInputGuardrail(answering('deny', { behavior: { type: 'deny', message: 'no' } }), callOf('rm -rf /'), FAST);
    expect(unknownBehaviour.effect).toMatchObject({ kind: 'non-blocking-error', notes: [{ code: 'output-schema-invalid' }] });
    expect(unknownBehaviour.effect.reason).toContain('behavior a string ("deny") is none of allow, rejectContent, throwException');
    const noBehaviour = await invokeOpenAIToolInputGuardrail(answering('empty', {}), callOf('rm -rf /'), FAST);
    expect(noBehaviour.effect.reason).toContain('without a behavior, which the SDK reads as allow');
    const nothing = await invokeOpenAIToolInputGuardrail(answering('nothing', undefined), callOf('rm -rf /'), FAST);
    expect(nothing.effect).toMatchObject({ kind: 'stop', hookError: true, notes: [{ code: 'output-schema-invalid' }] });
  });

  it('times out a guard that hangs and stops on the signal its run context carries', async () => {
    const cancellable = defineToolInputGuardrail<{ signal: AbortSignal }>({ name: 'hangs', run: ({ context }) => hangsHonouringAbort(context.context.signal) });
    const call = { agent, toolCall: shell('ls'), contextOf: (signal: AbortSignal) => new RunContext({ signal }) };
    const invocation = await invokeOpenAIToolInputGuardrail(cancellable, call, FAST);
    expect(invocation).toMatchObject({ effect: { kind: 'timed-out' }, ignoredAbort: false, notes: [] });
    expect(invocation.effect.reason).toContain('the SDK sets no timeout');
  });

  it('reports a guard that hangs and ignores the abort as still running, in its own note', async () => {
    const stubborn = defineToolInputGuardrail({ name: 'stubborn', run: () => hangsIgnoringAbort(ToolGuardrailFunctionOutputFactory.allow()) });
    const invocation = await invokeOpenAIToolInputGuardrail(stubborn, callOf('ls'), FAST);
    expect(invocation).toMatchObject({ effect: { kind: 'timed-out' }, ignoredAbort: true, notes: [{ code: 'callback-ignored-abort' }] });
  });

  it("agrees with the SDK's own runToolInputGuardrails on every guardrail above", async () => {
    const guardrails: Array<[ToolInputGuardrailDefinition, string]> = [
      [guard, 'rm -rf /'],
      [guard, 'ls'],
      [answering('tripwire', ToolGuardrailFunctionOutputFactory.throwException()), 'ls'],
      [answering('deny', { behavior: { type: 'deny' } }), 'ls'],
      [answering('empty', {}), 'ls'],
      [answering('nothing', undefined), 'ls'],
      [throwing, 'ls'],
      [rejecting, 'ls'],
    ];
    for (const [guardrail, command] of guardrails) {
      const { effect } = await invokeOpenAIToolInputGuardrail(guardrail, callOf(command), FAST);
      const sdk = await runToolInputGuardrails({ guardrails: [guardrail], context: new RunContext(), agent, toolCall: shell(command) }).then(
        (verdict) => verdict,
        (error: unknown) => ({ type: 'throws' as const, message: `Failed to run function tools: ${String(error)}` }),
      );
      const predicted = effect.kind === 'deny' ? { type: 'reject', message: effect.reason } : effect.kind === 'stop' ? { type: 'throws', message: effect.reason } : { type: 'allow' };
      expect(predicted, guardrail.name).toEqual(sdk);
    }
  });
});
