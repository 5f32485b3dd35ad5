/**
 * What one live session of an agent other than Claude Code shows about the hook on its one shell
 * call, read from the project and from the requests the fake model got: whether the call ran,
 * whether the agent asked the model again with its result, and what it sent the model once the
 * hook had answered. A truth row reads its marker words out of it; a live replay, the hook's own
 * texts.
 */
import { PRE_TOOL_CHANNELS, type AgentRowFacts, type PreToolChannel } from '../../specs/agents/pre-tool-answers.js';

export interface LiveCall {
  readonly toolRan: boolean;
  readonly continued: boolean;
  /** The bodies of the model requests sent after the call was made (the hook had answered by then). */
  readonly laterRequests: readonly string[];
  /** The bodies of those sent before: what the model was told whatever the hook answered. */
  readonly earlierRequests: readonly string[];
}

/**
 * The row facts: `markers` maps each channel to its word (none of them in the prompt or config). On
 * an end-of-turn row what counts comes after the agent's final answer: `continued` is whether it
 * asked the model again at all.
 */
export function rowFactsOf(call: LiveCall, markers: Readonly<Record<PreToolChannel, string>>, endOfTurn = false): AgentRowFacts {
  const later = endOfTurn ? afterFinalAnswer(call) : call.laterRequests;
  const reached = Object.fromEntries(PRE_TOOL_CHANNELS.map((channel) => [channel, later.some((body) => body.includes(markers[channel]))])) as Record<PreToolChannel, boolean>;
  return { toolRan: call.toolRan, continued: endOfTurn ? later.length > 0 : call.continued, reached };
}

/**
 * The requests sent after the model's final answer: the fake model answers the one request that
 * carries the call's result with its final text, so every request after that one is the agent
 * going on after its end-of-turn hook.
 */
export function afterFinalAnswer(call: LiveCall): readonly string[] {
  return call.laterRequests.slice(1);
}

const inBody = (text: string) => {
  const escaped = JSON.stringify(text).slice(1, -1);
  return (body: string) => body.includes(escaped);
};

/** Whether `text` reached the model after the call: it sits in a request body as a JSON string's content. */
export function reachedModel(call: LiveCall, text: string): boolean {
  return text !== '' && call.laterRequests.some(inBody(text));
}

/** Whether the model was sent `text` before the hook answered (so finding it later proves nothing). */
export function sentBefore(call: LiveCall, text: string): boolean {
  return call.earlierRequests.some(inBody(text));
}
