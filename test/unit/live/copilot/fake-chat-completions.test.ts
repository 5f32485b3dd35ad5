/** The fake chat-completions model's script: one shell call until a tool result comes back, text after. */
import { describe, expect, it } from 'vitest';
import { SHELL_CALL_ID, shellArguments, startFakeChatCompletions } from '../../../../src/agents/copilot/live/fake-chat-completions.js';

type Chunk = { choices: { delta: { content?: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[] }; finish_reason: string | null }[] };

async function stream(url: string, body: object): Promise<{ chunks: Chunk[]; done: boolean }> {
  const response = await fetch(`${url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ ...body, stream: true }) });
  const data = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice(6));
  return { chunks: data.filter((line) => line !== '[DONE]').map((line) => JSON.parse(line) as Chunk), done: data.at(-1) === '[DONE]' };
}

const bash = {
  type: 'function',
  function: {
    name: 'bash',
    parameters: {
      type: 'object',
      properties: { command: { type: 'string' }, description: { type: 'string' }, mode: { type: 'string', enum: ['sync', 'async'] } },
      required: ['command', 'description', 'mode'],
    },
  },
};

describe(startFakeChatCompletions.name, () => {
  it('calls bash with the command, then answers text once a tool result is back, and records both', async () => {
    const model = await startFakeChatCompletions('echo hookprobe > probe.txt');
    try {
      const first = await stream(model.url, { tools: [bash], messages: [{ role: 'user', content: 'Say zqprompt.' }] });
      expect(first.done).toBe(true);
      const call = first.chunks.flatMap((chunk) => chunk.choices[0]!.delta.tool_calls ?? [])[0]!;
      expect(call.id).toBe(SHELL_CALL_ID);
      expect(call.function.name).toBe('bash');
      expect(JSON.parse(call.function.arguments)).toEqual({ command: 'echo hookprobe > probe.txt', description: 'Write the probe file', mode: 'sync' });
      expect(first.chunks.at(-1)!.choices[0]!.finish_reason).toBe('tool_calls');
      const second = await stream(model.url, { tools: [bash], messages: [{ role: 'tool', tool_call_id: SHELL_CALL_ID, content: 'Denied by preToolUse hook: zqwhy' }] });
      expect(second.chunks.map((chunk) => chunk.choices[0]!.delta.content ?? '').join('')).toBe('Done.');
      expect(second.chunks.at(-1)!.choices[0]!.finish_reason).toBe('stop');
      expect(model.requests.map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    } finally {
      await model.close();
    }
  });

  it('answers text when no shell tool is offered, as one JSON object when not asked to stream, and lists its model', async () => {
    const model = await startFakeChatCompletions('true');
    try {
      const response = await fetch(`${model.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ tools: [], messages: [] }) });
      expect(await response.json()).toMatchObject({ object: 'chat.completion', choices: [{ message: { role: 'assistant', content: 'Done.' }, finish_reason: 'stop' }] });
      expect(await (await fetch(`${model.url}/v1/models`)).json()).toMatchObject({ data: [{ id: 'hookcheck-fake-model' }] });
    } finally {
      await model.close();
    }
  });

  it('fills every other required argument with the first value its schema allows', () => {
    const tool = { name: 'bash', parameters: { properties: { initial_wait: { type: 'integer' }, detach: { type: 'boolean' } }, required: ['command', 'initial_wait', 'detach'] } };
    expect(shellArguments(tool, 'ls')).toEqual({ command: 'ls', description: 'Write the probe file', initial_wait: 30, detach: false });
  });
});
