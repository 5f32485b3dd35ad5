/** The fake Anthropic model, for a session that interrupts its first turn: that turn's request held open. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeModel } from '../../../src/live/fake-model.js';
import type { LoopbackServer } from '../../../src/live/loopback-server.js';

const MAIN_LOOP = { model: 'claude-fake', tools: [{ name: 'Bash' }], messages: [{ role: 'user', content: 'Say it.' }] };
const SIDE = { model: 'claude-fake', messages: [{ role: 'user', content: 'A title for this.' }] };

let model: LoopbackServer | undefined;
afterEach(() => model?.close());

function post(body: object, signal?: AbortSignal): Promise<Response> {
  return fetch(`${model!.url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...(signal === undefined ? {} : { signal }) });
}

async function textOf(response: Promise<Response>): Promise<unknown> {
  return ((await (await response).json()) as { content: unknown }).content;
}

describe(startFakeModel.name, () => {
  it("holds the main loop's first request open until the client gives up on it, and answers every other", async () => {
    const held = vi.fn();
    model = await startFakeModel({ kind: 'answer' }, { onTurnHeld: held });
    const stop = new AbortController();
    const first = post(MAIN_LOOP, stop.signal);
    await vi.waitFor(() => expect(held).toHaveBeenCalledOnce());
    expect(await textOf(post(SIDE))).toEqual([{ type: 'text', text: 'Done.' }]);
    expect(await textOf(post(MAIN_LOOP))).toEqual([{ type: 'text', text: 'Done.' }]);
    stop.abort();
    await expect(first).rejects.toThrow();
    expect(held).toHaveBeenCalledOnce();
    expect(model.requests).toHaveLength(3);
  });

  it("calls a subagent from the main loop only: the subagent's own loop, offered the same tool, gets a plain answer", async () => {
    const call = { description: 'Say a word', prompt: 'Say zqsubagentword.' };
    model = await startFakeModel({ kind: 'tool-call', toolName: 'Agent', toolInput: call });
    const offered = [{ name: 'Agent' }, { name: 'Bash' }];
    const main = await textOf(post({ model: 'claude-fake', tools: offered, messages: [{ role: 'user', content: 'Say it.' }] }));
    expect(main).toEqual([expect.objectContaining({ type: 'tool_use', name: 'Agent', input: call })]);
    const subagent = { model: 'claude-fake', tools: offered, messages: [{ role: 'user', content: [{ type: 'text', text: 'Say zqsubagentword.' }] }] };
    expect(await textOf(post(subagent))).toEqual([{ type: 'text', text: 'Done.' }]);
  });

  it('holds nothing for a session that does not interrupt', async () => {
    model = await startFakeModel({ kind: 'answer' });
    expect(await textOf(post(MAIN_LOOP))).toEqual([{ type: 'text', text: 'Done.' }]);
  });
});
