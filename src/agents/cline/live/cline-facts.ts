/**
 * What one Cline session shows about the hook's answer on PreToolUse: whether the shell call ran
 * (its probe file), whether Cline went back to the model after the hook answered, and which
 * channels' marker words reached the model after the call was issued.
 */
import type { AgentRowFacts, PreToolChannel } from '../../../../specs/agents/pre-tool-answers.js';
import { rowFactsOf, type LiveCall } from '../../../live/live-call.js';
import type { RowMoment } from '../../../oracle/event-moment.js';
import { HookcheckError } from '../../../errors.js';
import { describeOutcome } from '../../../model/outcome.js';
import type { ClineSession } from './cline-session.js';
import { CHAT_PATH, offersShellTool, parseChatRequest } from './fake-chat-completions.js';

const HINT = 'Run the session by hand with the recipe of AGENTS-MEASURED.md (cline auth … then CLINE_NO_AUTO_UPDATE=1 cline --json …) and look at its output.';

/**
 * Reads the facts; `markers` maps each channel to its word. A session that shows nothing about the
 * hook (the CLI never finished, never got to the shell call, or never started the hook) throws
 * rather than read as a row.
 */
export function readClineFacts(session: Pick<ClineSession, 'requests' | 'probeFileExists' | 'hookRan' | 'agentOutcome'>, markers: Readonly<Record<PreToolChannel, string>>, moment: RowMoment = 'call'): AgentRowFacts {
  if (session.agentOutcome.kind === 'timed-out' || session.agentOutcome.kind === 'spawn-failed') {
    throw new HookcheckError(`The Cline CLI did not finish its session: it ${describeEnd(session)}.`, { hint: HINT });
  }
  const chats = session.requests.filter((request) => request.path.startsWith(CHAT_PATH));
  // The fake answers the first request offering the shell tool with the call; only what the model
  // is sent after it can carry the hook's answer.
  const callAt = chats.findIndex((request) => offersShellTool(parseChatRequest(request.body)));
  if (callAt === -1) {
    throw new HookcheckError(`The Cline session never asked the model with the shell tool on offer (${session.requests.length} requests; the CLI ${describeEnd(session)}).`, { hint: HINT });
  }
  if (!session.hookRan) {
    throw new HookcheckError(`Cline was given the shell call but never started the PreToolUse hook (the CLI ${describeEnd(session)}).`, { hint: HINT });
  }
  return rowFactsOf(clineCall(session), markers, moment);
}

export function clineCall(session: Pick<ClineSession, 'requests' | 'probeFileExists'>): LiveCall {
  const chats = session.requests.filter((request) => request.path.startsWith(CHAT_PATH));
  // The fake answers the first request offering the shell tool with the call; only what the model
  // is sent after it can carry the hook's answer.
  const callAt = chats.findIndex((request) => offersShellTool(parseChatRequest(request.body)));
  const after = callAt === -1 ? [] : chats.slice(callAt + 1);
  const before = callAt === -1 ? chats : chats.slice(0, callAt + 1);
  return { toolRan: session.probeFileExists, continued: after.length > 0, laterRequests: after.map(({ body }) => body), earlierRequests: before.map(({ body }) => body) };
}

function describeEnd(session: Pick<ClineSession, 'agentOutcome'>): string {
  const outcome = session.agentOutcome;
  return `${describeOutcome(outcome)}: ${(outcome.stderr || outcome.stdout).trim().slice(-400)}`;
}
