/** The fake chat-completions model: one shell call for the main loop, then plain answers; JSON side requests told the user speaks next. */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeChatCompletions } from '../../../../src/agents/qwen/live/fake-chat-completions.js';
import type { LoopbackServer } from '../../../../src/live/loopback-server.js';

const PATH = '/v1/chat/completions';
const tools = [
  { type: 'function', function: { name: 'read_file' } },
  { type: 'function', function: { name: 'run_shell_command' } },
];
const prompt = [
  { role: 'system', content: 'Use a tool; a tool result comes back in a tool message.' },
  { role: 'user', content: 'Say it.' },
];
const call = { role: 'assistant', content: null, tool_calls: [{ id: 'call_hookcheck_shell', type: 'function', function: { name: 'run_shell_command', arguments: '{}' } }] };
const answered = [...prompt, call, { role: 'tool', tool_call_id: 'call_hookcheck_shell', content: 'ok' }];

let model: LoopbackServer | undefined;
afterEach(() => model?.close());

async function post(body: object, path = PATH): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${model!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The chunks of an SSE reply, without the closing `[DONE]`. */
function chunksOf(sse: string): { choices: { delta: Record<string, unknown>; finish_reason: string | null }[] }[] {
  const events = sse.split('\n\n').filter((event) => event !== '');
  expect(events.at(-1)).toBe('data: [DONE]');
  return events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, '')) as never);
}

describe(startFakeChatCompletions.name, () => {
  it('asks for the shell call once, on the first streamed main-loop request, then [DONE], on loopback', async () => {
    model = await startFakeChatCompletions('echo hi > probe.txt');
    expect(model.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const first = await post({ model: 'm', stream: true, messages: prompt, tools });
    expect(first.type).toBe('text/event-stream');
    const chunks = chunksOf(first.text);
    const toolCalls = chunks[0]!.choices[0]!.delta['tool_calls'] as { index: number; function: { name: string; arguments: string } }[];
    expect(toolCalls).toHaveLength(1);
    expect(toolCalls[0]!.index).toBe(0);
    expect(toolCalls[0]!.function.name).toBe('run_shell_command');
    expect(JSON.parse(toolCalls[0]!.function.arguments)).toMatchObject({ command: 'echo hi > probe.txt' });
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('tool_calls');
    // A retried main-loop request (no answer yet) does not get a second call.
    expect(chunksOf((await post({ stream: true, messages: prompt, tools })).text)[0]!.choices[0]!.delta).toEqual({ role: 'assistant', content: 'Done.' });
    expect(model.requests).toHaveLength(2);
  });

  it('answers Done. once a tool message has come back, to requests without the shell tool, and in plain JSON when not streaming', async () => {
    model = await startFakeChatCompletions('true');
    expect(chunksOf((await post({ stream: true, messages: answered, tools })).text)[0]!.choices[0]!.delta).toEqual({ role: 'assistant', content: 'Done.' });
    const plain = await post({ messages: prompt });
    expect(plain.type).toBe('application/json');
    expect(JSON.parse(plain.text)).toMatchObject({ object: 'chat.completion', choices: [{ message: { role: 'assistant', content: 'Done.' }, finish_reason: 'stop' }] });
  });

  it('tells a JSON side request that the user speaks next and nothing loops, and answers other endpoints harmlessly', async () => {
    model = await startFakeChatCompletions('true');
    const side = await post({ messages: prompt, response_format: { type: 'json_object' } });
    const content = (JSON.parse(side.text) as { choices: { message: { content: string } }[] }).choices[0]!.message.content;
    expect(JSON.parse(content)).toMatchObject({ next_speaker: 'user', unproductive_state_confidence: 0 });
    expect((await post({}, '/v1/embeddings')).status).toBe(404);
    const models = await fetch(`${model.url}/v1/models`);
    expect(models.status).toBe(200);
    expect(await models.json()).toMatchObject({ data: [{ id: 'hookcheck-fake' }] });
  });
});
