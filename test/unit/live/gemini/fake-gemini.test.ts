/** The fake Gemini API: one shell call for the main loop, then plain answers; JSON side requests told the user speaks next. */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeGemini } from '../../../../src/agents/gemini/live/fake-gemini.js';
import type { LoopbackServer } from '../../../../src/live/loopback-server.js';

const STREAM = '/v1beta/models/hookcheck-fake:streamGenerateContent?alt=sse';
const mainLoop = (contents: readonly object[]) => ({ contents, tools: [{ functionDeclarations: [{ name: 'run_shell_command' }] }] });
const prompt = { role: 'user', parts: [{ text: 'Say it.' }] };
const answered = { role: 'user', parts: [{ functionResponse: { name: 'run_shell_command', response: { output: 'ok' } } }] };

let model: LoopbackServer | undefined;
afterEach(() => model?.close());

async function post(path: string, body: object): Promise<{ type: string | null; text: string }> {
  const response = await fetch(`${model!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { type: response.headers.get('content-type'), text: await response.text() };
}

/** The parts of the one candidate in an SSE reply (`data: {…}`). */
function partsOf(sse: string): unknown {
  const chunk = JSON.parse(sse.replace(/^data: /, '')) as { candidates: { content: { parts: unknown } }[] };
  return chunk.candidates[0]!.content.parts;
}

describe(startFakeGemini.name, () => {
  it('asks for the shell call once, on the first main-loop request, as SSE on loopback', async () => {
    model = await startFakeGemini('echo hi > probe.txt');
    expect(model.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const first = await post(STREAM, mainLoop([prompt]));
    expect(first.type).toBe('text/event-stream');
    expect(first.text.endsWith('\n\n')).toBe(true);
    expect(partsOf(first.text)).toEqual([{ functionCall: { name: 'run_shell_command', args: { command: 'echo hi > probe.txt' } } }]);
    // A retried main-loop request (no answer yet) does not get a second call.
    expect(partsOf((await post(STREAM, mainLoop([prompt]))).text)).toEqual([{ text: 'Done.' }]);
    expect(model.requests).toHaveLength(2);
  });

  it('answers Done. once the call has been answered, and to requests without the shell tool', async () => {
    model = await startFakeGemini('true');
    expect(partsOf((await post(STREAM, { contents: [prompt] })).text)).toEqual([{ text: 'Done.' }]);
    expect(partsOf((await post(STREAM, mainLoop([prompt, answered]))).text)).toEqual([{ text: 'Done.' }]);
  });

  it('tells a JSON side request that the user speaks next, and counts tokens', async () => {
    model = await startFakeGemini('true');
    const side = await post('/v1beta/models/hookcheck-fake:generateContent', { contents: [prompt], generationConfig: { responseMimeType: 'application/json' } });
    const text = (JSON.parse(side.text) as { candidates: { content: { parts: { text: string }[] } }[] }).candidates[0]!.content.parts[0]!.text;
    expect(JSON.parse(text)).toMatchObject({ next_speaker: 'user', unproductive_state_confidence: 0 });
    expect(JSON.parse((await post('/v1beta/models/hookcheck-fake:countTokens', { contents: [prompt] })).text)).toEqual({ totalTokens: 1 });
  });
});
