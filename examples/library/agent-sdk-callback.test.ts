/**
 * A Claude Agent SDK hook callback, tested without an agent: called as the SDK calls it (input, tool
 * use id, an AbortSignal), its answer read as the Claude Code behind the SDK reads it. The same
 * matchers judge the invocation.
 */
import type { HookCallback, PreToolUseHookInput } from '@anthropic-ai/claude-agent-sdk';
import { describe, expect, it } from 'vitest';
import { invokeClaudeAgentSdkHook } from 'hookcheck';
import 'hookcheck/vitest';

const bash = (command: string): PreToolUseHookInput => ({ session_id: 's', transcript_path: '/dev/null', cwd: '/project', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, tool_use_id: 'toolu_1' });

/** The guard under test: refuses `rm -rf` outside build/, asks nothing else. */
const guard: HookCallback = async (input) => {
  if (input.hook_event_name !== 'PreToolUse') return {};
  const command = (input.tool_input as { command?: unknown } | undefined)?.command;
  if (typeof command === 'string' && /\brm\s+-rf\s+(?!build\/)/.test(command)) {
    return { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: `Refused: ${command}` } };
  }
  return {};
};

/** The same guard written carelessly: it reads a field that is not there and throws. */
const careless: HookCallback = async (input) => {
  const command = (input as unknown as { tool_input: { cmd: string } }).tool_input.cmd.trim();
  return command.startsWith('rm') ? { decision: 'block', reason: 'no' } : {};
};

describe('an Agent SDK PreToolUse callback', () => {
  it('denies rm -rf / and lets rm -rf build/ through', async () => {
    await expect(await invokeClaudeAgentSdkHook(guard, bash('rm -rf /'), { timeoutMs: 1000 })).toDeny('Refused');
    await expect(await invokeClaudeAgentSdkHook(guard, bash('rm -rf build/'), { timeoutMs: 1000 })).toAllow();
  });

  it('a callback that throws fails open in Claude Code: the call it meant to stop goes through', async () => {
    const invocation = await invokeClaudeAgentSdkHook(careless, bash('rm -rf /'), { timeoutMs: 1000 });
    expect(invocation.error).toMatch(/TypeError/);
    await expect(invocation).not.toDeny();
  });
});
