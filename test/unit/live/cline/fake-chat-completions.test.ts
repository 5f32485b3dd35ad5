/** The fake chat-completions model's script: one run_commands call for the first request offering it, text for everything else. */
import { describe, expect, it } from 'vitest';
import { SHELL_CALL_ID, SHELL_TOOL, startFakeChatCompletions } from '../../../../src/agents/cline/live/fake-chat-completions.js';

const tools = [
  { type: 'function', function: { name: 'read_files' } },
  { type: 'function', function: { name: SHELL_TOOL } },
];
const prompt = { role: 'user', content: 'Say zqprompt.' };

/** The streamed chunks of one request (without the closing `[DONE]`), and whether it closed. */
async function stream(url: string, body: object): Promise<{ chunks: { choices: { delta: Record<string, unknown>; finish_reason: string | null }[] }[]; done: boolean }> {
  const response = await fetch(`${url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ ...body, stream: true }) });
  const data = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice(6));
  return { chunks: data.filter((line) => line !== '[DONE]').map((line) => JSON.parse(line) as never), done: data.at(-1) === '[DONE]' };
}

describe(startFakeChatCompletions.name, () => {
  it('calls run_commands with the command once, then answers Done., and records every request', async () => {
    const model = await startFakeChatCompletions('echo hookprobe > probe.txt');
    try {
      const first = await stream(model.url, { tools, messages: [prompt] });
      expect(first.done).toBe(true);
      expect(first.chunks[0]!.choices[0]!.delta['tool_calls']).toEqual([
        { index: 0, id: SHELL_CALL_ID, type: 'function', function: { name: SHELL_TOOL, arguments: '{"commands":["echo hookprobe > probe.txt"]}' } },
      ]);
      expect(first.chunks.at(-1)!.choices[0]!.finish_reason).toBe('tool_calls');
      // Even a request that carries no tool result (a retry after a cancel) gets text: the call is issued once.
      const second = await stream(model.url, { tools, messages: [prompt] });
      expect(second.chunks[0]!.choices[0]!.delta).toEqual({ role: 'assistant', content: 'Done.' });
      expect(second.chunks.at(-1)!.choices[0]!.finish_reason).toBe('stop');
      expect(model.requests.map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    } finally {
      await model.close();
    }
  });

  it('answers text when the shell tool is not offered, as one JSON completion when not streaming', async () => {
    const model = await startFakeChatCompletions('true');
    try {
      const response = await fetch(`${model.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ tools: [], messages: [prompt] }) });
      expect(await response.json()).toMatchObject({ object: 'chat.completion', choices: [{ message: { role: 'assistant', content: 'Done.' }, finish_reason: 'stop' }] });
    } finally {
      await model.close();
    }
  });

  it('lists a model, and answers 404 elsewhere', async () => {
    const model = await startFakeChatCompletions('true');
    try {
      expect(await (await fetch(`${model.url}/v1/models`)).json()).toMatchObject({ object: 'list', data: [{ id: 'fake' }] });
      expect((await fetch(`${model.url}/v1/embeddings`, { method: 'POST', body: '{}' })).status).toBe(404);
    } finally {
      await model.close();
    }
  });
});
