/**
 * The live verdict for a hook run as another agent: on the pre-tool event, whether the call ran;
 * after the call, whether the hook's reason or context reached the model and whether the agent
 * went on. Each verdict must agree where the session shows what the oracle says, disagree where it
 * does not, and stay unconfirmed where the text cannot tell (the model was sent it anyway).
 */
import { describe, expect, it } from 'vitest';
import { judgeLiveCall } from '../../../src/engine/phases/8-live-agent-verdict.js';
import type { LiveCall } from '../../../src/live/live-call.js';
import { exited } from '../../helpers/factory.js';

const REASON = 'read the output of that command again';
const block = JSON.stringify({ decision: 'block', reason: REASON });
const answer = (stdout: string, exit = 0, stderr = '') => ({ stdin: '{"tool_name":"Bash","tool_input":{"command":"ls"}}', outcome: exited(exit, stdout, stderr) });
const body = (text: string) => JSON.stringify({ input: [{ type: 'function_call_output', output: text }] });
const call = (later: readonly string[], options: Partial<LiveCall> = {}): LiveCall => ({
  toolRan: true,
  continued: true,
  laterRequests: later.map(body),
  earlierRequests: [body('Say hello.')],
  ...options,
});
const codexAfter = { agent: 'codex', event: 'PostToolUse', version: '0.171.0' } as const;

describe('the live verdict after the call', () => {
  it("agrees when the block's reason reached the model, and disagrees when it did not", () => {
    expect(judgeLiveCall(codexAfter, '0.171.0', call([REASON]), answer(block))).toMatchObject({ effect: 'blocked', agreesWithOracle: true, modelSaw: REASON, continued: true });
    expect(judgeLiveCall(codexAfter, '0.171.0', call(['total 0']), answer(block))).toMatchObject({ effect: 'proceeded', agreesWithOracle: false });
  });

  it('catches a text the oracle says is dropped that reached the model all the same', () => {
    // Qwen Code passes nothing on after exit 2: stderr reaching the model would prove the oracle wrong.
    const qwen = { agent: 'qwen', event: 'PostToolUse', version: '0.24.4' } as const;
    expect(judgeLiveCall(qwen, '0.24.4', call(['total 0']), answer('', 2, REASON))).toMatchObject({ effect: 'proceeded', agreesWithOracle: true });
    expect(judgeLiveCall(qwen, '0.24.4', call([REASON]), answer('', 2, REASON))).toMatchObject({ effect: 'blocked', agreesWithOracle: false });
  });

  it('reads an end of the run as the block it is where the oracle says the answer ends it', () => {
    const gemini = { agent: 'gemini', event: 'AfterTool', version: '0.61.0' } as const;
    const stop = JSON.stringify({ continue: false, stopReason: 'enough' });
    expect(judgeLiveCall(gemini, '0.61.0', call([], { continued: false }), answer(stop))).toMatchObject({ effect: 'blocked', agreesWithOracle: true });
    expect(judgeLiveCall(gemini, '0.61.0', call(['total 0']), answer(stop))).toMatchObject({ effect: 'proceeded', agreesWithOracle: false });
  });

  it('leaves unconfirmed a reason the model was sent before the hook answered, or one the payload carries', () => {
    const earlier = call([REASON], { earlierRequests: [body(`rules: ${REASON}`)] });
    expect(judgeLiveCall(codexAfter, '0.171.0', earlier, answer(block))).toMatchObject({ agreesWithOracle: false, unconfirmed: expect.stringContaining('cannot show') });
    const echoed = { ...answer(JSON.stringify({ decision: 'block', reason: 'ls' })) };
    expect(judgeLiveCall(codexAfter, '0.171.0', call(['ls']), echoed)).toMatchObject({ unconfirmed: expect.stringContaining('cannot show') });
  });

  it('says why when the agent never ran the hook after the call', () => {
    expect(judgeLiveCall(codexAfter, '0.171.0', call([]), null)).toMatchObject({ predicted: 'unknown', unconfirmed: expect.stringContaining('after this call') });
  });
});

describe('the live verdict at the end of the turn', () => {
  const codexStop = { agent: 'codex', event: 'Stop', version: '0.171.0' } as const;
  // The first request after the call carries its result; any after that is the agent going on past its final answer.
  const result = 'total 0';

  it('agrees when a block made the agent go on with its reason, and disagrees when it stopped', () => {
    expect(judgeLiveCall(codexStop, '0.171.0', call([result, REASON]), answer(block))).toMatchObject({ effect: 'blocked', continued: true, modelSaw: REASON, agreesWithOracle: true });
    expect(judgeLiveCall(codexStop, '0.171.0', call([result]), answer(block))).toMatchObject({ effect: 'proceeded', agreesWithOracle: false });
  });

  it('agrees when an answer that blocks nothing lets it stop, and disagrees when it went on', () => {
    expect(judgeLiveCall(codexStop, '0.171.0', call([result]), answer(''))).toMatchObject({ effect: 'proceeded', agreesWithOracle: true });
    expect(judgeLiveCall(codexStop, '0.171.0', call([result, 'more']), answer(''))).toMatchObject({ effect: 'blocked', agreesWithOracle: false });
  });
});

describe('the live verdict before the prompt', () => {
  const codexPrompt = { agent: 'codex', event: 'UserPromptSubmit', version: '0.171.0' } as const;
  const prompted = (texts: readonly string[]): LiveCall => ({ toolRan: true, continued: true, laterRequests: [], earlierRequests: texts.map(body) });

  it('agrees when a block kept the prompt from the model, and disagrees when it reached it', () => {
    expect(judgeLiveCall(codexPrompt, '0.171.0', prompted([]), answer(block))).toMatchObject({ effect: 'blocked', agreesWithOracle: true });
    expect(judgeLiveCall(codexPrompt, '0.171.0', prompted(['Say zqpromptword.']), answer(block))).toMatchObject({ effect: 'proceeded', agreesWithOracle: false });
  });

  it("agrees when the hook's context went with the prompt, and disagrees when it did not", () => {
    const context = JSON.stringify({ hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: 'the repo uses pnpm' } });
    expect(judgeLiveCall(codexPrompt, '0.171.0', prompted(['Say zqpromptword. the repo uses pnpm']), answer(context))).toMatchObject({
      effect: 'context',
      agreesWithOracle: true,
      modelSaw: 'the repo uses pnpm',
    });
    expect(judgeLiveCall(codexPrompt, '0.171.0', prompted(['Say zqpromptword.']), answer(context))).toMatchObject({ effect: 'proceeded', agreesWithOracle: false });
  });
});

describe('the live verdict before the call', () => {
  it('agrees when the call ran as the oracle says, and disagrees when it did not', () => {
    const codexBefore = { agent: 'codex', event: 'PreToolUse', version: '0.171.0' } as const;
    expect(judgeLiveCall(codexBefore, '0.171.0', call([]), answer('', 2, 'no'))).toMatchObject({ agreesWithOracle: false, effect: 'proceeded' });
    expect(judgeLiveCall(codexBefore, '0.171.0', call([], { toolRan: false }), answer('', 2, 'no'))).toMatchObject({ agreesWithOracle: true, effect: 'blocked' });
  });
});
