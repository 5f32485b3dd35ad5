/**
 * What one Qwen Code session shows about the hook's answer on PreToolUse: whether the shell call
 * ran (its probe file), whether the CLI went back to the model with the call's answer, and which
 * channels' marker words reached the model after the call was issued.
 */
import type { AgentRowFacts, PreToolChannel } from '../../../../specs/agents/pre-tool-answers.js';
import { rowFactsOf, type LiveCall } from '../../../live/live-call.js';
import type { RowMoment } from '../../../oracle/event-moment.js';
import { HookcheckError } from '../../../errors.js';
import { describeOutcome } from '../../../model/outcome.js';
import { carriesShellCall, carriesToolResult, offersShellTool, parseChatRequest } from './fake-chat-completions.js';
import type { QwenSession } from './qwen-session.js';

/**
 * Reads the facts; `markers` maps each channel to its word. A session that shows nothing about the
 * hook (the CLI never started, hung, or never got to the shell call) throws rather than read as a
 * row where the tool did not run.
 */
export function readQwenFacts(session: Pick<QwenSession, 'requests' | 'toolRan' | 'agentOutcome'>, markers: Readonly<Record<PreToolChannel, string>>, moment: RowMoment = 'call'): AgentRowFacts {
  if (session.agentOutcome.kind === 'timed-out' || session.agentOutcome.kind === 'spawn-failed') {
    throw new HookcheckError(`Qwen Code did not finish its session: it ${describeEnd(session)}.`, { hint: 'Run the session by hand with the recipe of AGENTS-MEASURED.md and look at its stderr.' });
  }
  const requests = session.requests.filter((request) => request.path.startsWith('/v1/chat/completions')).map((request) => ({ body: request.body, parsed: parseChatRequest(request.body) }));
  // Before the prompt a hook may keep the session from reaching the model, and so from the call.
  if (moment !== 'prompt' && !requests.some((request) => offersShellTool(request.parsed))) {
    throw new HookcheckError(`The Qwen Code session never asked the model with the shell tool on offer (${session.requests.length} requests; the CLI ${describeEnd(session)}).`, {
      hint: 'Run the session by hand with the recipe of AGENTS-MEASURED.md and look at its stderr.',
    });
  }
  return rowFactsOf(qwenCall(session), markers, moment);
}

export function qwenCall(session: Pick<QwenSession, 'requests' | 'toolRan'>): LiveCall {
  const requests = session.requests.filter((request) => request.path.startsWith('/v1/chat/completions')).map((request) => ({ body: request.body, parsed: parseChatRequest(request.body) }));
  // A request whose history holds the fake model's shell call was sent once the hook had answered;
  // only those can carry the hook's text (the system prompt names hooks and tools in words, so the
  // message structure decides, not a text search for them).
  const after = requests.filter((request) => carriesShellCall(request.parsed));
  return { toolRan: session.toolRan, continued: after.some((request) => carriesToolResult(request.parsed)), laterRequests: after.map(({ body }) => body), earlierRequests: requests.filter((request) => !after.includes(request)).map(({ body }) => body) };
}

function describeEnd(session: Pick<QwenSession, 'agentOutcome'>): string {
  const outcome = session.agentOutcome;
  return `${describeOutcome(outcome)}: ${(outcome.stderr || outcome.stdout).trim().slice(-400)}`;
}
