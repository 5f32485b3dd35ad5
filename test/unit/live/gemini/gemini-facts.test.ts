/** Reading a Gemini session's facts from its recorded requests: what reached the model after the shell call, and whether the CLI went on. */
import { describe, expect, it } from 'vitest';
import { MARKERS } from '../../../../specs/agents/pre-tool-answers.js';
import { readGeminiFacts } from '../../../../src/agents/gemini/live/gemini-facts.js';
import type { GeminiSession } from '../../../../src/agents/gemini/live/gemini-session.js';
import { exited, timedOut } from '../../../helpers/factory.js';

const { prompt: _prompt, rewrite: _rewrite, ...channels } = MARKERS;
const SHELL_TOOL_OFFERED = [{ functionDeclarations: [{ name: 'read_file' }, { name: 'run_shell_command' }] }];
const userPrompt = { role: 'user', parts: [{ text: `Say ${MARKERS.prompt}.` }] };
const shellCall = { role: 'model', parts: [{ functionCall: { name: 'run_shell_command', args: { command: 'echo hookprobe > probe.txt' } } }] };
const blocked = (reason: string) => ({ role: 'user', parts: [{ functionResponse: { name: 'run_shell_command', response: { error: `Tool execution blocked: ${reason}` } } }] });

function request(contents: readonly object[], extra: object = { tools: SHELL_TOOL_OFFERED }) {
  return { path: '/v1beta/models/hookcheck-fake:streamGenerateContent?alt=sse', body: JSON.stringify({ contents, ...extra }) };
}

function session(requests: GeminiSession['requests'], extra: Partial<GeminiSession> = {}): GeminiSession {
  return { requests, toolRan: false, hookAnswered: false, agentOutcome: exited(0), strayProcesses: [], ...extra };
}

describe(readGeminiFacts.name, () => {
  it("counts a marker that reached the model after the shell call, and the call's answer as going on", () => {
    const facts = readGeminiFacts(session([request([userPrompt]), request([userPrompt, shellCall, blocked(MARKERS.reason)])]), channels);
    expect(facts).toEqual({ toolRan: false, continued: true, reached: { stdout: false, stderr: false, reason: true, context: false } });
  });

  it('does not count a marker that was only in the first main-loop request, nor a side request before it', () => {
    const sideRequest = request([{ role: 'user', parts: [{ text: MARKERS.stderr }] }], { generationConfig: { responseMimeType: 'application/json' } });
    const first = request([userPrompt, { role: 'user', parts: [{ text: MARKERS.reason }] }]);
    const facts = readGeminiFacts(session([sideRequest, first, request([userPrompt, shellCall, blocked('no reason given')])]), channels);
    expect(facts.reached).toEqual({ stdout: false, stderr: false, reason: false, context: false });
    expect(facts.continued).toBe(true);
  });

  it('does not take the word functionResponse in a text (the system prompt says it) for an answer to the call', () => {
    const mention = { role: 'user', parts: [{ text: 'After receiving a `functionResponse`, answer.' }] };
    const facts = readGeminiFacts(session([request([userPrompt]), request([mention], { generationConfig: { responseMimeType: 'application/json' } })]), channels);
    expect(facts.continued).toBe(false);
  });

  it('takes toolRan from the probe file the session found', () => {
    expect(readGeminiFacts(session([request([userPrompt])], { toolRan: true }), channels).toolRan).toBe(true);
    expect(readGeminiFacts(session([request([userPrompt])], { toolRan: false }), channels).toolRan).toBe(false);
  });

  it('refuses a session that never got to the shell call, or whose CLI hung', () => {
    expect(() => readGeminiFacts(session([request([userPrompt], {})], { agentOutcome: exited(41, '', 'auth failed') }), channels)).toThrow(/never asked the model with the shell tool.*auth failed/);
    expect(() => readGeminiFacts(session([request([userPrompt])], { agentOutcome: timedOut(70_000) }), channels)).toThrow(/did not finish/);
  });
});
