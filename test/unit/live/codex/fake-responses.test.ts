/** The fake Responses model's script: one shell call while no call output has come back, text after. */
import { describe, expect, it } from 'vitest';
import { SHELL_CALL_ID, startFakeResponses } from '../../../../src/agents/codex/live/fake-responses.js';

async function post(url: string, body: object): Promise<readonly { type: string; item?: Record<string, unknown> }[]> {
  const response = await fetch(`${url}/v1/responses`, { method: 'POST', body: JSON.stringify(body) });
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as { type: string; item?: Record<string, unknown> });
}

describe(startFakeResponses.name, () => {
  it('calls exec_command with the command, then answers text once the output is back, and records both', async () => {
    const model = await startFakeResponses('echo hookprobe > probe.txt');
    try {
      const tools = [{ type: 'function', name: 'exec_command' }];
      const first = await post(model.url, { tools, input: [] });
      expect(first.map((event) => event.type)).toEqual(['response.created', 'response.output_item.added', 'response.output_item.done', 'response.completed']);
      expect(first[2]!.item).toMatchObject({ type: 'function_call', name: 'exec_command', call_id: SHELL_CALL_ID, arguments: '{"cmd":"echo hookprobe > probe.txt"}' });
      const second = await post(model.url, { tools, input: [{ type: 'function_call_output', call_id: SHELL_CALL_ID, output: 'ok' }] });
      expect(second[2]!.item).toMatchObject({ type: 'message', content: [{ type: 'output_text', text: 'Done.' }] });
      expect(model.requests.map((request) => request.path)).toEqual(['/v1/responses', '/v1/responses']);
    } finally {
      await model.close();
    }
  });

  it('answers text when no shell tool is offered', async () => {
    const model = await startFakeResponses('true');
    try {
      expect((await post(model.url, { tools: [], input: [] }))[2]!.item).toMatchObject({ type: 'message' });
    } finally {
      await model.close();
    }
  });
});
