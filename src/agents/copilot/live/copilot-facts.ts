/**
 * The facts one Copilot session shows about a pre-tool hook's answer, read from what Copilot sent
 * the model and from the project: whether the shell call ran, whether Copilot went on to the model
 * with the call's result (its output, or the hook's denial in its place), and which channel's marker
 * word reached the model once the call was issued.
 */
import type { AgentRowFacts, PreToolChannel } from '../../../../specs/agents/pre-tool-answers.js';
import { rowFactsOf, type LiveCall } from '../../../live/live-call.js';
import type { RowMoment } from '../../../oracle/event-moment.js';
import type { RecordedRequest } from '../../../live/loopback-server.js';
import type { CopilotSession } from './copilot-session.js';

type Message = Readonly<Record<string, unknown>>;

/** Reads the facts; `markers` maps each channel to its word (none of them in the prompt or config). */
export function readCopilotFacts(session: Pick<CopilotSession, 'requests' | 'probeFileExists'>, markers: Readonly<Record<PreToolChannel, string>>, moment: RowMoment = 'call'): AgentRowFacts {
  return rowFactsOf(copilotCall(session), markers, moment);
}

export function copilotCall(session: Pick<CopilotSession, 'requests' | 'probeFileExists'>): LiveCall {
  // A request sent after the call was issued carries the call in its history: the hook has answered by then.
  const afterCall = session.requests.filter((request) => messagesOf(request).some((message) => message['role'] === 'assistant' && Array.isArray(message['tool_calls']) && message['tool_calls'].length > 0));
  return {
    toolRan: session.probeFileExists,
    continued: afterCall.some((request) => messagesOf(request).some((message) => message['role'] === 'tool')),
    laterRequests: afterCall.map(({ body }) => body),
    earlierRequests: session.requests.filter((request) => !afterCall.includes(request)).map(({ body }) => body),
  };
}

/** The `messages` of a chat-completions request (none when it is not one). */
function messagesOf(request: RecordedRequest): readonly Message[] {
  if (!request.path.startsWith('/v1/chat/completions')) return [];
  try {
    const messages = (JSON.parse(request.body) as { messages?: unknown }).messages;
    return Array.isArray(messages) ? messages.filter((message): message is Message => typeof message === 'object' && message !== null) : [];
  } catch {
    return [];
  }
}
