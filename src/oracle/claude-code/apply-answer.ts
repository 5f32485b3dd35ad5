/**
 * What Claude Code does with a valid JSON answer (PROTOCOLS.md §1.9): `continue: false` stops
 * everything, then the event's own decision channel, then context and messages.
 */
import { EVENTS, type EventName } from '../../../specs/claude-code/events.js';
import type { Effect, EffectKind, ProtocolNote } from '../effect.js';
import { isPlainObject } from '../read-stdout.js';

interface Decision {
  readonly kind: EffectKind;
  readonly reason?: string;
}

/** The effect of a valid answer on `event`, with the notes gathered so far. */
export function applyAnswer(event: EventName, answer: Record<string, unknown>, notes: ProtocolNote[]): Effect {
  const specific = isPlainObject(answer['hookSpecificOutput']) ? answer['hookSpecificOutput'] : {};
  const context = typeof specific['additionalContext'] === 'string' ? [specific['additionalContext']] : [];
  const userMessage = typeof answer['systemMessage'] === 'string' ? answer['systemMessage'] : undefined;
  const decision = readStop(event, answer) ?? readDecision(event, answer, specific, notes);
  if (decision) {
    if ((decision.kind === 'deny' || decision.kind === 'block') && !decision.reason?.trim()) {
      notes.push({ code: 'decision-without-reason', detail: `a ${decision.kind} with no reason: Claude is not told why` });
    }
    return { ...decision, context, userMessage, notes };
  }
  return { kind: context.length > 0 ? 'context' : 'no-effect', context, userMessage, notes };
}

function readStop(event: EventName, answer: Record<string, unknown>): Decision | null {
  // TaskCreated ignores `continue: false` (PROTOCOLS.md §1.6).
  if (answer['continue'] !== false || event === 'TaskCreated') return null;
  return { kind: 'stop', reason: asText(answer['stopReason']) };
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
      if (decision?.['behavior'] === 'allow') return { kind: 'allow' };
      if (decision?.['behavior'] === 'deny') return { kind: 'deny', reason: asText(decision['message']) };
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
