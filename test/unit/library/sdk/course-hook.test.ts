/**
 * Course-style hooks ({ name, event, run } answering allow, block or context): no runtime to
 * follow, so a throw, a hang or an odd answer is read as a failed hook that said nothing.
 */
import { describe, expect, it } from 'vitest';
import { invokeCourseHook, type HookDef, type HookOutcome } from '../../../../src/library/sdk/course-hook.js';
import { hangsHonouringAbort, hangsIgnoringAbort } from './hanging-callbacks.js';

const FAST = { timeoutMs: 100, graceMs: 100 };

interface ToolCall {
  readonly tool: string;
  readonly input: { readonly command?: string };
}

const bash = (command: string): ToolCall => ({ tool: 'Bash', input: { command } });

/** A correct guard: blocks `rm -rf /`, allows the rest. */
const guard: HookDef<ToolCall> = {
  name: 'no-rm-rf-root',
  event: 'PreToolUse',
  run: ({ input }) => (/\brm\s+-rf\s+\/(\s|$)/.test(input.command ?? '') ? { action: 'block', reason: 'rm -rf / wipes the machine' } : { action: 'allow' }),
};

const hookRunning = (run: HookDef<ToolCall>['run'], event = 'PreToolUse'): HookDef<ToolCall> => ({ name: 'under-test', event, run });
const answering = (answer: unknown) => hookRunning(async () => answer as HookOutcome);

describe(invokeCourseHook.name, () => {
  it('maps a guard that blocks `rm -rf /` before a tool to deny with its reason, and `ls` to allow', async () => {
    expect((await invokeCourseHook(guard, bash('rm -rf /'), FAST)).effect).toMatchObject({ kind: 'deny', reason: 'rm -rf / wipes the machine' });
    expect((await invokeCourseHook(guard, bash('ls'), FAST)).effect.kind).toBe('allow');
  });

  it('maps a block on another event to block, and context to its text', async () => {
    const onStop = hookRunning(() => ({ action: 'block', reason: 'tests fail' }), 'Stop');
    expect((await invokeCourseHook(onStop, bash('ls'), FAST)).effect).toMatchObject({ kind: 'block', reason: 'tests fail' });
    const informing = hookRunning(() => ({ action: 'context', text: 'the repo is read-only' }));
    expect((await invokeCourseHook(informing, bash('ls'), FAST)).effect).toMatchObject({ kind: 'context', context: ['the repo is read-only'] });
  });

  it('reads a throw and a rejection as a failed hook that said nothing', async () => {
    const throwing = hookRunning(() => {
      throw new Error('guard crashed');
    });
    const rejecting = hookRunning(() => Promise.reject(new Error('guard rejected')));
    for (const [hook, error] of [
      [throwing, 'Error: guard crashed'],
      [rejecting, 'Error: guard rejected'],
    ] as const) {
      const invocation = await invokeCourseHook(hook, bash('rm -rf /'), FAST);
      expect(invocation.error).toBe(error);
      expect(invocation.effect).toMatchObject({ kind: 'non-blocking-error', reason: `the hook threw ${error}` });
    }
  });

  it('reads an outcome out of shape as a failed hook naming the problem', async () => {
    const cases: Array<[unknown, string]> = [
      ['block', 'the hook returned a string ("block"), not a HookOutcome'],
      [{ action: 'deny', reason: 'no' }, 'the hook answered the action a string ("deny"), none of allow, block, context'],
      [{ action: 'block' }, 'the hook blocked with undefined for a reason, not a string'],
      [{ action: 'context', text: 42 }, 'the hook answered context with a number (42) for its text, not a string'],
    ];
    for (const [answer, reason] of cases) {
      const { effect } = await invokeCourseHook(answering(answer), bash('rm -rf /'), FAST);
      expect(effect).toMatchObject({ kind: 'non-blocking-error', reason, notes: [{ code: 'output-schema-invalid' }] });
    }
  });

  it('times out a hook that hangs and stops on its signal', async () => {
    const invocation = await invokeCourseHook(
      hookRunning((_input, { signal }) => hangsHonouringAbort(signal)),
      bash('ls'),
      FAST,
    );
    expect(invocation).toMatchObject({ effect: { kind: 'timed-out', reason: 'no outcome within 100 ms' }, ignoredAbort: false, notes: [] });
  });

  it('reports a hook written as run(input) that hangs as still running after the abort, in its own note', async () => {
    const unaware = hookRunning(() => hangsIgnoringAbort<HookOutcome>({ action: 'allow' }));
    const invocation = await invokeCourseHook(unaware, bash('ls'), FAST);
    expect(invocation).toMatchObject({ effect: { kind: 'timed-out' }, ignoredAbort: true, notes: [{ code: 'callback-ignored-abort' }] });
  });
});
