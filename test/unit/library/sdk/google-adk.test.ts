/**
 * Google ADK beforeToolCallbacks, typed with ADK's own SingleBeforeToolCallback and handed a real
 * FunctionTool and Context, invoked as an LlmAgent invokes them; each reading is held to what
 * ADK's own handleFunctionCallList does with the same callback and tool.
 */
import { Context, createSession, FunctionTool, functionsExportedForTestingOnly, InvocationContext, PluginManager, type SingleBeforeToolCallback } from '@google/adk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invokeAdkBeforeToolCallback } from '../../../../src/library/sdk/google-adk.js';
import { describeError } from '../../../../src/library/sdk/invoke.js';
import { hangsHonouringAbort, hangsIgnoringAbort } from './hanging-callbacks.js';

const FAST = { timeoutMs: 100, graceMs: 100 };

/** Counts its runs, so a test can tell whether ADK ran it. */
function countingShellTool() {
  const runs: string[] = [];
  const tool = new FunctionTool({
    name: 'shell',
    description: 'Runs a shell command',
    parameters: z.object({ command: z.string() }),
    execute: ({ command }) => {
      runs.push(command);
      return { output: '' };
    },
  });
  return { tool, runs };
}

const invocationOf = (abortSignal?: AbortSignal) =>
  new InvocationContext({ invocationId: 'invocation-1', session: createSession({ id: 'session-1', appName: 'hookcheck' }), pluginManager: new PluginManager(), abortSignal });
const contextOf = (abortSignal: AbortSignal) => new Context({ invocationContext: invocationOf(abortSignal) });
const callOf = (command: string) => ({ tool: countingShellTool().tool, args: { command }, contextOf });

/** A correct guard: answers for the tool on `rm -rf /`, lets the rest run. */
const guard: SingleBeforeToolCallback = ({ args }) => {
  const command = typeof args['command'] === 'string' ? args['command'] : '';
  return /\brm\s+-rf\s+\/(\s|$)/.test(command) ? { error: 'rm -rf / wipes the machine' } : undefined;
};

/** A callback that answers `answer` whatever it is asked, for shapes ADK's types forbid too. */
const answering =
  (answer: unknown): SingleBeforeToolCallback =>
  async () =>
    answer as Record<string, unknown>;

const throwing: SingleBeforeToolCallback = () => {
  throw new Error('guard crashed');
};
const rejecting: SingleBeforeToolCallback = () => Promise.reject(new Error('guard rejected'));

describe(invokeAdkBeforeToolCallback.name, () => {
  it('maps a guard that answers for `rm -rf /` to deny with that answer, and `ls` (undefined) to a tool that runs', async () => {
    const refused = await invokeAdkBeforeToolCallback(guard, callOf('rm -rf /'), FAST);
    expect(refused.effect).toMatchObject({ kind: 'deny', reason: '{"error":"rm -rf / wipes the machine"}', notes: [] });
    expect((await invokeAdkBeforeToolCallback(guard, callOf('ls'), FAST)).effect.kind).toBe('no-effect');
  });

  it('reads a throw and a rejection as ADK does: the run fails and the tool does not run (fails closed)', async () => {
    for (const [callback, error] of [
      [throwing, 'Error: guard crashed'],
      [rejecting, 'Error: guard rejected'],
    ] as const) {
      const invocation = await invokeAdkBeforeToolCallback(callback, callOf('ls'), FAST);
      expect(invocation.error).toBe(error);
      expect(invocation.effect).toMatchObject({ kind: 'stop', hookError: true, reason: `the run fails with ${error}` });
    }
  });

  it('reads an answer that is not an object as ADK does, wrapped and used instead of the tool, and names the problem', async () => {
    const refusedWithFalse = await invokeAdkBeforeToolCallback(answering(false), callOf('ls'), FAST);
    expect(refusedWithFalse.effect).toMatchObject({ kind: 'deny', reason: '{"result":false}' });
    expect(refusedWithFalse.effect.notes).toEqual([{ code: 'output-schema-invalid', detail: expect.stringContaining('returned a boolean (false), not an object or undefined') }]);
    expect((await invokeAdkBeforeToolCallback(answering(['no']), callOf('ls'), FAST)).effect).toMatchObject({ kind: 'deny', reason: '{"results":["no"]}' });
  });

  it('times out a callback that hangs and stops on context.abortSignal', async () => {
    const hanging: SingleBeforeToolCallback = ({ context }) => hangsHonouringAbort(context.abortSignal!);
    const invocation = await invokeAdkBeforeToolCallback(hanging, callOf('ls'), FAST);
    expect(invocation).toMatchObject({ effect: { kind: 'timed-out' }, ignoredAbort: false, notes: [] });
    expect(invocation.effect.reason).toContain('ADK sets no timeout');
  });

  it('reports a callback that hangs and ignores the abort as still running, in its own note', async () => {
    const invocation = await invokeAdkBeforeToolCallback(() => hangsIgnoringAbort(undefined), callOf('ls'), FAST);
    expect(invocation).toMatchObject({ effect: { kind: 'timed-out' }, ignoredAbort: true, notes: [{ code: 'callback-ignored-abort' }] });
  });

  it("agrees with ADK's own handleFunctionCallList on every callback above", async () => {
    const cases: Array<[string, SingleBeforeToolCallback, string]> = [
      ['guard on rm', guard, 'rm -rf /'],
      ['guard on ls', guard, 'ls'],
      ['false', answering(false), 'ls'],
      ['an array', answering(['no']), 'ls'],
      ['null', answering(null), 'ls'],
      ['an empty object', answering({}), 'ls'],
      ['a throw', throwing, 'ls'],
      ['a rejection', rejecting, 'ls'],
    ];
    for (const [name, callback, command] of cases) {
      const { effect } = await invokeAdkBeforeToolCallback(callback, callOf(command), FAST);
      const { tool, runs } = countingShellTool();
      const adk = await functionsExportedForTestingOnly
        .handleFunctionCallList({
          invocationContext: invocationOf(),
          functionCalls: [{ id: 'call-1', name: 'shell', args: { command } }],
          toolsDict: { shell: tool },
          beforeToolCallbacks: [callback],
          afterToolCallbacks: [],
        })
        .then(
          (event) => (runs.length > 0 ? { verdict: 'tool ran' } : { verdict: 'answered for the tool', reason: JSON.stringify(event?.content?.parts?.[0]?.functionResponse?.response) }),
          (error: unknown) => ({ verdict: 'run failed', reason: `the run fails with ${describeError(error)}` }),
        );
      const predicted =
        effect.kind === 'no-effect' ? { verdict: 'tool ran' } : effect.kind === 'deny' ? { verdict: 'answered for the tool', reason: effect.reason } : { verdict: 'run failed', reason: effect.reason };
      expect(predicted, name).toEqual(adk);
    }
  });
});
