/** Reading a Qwen Code session's facts from its recorded requests: what reached the model after the shell call, and whether the CLI went on. */
import { describe, expect, it } from 'vitest';
import { MARKERS } from '../../../../specs/agents/pre-tool-answers.js';
import { readQwenFacts } from '../../../../src/agents/qwen/live/qwen-facts.js';
import type { QwenSession } from '../../../../src/agents/qwen/live/qwen-session.js';
import { exited, timedOut } from '../../../helpers/factory.js';

const { prompt: _prompt, rewrite: _rewrite, ...channels } = MARKERS;
const tools = [
  { type: 'function', function: { name: 'read_file' } },
  { type: 'function', function: { name: 'run_shell_command' } },
];
// The system prompt talks of tools and tool results in words: no message structure.
const system = { role: 'system', content: 'You are Qwen Code. A tool result and a hook may deny a tool call.' };
const userPrompt = { role: 'user', content: `Say ${MARKERS.prompt}.` };
const shellCall = {
  role: 'assistant',
  content: null,
  tool_calls: [{ id: 'call_hookcheck_shell', type: 'function', function: { name: 'run_shell_command', arguments: '{"command":"echo hookprobe > probe.txt"}' } }],
};
const toolResult = (text: string) => ({ role: 'tool', tool_call_id: 'call_hookcheck_shell', content: [{ type: 'text', text }] });

function request(messages: readonly object[], extra: object = { tools, stream: true }) {
  return { path: '/v1/chat/completions', body: JSON.stringify({ model: 'hookcheck-fake', messages, ...extra }) };
}

function session(requests: QwenSession['requests'], extra: Partial<QwenSession> = {}): QwenSession {
  return { requests, toolRan: false, agentOutcome: exited(0), strayProcesses: [], ...extra };
}

describe(readQwenFacts.name, () => {
  it("counts a marker that reached the model in the call's tool message, and that message as going on", () => {
    const facts = readQwenFacts(session([request([system, userPrompt]), request([system, userPrompt, shellCall, toolResult(`${MARKERS.reason}`)])]), channels);
    expect(facts).toEqual({ toolRan: false, continued: true, reached: { stdout: false, stderr: false, reason: true, context: false } });
  });

  it('does not count a marker sent before the call was issued, nor take words in the system prompt for a tool result', () => {
    const before = request([{ ...system, content: `${system.content} ${MARKERS.stderr}` }, userPrompt]);
    const sideRequest = request([system, { role: 'user', content: `Is a ${MARKERS.context} tool result here?` }], { response_format: { type: 'json_object' } });
    const facts = readQwenFacts(session([before, sideRequest]), channels);
    expect(facts).toEqual({ toolRan: false, continued: false, reached: { stdout: false, stderr: false, reason: false, context: false } });
  });

  it('counts a marker in a request after the call that carries no tool message (the CLI stopped), but not as going on', () => {
    const facts = readQwenFacts(session([request([system, userPrompt]), request([system, userPrompt, shellCall, { role: 'user', content: MARKERS.stdout }])]), channels);
    expect(facts.reached.stdout).toBe(true);
    expect(facts.continued).toBe(false);
  });

  it('takes toolRan from the probe file the session found', () => {
    expect(readQwenFacts(session([request([userPrompt])], { toolRan: true }), channels).toolRan).toBe(true);
    expect(readQwenFacts(session([request([userPrompt])], { toolRan: false }), channels).toolRan).toBe(false);
  });

  it('refuses a session that never got to the shell call, or whose CLI hung', () => {
    expect(() => readQwenFacts(session([request([userPrompt], {})], { agentOutcome: exited(1, '', 'auth failed') }), channels)).toThrow(/never asked the model with the shell tool.*auth failed/);
    expect(() => readQwenFacts(session([request([userPrompt])], { agentOutcome: timedOut(100_000) }), channels)).toThrow(/did not finish/);
  });
});
