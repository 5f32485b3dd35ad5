/** Reading the facts of one Cline session from what it sent the model and what it left in the project. */
import { describe, expect, it } from 'vitest';
import { readClineFacts } from '../../../../src/agents/cline/live/cline-facts.js';
import type { RecordedRequest } from '../../../../src/live/loopback-server.js';
import type { HookOutcome } from '../../../../src/model/outcome.js';

const markers = { stdout: 'zqout', stderr: 'zqerr', reason: 'zqwhy', context: 'zqctx' };
const tools = [{ type: 'function', function: { name: 'run_commands' } }];
const prompt = { role: 'user', content: 'Say zqprompt.' };
const call = { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'run_commands', arguments: '{"commands":["echo hookprobe > probe.txt"]}' } }] };
const result = (text: string) => ({ role: 'tool', tool_call_id: 'call_1', content: text });
const exited: HookOutcome = { kind: 'exited', exitCode: 0, stdout: '', stderr: '', durationMs: 1 } as unknown as HookOutcome;

function request(messages: readonly object[], extra: object = {}): RecordedRequest {
  return { path: '/v1/chat/completions', body: JSON.stringify({ tools, messages, stream: true, ...extra }) };
}

const session = (requests: readonly RecordedRequest[], probeFileExists: boolean) => ({ requests, probeFileExists, hookRan: true, agentOutcome: exited });

describe(readClineFacts.name, () => {
  it('context the hook added beside the tool result reached the model', () => {
    const context = { role: 'user', content: '<hook_context source="PreToolUse">\nzqctx\n</hook_context>' };
    const facts = readClineFacts(session([request([prompt]), request([prompt, call, result('ok'), context])], true), markers);
    expect(facts).toEqual({ toolRan: true, continued: true, reached: { stdout: false, stderr: false, reason: false, context: true } });
  });

  it('a blocked call whose reason came back in the tool result', () => {
    const facts = readClineFacts(session([request([prompt]), request([prompt, call, result('blocked: zqwhy')])], false), markers);
    expect(facts).toEqual({ toolRan: false, continued: true, reached: { stdout: false, stderr: false, reason: true, context: false } });
  });

  it('a marker seen only before the call was issued did not reach the model after the hook answered', () => {
    const facts = readClineFacts(session([request([prompt], { system: 'zqerr' }), request([prompt, call, result('ok')])], true), markers);
    expect(facts.reached.stderr).toBe(false);
  });

  it('no chat request after the call: Cline did not go on (a cancelled task)', () => {
    const facts = readClineFacts(session([request([prompt]), { path: '/v1/models', body: 'zqwhy' }], false), markers);
    expect(facts).toEqual({ toolRan: false, continued: false, reached: { stdout: false, stderr: false, reason: false, context: false } });
  });

  it('a session that never offered the shell tool, or never started the hook, is an error', () => {
    expect(() => readClineFacts(session([{ path: '/v1/chat/completions', body: JSON.stringify({ tools: [], messages: [prompt] }) }], false), markers)).toThrow(
      /never asked the model with the shell tool/,
    );
    expect(() => readClineFacts({ ...session([request([prompt])], true), hookRan: false }, markers)).toThrow(/never started the PreToolUse hook/);
  });

  it('a session that timed out is an error', () => {
    const timedOut = { kind: 'timed-out', timeoutMs: 90_000, killedWith: 'SIGTERM', stdout: '', stderr: 'stuck' } as unknown as HookOutcome;
    expect(() => readClineFacts({ ...session([request([prompt])], false), agentOutcome: timedOut }, markers)).toThrow(/did not finish/);
  });
});
