/** Reading the facts of one agent session: what reached the model, whether the agent went on. */
import { describe, expect, it } from 'vitest';
import type { AgentSession } from '../../../src/live/agent-session.js';
import { agentContinued, readSessionFacts } from '../../../src/live/session-facts.js';
import { exited } from '../../helpers/factory.js';

const prompt = { role: 'user', content: [{ type: 'text', text: 'Say zqprompt.' }] };
const reply = { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] };
const toolResult = { role: 'user', content: [{ type: 'tool_result', content: 'zqtool' }] };

function session(messagesPerRequest: readonly (readonly object[])[], extra: Partial<AgentSession> = {}): AgentSession {
  return {
    subagentPrompt: 'Say zqsubagent.',
    stream: { hookResponses: [{ event: 'Stop', exitCode: 0, outcome: 'success', stdout: '', stderr: '' }], toolResults: [], result: null },
    requests: messagesPerRequest.map((messages) => ({ path: '/v1/messages', body: JSON.stringify({ messages }) })),
    toolRan: false,
    agentOutcome: exited(0),
    ...extra,
  };
}

describe(agentContinued.name, () => {
  it('after Stop: the model was asked again once it had answered', () => {
    expect(agentContinued('Stop', session([[prompt], [prompt, reply, { role: 'user', content: 'go on' }]]))).toBe(true);
    expect(agentContinued('Stop', session([[prompt], [prompt]]))).toBe(false);
  });

  it("after SubagentStop: the subagent's loop (its first message is the prompt the Agent call gave it) was asked again once it had answered", () => {
    const subagentPrompt = { role: 'user', content: [{ type: 'text', text: 'Say zqsubagent.' }] };
    const toolUse = { role: 'assistant', content: [{ type: 'tool_use', name: 'Agent', input: { prompt: 'Say zqsubagent.' } }] };
    const mainGoesOn = [prompt, toolUse, toolResult];
    expect(agentContinued('SubagentStop', session([[prompt], [subagentPrompt], [subagentPrompt, reply, { role: 'user', content: 'go on' }], mainGoesOn]))).toBe(true);
    expect(agentContinued('SubagentStop', session([[prompt], [subagentPrompt], mainGoesOn]))).toBe(false);
    // A session that started no subagent shows nothing of one.
    expect(agentContinued('SubagentStop', session([[prompt], mainGoesOn], { subagentPrompt: null }))).toBeNull();
  });

  it('after a tool event: the tool result went back to the model', () => {
    expect(agentContinued('PreToolUse', session([[prompt], [prompt, reply, toolResult]]))).toBe(true);
    expect(agentContinued('PreToolUse', session([[prompt]]))).toBe(false);
  });

  it('after PreCompact: the compaction went ahead', () => {
    const stream = (result: string) => exited(0, `{"type":"system","subtype":"status","compact_result":"${result}"}\n`);
    expect(agentContinued('PreCompact', session([], { agentOutcome: stream('success') }))).toBe(true);
    expect(agentContinued('PreCompact', session([], { agentOutcome: stream('failed') }))).toBe(false);
  });

  it('has nothing to say on other events', () => {
    expect(agentContinued('UserPromptSubmit', session([[prompt]]))).toBeNull();
  });
});

describe(readSessionFacts.name, () => {
  it('marks each channel whose word reached the model, tool-output channels only in tool results', () => {
    const observed = session([[prompt, { role: 'user', content: 'zqreason' }]], {
      stream: { hookResponses: [{ event: 'PreToolUse', exitCode: 1, outcome: 'error', stdout: '', stderr: '' }], toolResults: [{ isError: false, content: 'zqrewrite' }], result: null },
      toolRan: true,
    });
    const facts = readSessionFacts('PreToolUse', observed, { reason: 'zqreason', stderr: 'zqstderr', rewrite: 'zqrewrite', context: 'zqreason' }, 'zqprompt', ['rewrite', 'context']);
    expect(facts).toEqual({ toolRan: true, promptReached: true, continued: false, hookLabel: 'error', reached: { reason: true, stderr: false, rewrite: true, context: false } });
  });

  it('has no tool fact on an event without a tool call, and no label when the agent reports none', () => {
    const facts = readSessionFacts('UserPromptSubmit', session([]), {}, 'zqprompt');
    expect(facts).toMatchObject({ toolRan: null, promptReached: false, hookLabel: null });
  });
});
