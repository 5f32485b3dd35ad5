/**
 * Holds the oracle to what the real agent did. Both sides are reduced to what a headless session
 * can show: the action was blocked, a hook error was reported, context reached the model, or the
 * agent simply proceeded.
 */
import type { EventName } from '../../../specs/claude-code/events.js';
import type { Effect } from '../../oracle/effect.js';
import type { AgentSession } from '../../live/agent-session.js';
import { TOOL_EVENTS, agentContinued } from '../../live/session-facts.js';
import { jsonEscaped } from '../../live/request-messages.js';

import type { LiveEffect } from '../../model/run/hook-report.js';

type ObservedClass = LiveEffect;

interface LiveVerdict {
  readonly observed: ObservedClass;
  readonly predicted: ObservedClass | null;
  /** False when the oracle's effect cannot be told apart headless (ask, defer): no verdict. */
  readonly comparable: boolean;
  readonly agrees: boolean;
  readonly toolRan: boolean;
  /** What the model was told about the hook (a tool result, a reason), when anything. */
  readonly modelSaw: string | null;
  readonly hookExitCode: number | null;
  /** The agent went on after the hook, by its further model requests (session-facts.ts); null where the event shows nothing. */
  readonly continued: boolean | null;
  /** Why the session says nothing about the hook (it never ran); null when it does. */
  readonly unconfirmed: string | null;
}

/**
 * Where a block shows: the tool never ran, the prompt was refused, the reason reached the model, or
 * (Stop) the agent went on working, asking the model again.
 */
const BLOCK_SHOWS_AS: Partial<Record<EventName, 'tool-not-run' | 'prompt-refused' | 'reason-to-model' | 'agent-continued'>> = {
  PreToolUse: 'tool-not-run',
  PermissionRequest: 'tool-not-run',
  UserPromptSubmit: 'prompt-refused',
  PostToolUse: 'reason-to-model',
  PostToolUseFailure: 'reason-to-model',
  Stop: 'agent-continued',
  SubagentStop: 'agent-continued',
};
/** Where the end of a turn is judged: a block or context sends the agent (or subagent) back to work. */
const TURN_ENDS = new Set<EventName>(['Stop', 'SubagentStop']);
/** Events whose context is visible in the model's requests within one headless turn. */
const CONTEXT_VISIBLE = new Set<EventName>(['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'PostToolUseFailure', 'SubagentStart']);

/** Compares the oracle's effect with one agent session for the same hook answer. */
export function judgeLive(event: EventName, effect: Effect, session: AgentSession): LiveVerdict {
  const hookResponse = session.stream.hookResponses.find((response) => response.event === event);
  // Every replayed event's hook run shows in the stream (the truth tables label each): without one, the hook never ran.
  if (hookResponse === undefined) return neverRan(event, session, predictClass(event, effect));
  const reason = effect.reason?.trim() || hookResponse?.stderr.trim() || '';
  const reachedModel = (text: string) => text !== '' && session.requests.some((request) => request.body.includes(jsonEscaped(text)));
  const blocked = observeBlock(event, session, reason, reachedModel);
  const contextSeen = CONTEXT_VISIBLE.has(event) && [...effect.context, hookResponse?.stdout.trim() ?? ''].some(reachedModel);
  const hookError = hookResponse?.outcome === 'error' && hookResponse.exitCode !== 2;
  const observed: ObservedClass = blocked ? 'blocked' : contextSeen ? 'context' : hookError ? 'hook-error' : 'proceeded';
  // A block with no reason cannot show where the block shows as a reason reaching the model.
  const unobservable = BLOCK_SHOWS_AS[event] === 'reason-to-model' && (effect.kind === 'block' || effect.kind === 'deny') && reason === '';
  const predicted = unobservable ? null : predictClass(event, effect);
  // On a subagent's event the tool result is the subagent's hand-back, not anything the hook said.
  const toolResult = TOOL_EVENTS.has(event) ? (session.stream.toolResults[0]?.content ?? null) : null;
  return {
    observed,
    predicted,
    comparable: predicted !== null,
    agrees: predicted === null || predicted === observed,
    toolRan: session.toolRan,
    modelSaw: toolResult ?? (reachedModel(reason) ? reason : null),
    hookExitCode: hookResponse?.exitCode ?? null,
    continued: agentContinued(event, session),
    unconfirmed: null,
  };
}

const NO_SUBAGENT = ": no subagent of the case's agent_type ran (one defined outside the project does not exist in the replay)";
/** What may have kept the event from firing in the replay. */
const WHY_NOT_RUN: Partial<Record<EventName, string>> = { PostToolUseFailure: ': the replayed call may not have failed', SubagentStart: NO_SUBAGENT, SubagentStop: NO_SUBAGENT };

/**
 * The agent never ran the hook (it refused the tool call first, say "File does not exist"): what
 * it did says nothing about the hook's answer, so there is no verdict either way.
 */
function neverRan(event: EventName, session: AgentSession, predicted: ObservedClass | null): LiveVerdict {
  const refusal =
    session.stream.toolResults
      .find(({ isError }) => isError)
      ?.content.replace(/<\/?tool_use_error>/g, '')
      .trim() ?? null;
  return {
    observed: session.toolRan ? 'proceeded' : 'blocked',
    predicted,
    comparable: false,
    agrees: false,
    toolRan: session.toolRan,
    modelSaw: refusal,
    hookExitCode: null,
    continued: null,
    unconfirmed:
      event === 'PermissionRequest' && session.toolRan
        ? 'the agent ran the call without asking permission (it needs none), so the hook never ran'
        : refusal !== null && TOOL_EVENTS.has(event)
          ? `the agent refused the call before the hook ran: ${refusal.slice(0, 200)}`
          : `the agent did not run the hook${WHY_NOT_RUN[event] ?? ''}`,
  };
}

function observeBlock(event: EventName, session: AgentSession, reason: string, reachedModel: (text: string) => boolean): boolean {
  switch (BLOCK_SHOWS_AS[event]) {
    case 'tool-not-run':
      return !session.toolRan;
    case 'prompt-refused':
      return /blocked by hook/i.test(session.stream.result?.text ?? '') || session.requests.length === 0;
    case 'reason-to-model':
      return reachedModel(reason);
    case 'agent-continued':
      return agentContinued(event, session) === true;
    default:
      return false;
  }
}

/** The class the oracle's effect predicts on this event, or null when headless cannot show it. */
function predictClass(event: EventName, effect: Effect): ObservedClass | null {
  // Headless, a call that asks is refused unless the hook allows it; interactive, the user would be asked: no verdict then.
  if (event === 'PermissionRequest') return effect.kind === 'allow' ? 'proceeded' : effect.kind === 'deny' ? 'blocked' : null;
  switch (effect.kind) {
    case 'ask':
    case 'defer':
      return null;
    case 'stop':
      // continue: false at a turn's end lets the agent stop, which is what it was doing.
      return BLOCK_SHOWS_AS[event] === undefined || TURN_ENDS.has(event) ? 'proceeded' : 'blocked';
    case 'deny':
    case 'block':
      return BLOCK_SHOWS_AS[event] === undefined ? 'proceeded' : 'blocked';
    case 'context':
      // Context at a turn's end keeps the agent working, as a block does (measured on 2.1.332 and 2.1.335).
      if (TURN_ENDS.has(event)) return 'blocked';
      return CONTEXT_VISIBLE.has(event) ? 'context' : 'proceeded';
    case 'non-blocking-error':
      return 'hook-error';
    default:
      return 'proceeded';
  }
}
