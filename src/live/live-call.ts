/**
 * What one live session of an agent other than Claude Code shows about the hook on its one shell
 * call, read from the project and from the requests the fake model got: whether the call ran,
 * whether the agent asked the model again with its result, and what it sent the model once the
 * hook had answered. A truth row reads its marker words out of it; a live replay, the hook's own
 * texts.
 */
import { MARKERS, PRE_TOOL_CHANNELS, type AgentRowFacts, type AgentTruthRow, type PreToolChannel } from '../../specs/agents/pre-tool-answers.js';
import type { RowMoment } from '../oracle/event-moment.js';

export interface LiveCall {
  readonly toolRan: boolean;
  readonly continued: boolean;
  /** The bodies of the model requests sent after the call was made (the hook had answered by then). */
  readonly laterRequests: readonly string[];
  /** The bodies of those sent before: what the model was told whatever the hook answered. */
  readonly earlierRequests: readonly string[];
}

/** A recorded row's moment. */
export function momentOf(row: Pick<AgentTruthRow, 'endOfTurn' | 'beforePrompt'>): RowMoment {
  return row.endOfTurn === true ? 'end-of-turn' : row.beforePrompt === true ? 'prompt' : 'call';
}

/**
 * The row facts: `markers` maps each channel to its word (none of them in the prompt or config). On
 * an end-of-turn row what counts comes after the agent's final answer: `continued` is whether it
 * asked the model again at all.
 */
export function rowFactsOf(call: LiveCall, markers: Readonly<Record<PreToolChannel, string>>, moment: RowMoment = 'call'): AgentRowFacts {
  const later = moment === 'end-of-turn' ? afterFinalAnswer(call) : moment === 'prompt' ? everyRequest(call) : call.laterRequests;
  const reached = Object.fromEntries(PRE_TOOL_CHANNELS.map((channel) => [channel, later.some((body) => body.includes(markers[channel]))])) as Record<PreToolChannel, boolean>;
  const continued = moment === 'end-of-turn' ? later.length > 0 : moment === 'prompt' ? promptReached(call) : call.continued;
  return { toolRan: call.toolRan, continued, reached };
}

/** Every request of the session: before a prompt, the hook has answered before the first. */
export function everyRequest(call: LiveCall): readonly string[] {
  return [...call.earlierRequests, ...call.laterRequests];
}

/** Whether the session's prompt reached the model: a request carries its marker word. */
export function promptReached(call: LiveCall): boolean {
  return everyRequest(call).some((body) => body.includes(MARKERS.prompt));
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

/** Whether one of `bodies` carries `text`, as a JSON string's content. */
export function sentIn(bodies: readonly string[], text: string): boolean {
  return text !== '' && bodies.some(inBody(text));
}

/** Whether `text` reached the model after the call. */
export function reachedModel(call: LiveCall, text: string): boolean {
  return sentIn(call.laterRequests, text);
}

/** Whether the model was sent `text` before the hook answered (so finding it later proves nothing). */
export function sentBefore(call: LiveCall, text: string): boolean {
  return call.earlierRequests.some(inBody(text));
}
