/**
 * What one Gemini CLI session shows about the hook's answer on BeforeTool: whether the shell call
 * ran (its probe file), whether the CLI went back to the model with the call's answer, and which
 * channels' marker words reached the model after the call was made.
 */
import type { AgentRowFacts, PreToolChannel } from '../../../../specs/agents/pre-tool-answers.js';
import { rowFactsOf, type LiveCall } from '../../../live/live-call.js';
import type { RowMoment } from '../../../oracle/event-moment.js';
import { HookcheckError } from '../../../errors.js';
import { describeOutcome } from '../../../model/outcome.js';
import { carriesFunctionResponse, offersShellTool, parseGeminiRequest } from './fake-gemini.js';
import type { GeminiSession } from './gemini-session.js';

/**
 * Reads the facts; `markers` maps each channel to its word. A session that shows nothing about the
 * hook (the CLI never started, hung, or never got to the shell call) throws rather than read as a
 * row where the tool did not run.
 */
export function readGeminiFacts(session: GeminiSession, markers: Readonly<Record<PreToolChannel, string>>, moment: RowMoment = 'call'): AgentRowFacts {
  if (session.agentOutcome.kind === 'timed-out' || session.agentOutcome.kind === 'spawn-failed') {
    throw new HookcheckError(`The Gemini CLI did not finish its session: it ${describeEnd(session)}.`, { hint: 'Run the session by hand with the recipe of AGENTS-MEASURED.md and look at its stderr.' });
  }
  const requests = session.requests.map((request) => ({ body: request.body, parsed: parseGeminiRequest(request.body) }));
  // The fake answers the first main-loop request with the shell call; only what the model is sent
  // after it can carry the hook's text (the first one holds the prompt and the project listing).
  const callAt = requests.findIndex((request) => offersShellTool(request.parsed));
  // Before the prompt a hook may keep the session from reaching the model, and so from the call.
  if (callAt === -1 && moment !== 'prompt') {
    throw new HookcheckError(`The Gemini session never asked the model with the shell tool on offer (${session.requests.length} requests; the CLI ${describeEnd(session)}).`, {
      hint: 'Run the session by hand with the recipe of AGENTS-MEASURED.md and look at its stderr.',
    });
  }
  return rowFactsOf(geminiCall(session), markers, moment);
}

export function geminiCall(session: Pick<GeminiSession, 'requests' | 'toolRan'>): LiveCall {
  const requests = session.requests.map((request) => ({ body: request.body, parsed: parseGeminiRequest(request.body) }));
  // The fake answers the first main-loop request with the shell call; only what the model is sent
  // after it can carry the hook's text (the first one holds the prompt and the project listing).
  const callAt = requests.findIndex((request) => offersShellTool(request.parsed));
  const after = callAt === -1 ? [] : requests.slice(callAt + 1);
  const before = callAt === -1 ? requests : requests.slice(0, callAt + 1);
  return { toolRan: session.toolRan, continued: after.some((request) => carriesFunctionResponse(request.parsed)), laterRequests: after.map(({ body }) => body), earlierRequests: before.map(({ body }) => body) };
}

function describeEnd(session: GeminiSession): string {
  const outcome = session.agentOutcome;
  return `${describeOutcome(outcome)}: ${(outcome.stderr || outcome.stdout).trim().slice(-400)}`;
}
