/**
 * The `hookcheck/vitest` matchers, as a hook repository's suite uses them: each passes on a hook
 * that does its job and fails, with the agent's view and a reproduce line, on a fixture made to
 * break it. The failures are caught as the assertion errors vitest would print.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import '../../../src/vitest/index.js';
import type { HookCallback, PreToolUseHookInput } from '@anthropic-ai/claude-agent-sdk';
import { forAllPayloads, invokeClaudeAgentSdkHook, payloads, runCase } from '../../../src/index.js';

const fixture = (path: string) => fileURLToPath(new URL(`../../../fixtures/hooks/${path}`, import.meta.url));
const careful = ['python3', fileURLToPath(new URL('../../../examples/careful-guard.py', import.meta.url))] as const;
const rmRf = payloads.preToolUse({ tool: 'Bash', command: 'rm -rf /' });
const ls = payloads.preToolUse({ tool: 'Bash', command: 'ls -la' });

/** The message of the assertion `check` fails with; fails the test when it passes. */
async function failure(check: () => Promise<unknown>): Promise<string> {
  try {
    await check();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the matcher passed on a hook made to break it');
}

describe('hookcheck/vitest', () => {
  it('toDeny: a guard that denies passes; a deny that exits 1 fails open, and the message says what the agent does', async () => {
    await expect(careful).toDeny(rmRf, /Destructive command refused/);
    const message = await failure(() => expect(fixture('denies-rm-rf-exit-1.sh')).toDeny(payloads.preToolUse({ tool: 'Bash', command: 'rm -rf build' })));
    expect(message).toContain('expected the hook to deny the call, but');
    expect(message).toMatch(/Claude Code on PreToolUse: non-blocking-error/);
    expect(message).toMatch(/the hook exited with code 1/);
    expect(message).toMatch(/reproduce: printf '%s' '\{.*\}' \| .*denies-rm-rf-exit-1\.sh; echo "exit=\$\?"/);
  });

  it('toAllow: an ordinary call goes through; a call the hook denies does not', async () => {
    await expect(careful).toAllow(ls);
    expect(await failure(() => expect(careful).toAllow(rmRf))).toMatch(/to let the call through[\s\S]*: deny \(Destructive/);
  });

  it('toAsk and toBlock: the hook made for each passes, one that does not fails', async () => {
    const forcePush = payloads.preToolUse({ tool: 'Bash', command: 'git push --force origin main' });
    await expect(fixture('library/asks-on-force-push.sh')).toAsk(forcePush);
    expect(await failure(() => expect(fixture('library/asks-on-force-push.sh')).toAsk(ls))).toMatch(/to ask the user[\s\S]*: no-effect/);
    await expect(fixture('library/stop-until-tested.sh')).toBlock(payloads.stop(), 'Run the tests');
    expect(await failure(() => expect(fixture('library/stop-until-tested.sh')).toBlock(payloads.stop({ stopHookActive: true })))).toMatch(/to block[\s\S]*Claude Code on Stop: no-effect/);
  });

  it('toAddContext: context that reaches the model, matched by text', async () => {
    await expect(fixture('library/adds-branch-context.sh')).toAddContext(payloads.sessionStart(), 'branch main');
    expect(await failure(() => expect(fixture('library/adds-branch-context.sh')).toAddContext(payloads.sessionStart(), 'branch dev'))).toMatch(
      /add context matching branch dev[\s\S]*context \["You are on branch main\."\]/,
    );
  });

  it('toSurviveGarbage: a guard that fails open passes; one that crashes on empty stdin fails, naming the input', async () => {
    await expect(careful).toSurviveGarbage();
    const message = await failure(() => expect(['python3', fileURLToPath(new URL('../../../examples/crashes-on-empty-stdin.py', import.meta.url))]).toSurviveGarbage());
    expect(message).toMatch(/on empty stdin[\s\S]*The first, empty stdin:[\s\S]*exited with code 1/);
  });

  it('toBeIdempotent: a guard is; a hook that counts its calls in a file is not', async () => {
    await expect(careful).toBeIdempotent(rmRf);
    expect(await failure(() => expect(fixture('counts-calls-unlocked.sh')).toBeIdempotent(ls))).toMatch(/the second run changed project\/\.hook-calls\.json beyond what one run leaves/);
  });

  it('toFinishWithin: a quick guard does, a hook that sleeps two seconds does not', async () => {
    await expect(careful).toFinishWithin(5000, ls);
    expect(await failure(() => expect(fixture('library/answers-after-two-seconds.sh')).toFinishWithin(500, ls))).toMatch(/to finish within 500 ms; it took \d{4,} ms/);
  });

  it('takes a runCase result, and judges as the agent given', async () => {
    const result = await runCase(careful, rmRf);
    await expect(result).toDeny('Destructive');
    await expect(result).not.toAllow();
    const gemini = payloads.preToolUse({ tool: 'Bash', command: 'git push --force origin main', agent: 'gemini' });
    await expect(fixture('agents/gemini-careful-guard.py')).toDeny(gemini, { agent: 'gemini' });
    // The Claude Code guard answers in Claude's form, which Gemini CLI ignores.
    expect(await failure(() => expect(careful).toDeny(payloads.preToolUse({ tool: 'Bash', command: 'rm -rf /', agent: 'gemini' }), { agent: 'gemini' }))).toMatch(
      /Gemini CLI on BeforeTool: no-effect/,
    );
  });

  it('forAllPayloads: holds on every drawn payload, or throws the shrunk one', async () => {
    await forAllPayloads(careful, ({ outcome }) => outcome.kind === 'exited' && outcome.exitCode === 0, { runs: 15, seed: 7 });
    const message = await failure(() => forAllPayloads(fixture('crashes-when-grep-finds-nothing.sh'), ({ effect }) => effect.kind !== 'non-blocking-error', { runs: 40, seed: 7 }));
    expect(message).toMatch(/Property failed after \d+ tests[\s\S]*Counterexample/);
  }, 120_000);

  it('takes what an SDK invoker reported, and says what the callback did when it fails', async () => {
    const refuses: HookCallback = async () => ({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'not here' } });
    const throws: HookCallback = async () => {
      throw new TypeError('cannot read tool_input.cmd');
    };
    const input: PreToolUseHookInput = {
      session_id: 's',
      transcript_path: '/dev/null',
      cwd: '/p',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf /' },
      tool_use_id: 't',
    };
    await expect(await invokeClaudeAgentSdkHook(refuses, input, { timeoutMs: 1000 })).toDeny('not here');
    const message = await failure(async () => expect(await invokeClaudeAgentSdkHook(throws, input, { timeoutMs: 1000 })).toDeny());
    expect(message).toMatch(/expected the hook to deny the call, but\n {2}the SDK applies: non-blocking-error[\s\S]*the callback threw: TypeError: cannot read tool_input\.cmd/);
  });
});
