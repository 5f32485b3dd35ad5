/**
 * What Claude Code does with a valid JSON answer (PROTOCOLS.md §1.9): `continue: false` stops
 * everything, then the event's own decision channel, then context and messages.
 */
import { EVENTS, type EventName } from '../../../specs/claude-code/events.js';
import type { Effect, EffectKind, ProtocolNote } from '../../oracle/effect.js';
import { isPlainObject } from '../../oracle/read-stdout.js';

interface Decision {
  readonly kind: EffectKind;
  readonly reason?: string;
  /** The decision also ends the turn (a PermissionRequest deny with `interrupt: true`). */
  readonly endsTurn?: true;
}

/** The effect of a valid answer on `event`, with the notes gathered so far. */
export function applyAnswer(event: EventName, answer: Record<string, unknown>, notes: ProtocolNote[]): Effect {
  const specific = isPlainObject(answer['hookSpecificOutput']) ? answer['hookSpecificOutput'] : {};
  const context = typeof specific['additionalContext'] === 'string' ? [specific['additionalContext']] : [];
  const userMessage = typeof answer['systemMessage'] === 'string' ? answer['systemMessage'] : undefined;
  const endsTurn = answer['continue'] === false && !IGNORES_CONTINUE.has(event);
  const rewrite = readRewrite(event, specific);
  const extras = { ...(endsTurn ? { endsTurn } : {}), ...(rewrite ? { rewrite } : {}) };
  // `continue: false` holds the action back, except before a tool: the tool runs, then the turn ends.
  const stop: Decision | null = endsTurn && event !== 'PreToolUse' ? { kind: 'stop', reason: asText(answer['stopReason']) } : null;
  const decision = stop ?? readDecision(event, answer, specific, notes);
  noteApproveReason(event, answer, notes);
  if (decision) {
    if ((decision.kind === 'deny' || decision.kind === 'block') && !decision.reason?.trim()) {
      notes.push({ code: 'decision-without-reason', detail: `a ${decision.kind} with no reason: Claude is not told why` });
    }
    return { ...decision, context, userMessage, ...extras, notes };
  }
  const reason = endsTurn ? { reason: asText(answer['stopReason']) } : {};
  return { kind: context.length > 0 ? 'context' : 'no-effect', ...reason, context, userMessage, ...extras, notes };
}

/** Events that ignore `continue: false` (PROTOCOLS.md §1.6; SessionStart, PreCompact, PostToolUseFailure and PermissionRequest measured on 2.1.332 and 2.1.335). */
const IGNORES_CONTINUE = new Set<EventName>(['TaskCreated', 'SessionStart', 'PreCompact', 'PostToolUseFailure', 'PermissionRequest']);

/** `updatedInput`: the input the agent runs the tool with instead of the model's. */
function readRewrite(event: EventName, specific: Record<string, unknown>): Record<string, unknown> | undefined {
  if (event === 'PreToolUse' && isPlainObject(specific['updatedInput'])) return specific['updatedInput'];
  const decision = specific['decision'];
  if (event === 'PermissionRequest' && isPlainObject(decision) && isPlainObject(decision['updatedInput'])) return decision['updatedInput'];
  return undefined;
}

function readDecision(
  event: EventName,
  answer: Record<string, unknown>,
  specific: Record<string, unknown>,
  notes: ProtocolNote[],
): Decision | null {
  switch (event) {
    case 'PreToolUse':
    case 'PreModelSwitch':
    case 'PreSkillShellCommand': {
      const decision = specific['permissionDecision'];
      if (typeof decision === 'string') return { kind: decision as EffectKind, reason: asText(specific['permissionDecisionReason']) };
      return event === 'PreToolUse' ? readDeprecatedDecision(answer, notes) : null;
    }
    case 'PermissionRequest': {
      const decision = isPlainObject(specific['decision']) ? specific['decision'] : null;
      // Measured (2.1.332, 2.1.335): a top-level "approve" there allows nothing and a "block" refuses nothing; the user is asked as before.
      if (decision === null && (answer['decision'] === 'approve' || answer['decision'] === 'block')) {
        notes.push({ code: 'answer-not-read', detail: `Claude Code reads no top-level "decision" on PermissionRequest: nothing is decided; answer with hookSpecificOutput.decision.behavior ("allow" or "deny")` });
      }
      if (decision?.['behavior'] === 'allow') return { kind: 'allow' };
      // `interrupt: true` stops the turn there: the model is not told the message (measured, 2.1.332 and 2.1.335).
      if (decision?.['behavior'] === 'deny') return { kind: 'deny', reason: asText(decision['message']), ...(decision['interrupt'] === true ? { endsTurn: true as const } : {}) };
      return null;
    }
    case 'Elicitation':
    case 'ElicitationResult': {
      const action = specific['action'];
      if (action === 'accept') return { kind: 'allow' };
      if (action === 'decline' || action === 'cancel') return { kind: 'deny', reason: `elicitation ${action}d by the hook` };
      return null;
    }
    default:
      if (EVENTS[event].topLevelDecision && answer['decision'] === 'block') return { kind: 'block', reason: asText(answer['reason']) };
      return null;
  }
}

/** Where `{"decision": "approve", "reason": …}` was measured: its reason never reaches the model (2.1.332 and 2.1.335). */
const APPROVE_REASON_DROPPED = new Set<EventName>(['PostToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'Stop', 'SubagentStop']);

/** A reason given with "approve" is text the hook means someone to read: there, no one does. */
function noteApproveReason(event: EventName, answer: Record<string, unknown>, notes: ProtocolNote[]): void {
  if (!APPROVE_REASON_DROPPED.has(event) || answer['decision'] !== 'approve' || !asText(answer['reason'])?.trim()) return;
  // Kept under the 200 characters a finding's text shows.
  const instead = event === 'Stop' || event === 'SubagentStop' ? `{"decision": "block", "reason": …}, which keeps ${event === 'Stop' ? 'Claude' : 'the subagent'} working` : `hookSpecificOutput.additionalContext (hookEventName "${event}")`;
  notes.push({ code: 'answer-not-read', detail: `Claude Code passes no "reason" beside "decision": "approve" on ${event} to the model; to tell it, use ${instead}` });
}

/** Top-level `decision` on PreToolUse: deprecated, still mapped (approve → allow, block → deny). */
function readDeprecatedDecision(answer: Record<string, unknown>, notes: ProtocolNote[]): Decision | null {
  const decision = answer['decision'];
  if (decision !== 'approve' && decision !== 'block') return null;
  notes.push({ code: 'deprecated-decision', detail: 'top-level "decision" on PreToolUse is deprecated; use hookSpecificOutput.permissionDecision' });
  return { kind: decision === 'approve' ? 'allow' : 'deny', reason: asText(answer['reason']) };
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
