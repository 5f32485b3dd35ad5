/** Reading the facts of one Codex session from what it sent the model and what it left in the project. */
import { describe, expect, it } from 'vitest';
import { readCodexFacts } from '../../../../src/agents/codex/live/codex-facts.js';
import type { RecordedRequest } from '../../../../src/live/loopback-server.js';

const markers = { stdout: 'zqout', stderr: 'zqerr', reason: 'zqwhy', context: 'zqctx' };
const prompt = { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Say zqprompt.' }] };
const call = { type: 'function_call', name: 'exec_command', arguments: '{"cmd":"echo hookprobe > probe.txt"}', call_id: 'call_1' };
const output = (text: string) => ({ type: 'function_call_output', call_id: 'call_1', output: text });

function request(input: readonly object[], extra: object = {}): RecordedRequest {
  return { path: '/v1/responses', body: JSON.stringify({ input, ...extra }) };
}

describe(readCodexFacts.name, () => {
  it('a blocked call: the tool did not run, the reason reached the model with the call output', () => {
    const session = { probeFileExists: false, requests: [request([prompt]), request([prompt, call, output('Command blocked by PreToolUse hook: zqwhy. Command: echo hookprobe > probe.txt')])] };
    expect(readCodexFacts(session, markers)).toEqual({ toolRan: false, continued: true, reached: { stdout: false, stderr: false, reason: true, context: false } });
  });

  it('a marker word seen only before the call was issued did not reach the model after the hook answered', () => {
    // The first request carries the word (say, in instructions) before any call exists.
    const session = { probeFileExists: true, requests: [request([prompt], { instructions: 'zqctx' }), request([prompt, call, output('Process exited with code 0')])] };
    expect(readCodexFacts(session, markers)).toEqual({ toolRan: true, continued: true, reached: { stdout: false, stderr: false, reason: false, context: false } });
  });

  it('context added beside the call output counts as reached', () => {
    const context = { type: 'message', role: 'developer', content: [{ type: 'input_text', text: 'zqctx' }] };
    const session = { probeFileExists: true, requests: [request([prompt]), request([call, context, output('Process exited with code 0')])] };
    expect(readCodexFacts(session, markers).reached.context).toBe(true);
  });

  it('no request after the call: Codex did not go on', () => {
    const session = { probeFileExists: false, requests: [request([prompt]), { path: '/v1/models', body: '' }] };
    expect(readCodexFacts(session, markers)).toEqual({ toolRan: false, continued: false, reached: { stdout: false, stderr: false, reason: false, context: false } });
  });
});
