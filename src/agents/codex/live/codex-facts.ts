/**
 * The facts one Codex session shows about a pre-tool hook's answer, read from what Codex sent the
 * model and from the project: whether the shell call ran, whether Codex went on to the model with
 * the call's output, and which channel's marker word reached the model once the call was issued.
 */
import type { AgentRowFacts, PreToolChannel } from '../../../../specs/agents/pre-tool-answers.js';
import { rowFactsOf, type LiveCall } from '../../../live/live-call.js';
import type { RowMoment } from '../../../oracle/event-moment.js';
import type { RecordedRequest } from '../../../live/loopback-server.js';
import type { CodexSession } from './codex-session.js';

type InputItem = Readonly<Record<string, unknown>>;

/** Reads the facts; `markers` maps each channel to its word (none of them in the prompt or config). */
export function readCodexFacts(session: Pick<CodexSession, 'requests' | 'probeFileExists'>, markers: Readonly<Record<PreToolChannel, string>>, moment: RowMoment = 'call'): AgentRowFacts {
  return rowFactsOf(codexCall(session), markers, moment);
}

export function codexCall(session: Pick<CodexSession, 'requests' | 'probeFileExists'>): LiveCall {
  // A request sent after the call was issued carries the call in its history: the hook has answered by then.
  const afterCall = session.requests.filter((request) => inputOf(request).some((item) => item['type'] === 'function_call'));
  return {
    toolRan: session.probeFileExists,
    continued: afterCall.some((request) => inputOf(request).some((item) => item['type'] === 'function_call_output')),
    laterRequests: afterCall.map(({ body }) => body),
    earlierRequests: session.requests.filter((request) => !afterCall.includes(request)).map(({ body }) => body),
  };
}

/** The `input` items of a Responses request (none when it is not one). */
function inputOf(request: RecordedRequest): readonly InputItem[] {
  try {
    const input = (JSON.parse(request.body) as { input?: unknown }).input;
    return Array.isArray(input) ? input.filter((item): item is InputItem => typeof item === 'object' && item !== null) : [];
  } catch {
    return [];
  }
}
