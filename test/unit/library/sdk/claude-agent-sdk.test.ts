/**
 * A Claude Agent SDK HookCallback, typed with the SDK's own types (a change in their shape breaks
 * the build), invoked as the SDK invokes it and read as the Claude Code behind it reads the answer.
 */
import type { HookCallback, HookJSONOutput, PreToolUseHookInput, StopHookInput, UserPromptSubmitHookInput } from '@anthropic-ai/claude-agent-sdk';
import { describe, expect, it } from 'vitest';
import { invokeClaudeAgentSdkHook } from '../../../../src/library/sdk/claude-agent-sdk.js';
import { hangsHonouringAbort, hangsIgnoringAbort } from './hanging-callbacks.js';

const FAST = { timeoutMs: 100, graceMs: 100 };
const SESSION = { session_id: 'session-1', transcript_path: '/tmp/transcript.jsonl', cwd: '/work' };

const bash = (command: string): PreToolUseHookInput => ({ ...SESSION, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, tool_use_id: 'toolu_1' });
const prompt: UserPromptSubmitHookInput = { ...SESSION, hook_event_name: 'UserPromptSubmit', prompt: 'hello' };
const stop: StopHookInput = { ...SESSION, hook_event_name: 'Stop', stop_hook_active: false };

/** A correct guard: refuses `rm -rf /`, allows the rest. */
const guard: HookCallback = async (input) => {
  if (input.hook_event_name !== 'PreToolUse') return {};
  const command = (input.tool_input as { command?: unknown }).command;
  if (typeof command === 'string' && /\brm\s+-rf\s+\/(\s|$)/.test(command)) {
    return { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'rm -rf / wipes the machine' } };
  }
  return { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' } };
};

/** A callback that answers `answer` whatever it is asked, for shapes the SDK's types forbid too. */
const answering =
  (answer: unknown): HookCallback =>
  async () =>
    answer as HookJSONOutput;

describe(invokeClaudeAgentSdkHook.name, () => {
  it('maps a guard that denies `rm -rf /` to deny with its reason, and `ls` to allow', async () => {
    const refused = await invokeClaudeAgentSdkHook(guard, bash('rm -rf /'), FAST);
    expect(refused.effect).toMatchObject({ kind: 'deny', reason: 'rm -rf / wipes the machine' });
    expect(refused.returned).toMatchObject({ hookSpecificOutput: { permissionDecision: 'deny' } });
    expect((await invokeClaudeAgentSdkHook(guard, bash('ls'), FAST)).effect.kind).toBe('allow');
  });

  it('passes the input, the tool use id and a live signal, as the SDK does', async () => {
    const calls: unknown[][] = [];
    const recording: HookCallback = async (input, toolUseID, { signal }) => {
      calls.push([input, toolUseID, signal.aborted]);
      return {};
    };
    const input = bash('ls');
    expect((await invokeClaudeAgentSdkHook(recording, input, FAST)).effect.kind).toBe('no-effect');
    expect(calls).toEqual([[input, 'toolu_1', false]]);
  });

  it('reads a throw and a rejection as Claude Code does: the user is warned and the tool runs', async () => {
    const throwing: HookCallback = () => {
      throw new Error('guard crashed');
    };
    const rejecting: HookCallback = () => Promise.reject(new Error('guard rejected'));
    for (const [callback, error] of [
      [throwing, 'Error: guard crashed'],
      [rejecting, 'Error: guard rejected'],
    ] as const) {
      const invocation = await invokeClaudeAgentSdkHook(callback, bash('rm -rf /'), FAST);
      expect(invocation.error).toBe(error);
      expect(invocation.effect).toMatchObject({ kind: 'non-blocking-error', hookError: true, reason: `the callback threw ${error}` });
      expect(invocation.effect.userMessage).toContain('Its answer was treated as empty');
    }
  });

  it('reads an answer that is not an object, or a decision Claude Code does not know, as a failed hook naming the problem', async () => {
    const text = await invokeClaudeAgentSdkHook(answering('deny'), bash('rm -rf /'), FAST);
    expect(text.effect).toMatchObject({ kind: 'non-blocking-error', hookError: true, reason: 'the callback returned a string ("deny"), not an object' });
    const nothing = await invokeClaudeAgentSdkHook(answering(undefined), bash('rm -rf /'), FAST);
    expect(nothing.effect).toMatchObject({ kind: 'non-blocking-error', reason: 'the callback returned undefined, not an object' });
    const unknownDecision = answering({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'maybe' } });
    const unknown = await invokeClaudeAgentSdkHook(unknownDecision, bash('rm -rf /'), FAST);
    expect(unknown.effect.kind).toBe('non-blocking-error');
    expect(unknown.effect.reason).toMatch(/^the answer does not match the PreToolUse output schema: hookSpecificOutput\.permissionDecision/);
  });

  it('times out a callback that hangs and stops on its signal: the tool is not run and the turn ends', async () => {
    const hanging: HookCallback = (_input, _id, { signal }) => hangsHonouringAbort(signal);
    const invocation = await invokeClaudeAgentSdkHook(hanging, bash('ls'), FAST);
    expect(invocation).toMatchObject({ ignoredAbort: false, notes: [], durationMs: 100 });
    expect(invocation.effect).toMatchObject({ kind: 'timed-out', endsTurn: true });
    expect(invocation.effect.reason).toContain('does not run the tool');
  });

  it('reports a callback that hangs and ignores its signal as still running, in its own note', async () => {
    const invocation = await invokeClaudeAgentSdkHook(() => hangsIgnoringAbort({}), bash('ls'), FAST);
    expect(invocation.effect.kind).toBe('timed-out');
    expect(invocation.ignoredAbort).toBe(true);
    expect(invocation.notes.map((note) => note.code)).toEqual(['callback-ignored-abort']);
  });

  it("reads the rest of the answer as a command hook's JSON: async, context, continue: false, block", async () => {
    const wentAsync = await invokeClaudeAgentSdkHook(answering({ async: true, asyncTimeout: 30 }), bash('rm -rf /'), FAST);
    expect(wentAsync.effect).toMatchObject({ kind: 'no-effect', notes: [{ code: 'stdout-went-async' }] });
    const context = answering({ hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: 'the repo is read-only' } });
    expect((await invokeClaudeAgentSdkHook(context, prompt, FAST)).effect).toMatchObject({ kind: 'context', context: ['the repo is read-only'] });
    const halt = answering({ continue: false, stopReason: 'budget spent' });
    expect((await invokeClaudeAgentSdkHook(halt, prompt, FAST)).effect).toMatchObject({ kind: 'stop', reason: 'budget spent' });
    // Before a tool, continue: false lets the tool run and ends the turn after it.
    expect((await invokeClaudeAgentSdkHook(halt, bash('ls'), FAST)).effect).toMatchObject({ kind: 'no-effect', endsTurn: true });
    const block = answering({ decision: 'block', reason: 'tests are failing' });
    expect((await invokeClaudeAgentSdkHook(block, stop, FAST)).effect).toMatchObject({ kind: 'block', reason: 'tests are failing' });
  });
});
