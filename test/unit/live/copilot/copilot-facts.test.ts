/** Reading the facts of one Copilot session from what it sent the model and what it left in the project. */
import { describe, expect, it } from 'vitest';
import { readCopilotFacts } from '../../../../src/agents/copilot/live/copilot-facts.js';
import type { RecordedRequest } from '../../../../src/live/loopback-server.js';

const markers = { stdout: 'zqout', stderr: 'zqerr', reason: 'zqwhy', context: 'zqctx' };
const system = { role: 'system', content: 'You are the GitHub Copilot CLI.' };
const prompt = { role: 'user', content: 'Say zqprompt.' };
const call = {
  role: 'assistant',
  content: null,
  tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'bash', arguments: '{"command":"echo hookprobe > probe.txt","description":"Write the probe file"}' } }],
};
const result = (text: string) => ({ role: 'tool', tool_call_id: 'call_1', content: text });

function request(messages: readonly object[], extra: object = {}): RecordedRequest {
  return { path: '/v1/chat/completions', body: JSON.stringify({ model: 'hookcheck-fake-model', messages, stream: true, ...extra }) };
}

describe(readCopilotFacts.name, () => {
  it('a denied call: the tool did not run, the reason reached the model in the tool result', () => {
    const session = { probeFileExists: false, requests: [request([system, prompt]), request([system, prompt, call, result('Denied by preToolUse hook: zqwhy')])] };
    expect(readCopilotFacts(session, markers)).toEqual({ toolRan: false, continued: true, reached: { stdout: false, stderr: false, reason: true, context: false } });
  });

  it('a marker word seen only before the call was issued did not reach the model after the hook answered', () => {
    // The first request carries the word (say, in the system prompt) before any call exists.
    const session = { probeFileExists: true, requests: [request([{ role: 'system', content: 'zqerr' }, prompt]), request([system, prompt, call, result('<exited with exit code 0>')])] };
    expect(readCopilotFacts(session, markers)).toEqual({ toolRan: true, continued: true, reached: { stdout: false, stderr: false, reason: false, context: false } });
  });

  it('no request after the call, or only other endpoints: Copilot did not go on', () => {
    const session = { probeFileExists: false, requests: [request([system, prompt]), { path: '/v1/models', body: JSON.stringify({ messages: [call, result('zqwhy')] }) }] };
    expect(readCopilotFacts(session, markers)).toEqual({ toolRan: false, continued: false, reached: { stdout: false, stderr: false, reason: false, context: false } });
  });
});
