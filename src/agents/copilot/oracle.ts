/**
 * Copilot CLI's two pre-tool events (measured: specs/copilot/truth/1.0.102.json). Both fail closed:
 * every non-zero exit blocks, 127 and a kill included ("hook errored"), and stderr never reaches
 * the model; on exit 2 the flat deny's reason still does. On exit 0 its own flat form denies
 * (`{"permissionDecision":"deny"}`, with or without a reason). The camelCase `preToolUse` (hooks
 * in `.github/hooks`) reads nothing else; the PascalCase `PreToolUse` — how Copilot runs hooks
 * written for Claude Code — also honours Claude's `hookSpecificOutput` deny and context.
 */
import type { EventName } from '../../../specs/claude-code/events.js';
import { COPILOT } from '../../../specs/copilot/agent.js';
import type { OtherAgentOracle } from '../../oracle/agent-oracle.js';
import { answerOf, denies, jsonObject, proceeds, specificOutput, stringField, timedOut, type HookAnswer } from '../../oracle/hook-answer.js';
import type { Effect } from '../../oracle/effect.js';
import { frameOf, shellCallOf } from '../../../specs/agents/shell-call.js';
import { copilotPreToolPayload } from '../../../specs/copilot/payloads.js';
import { toolMatcherSelects } from '../../oracle/tool-matcher.js';

const EVENTS = new Set(['preToolUse', 'PreToolUse']);

function readAnswer(event: string, { ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  const answer = jsonObject(stdout);
  const flatDeny = stringField(answer, 'permissionDecision') === 'deny';
  const specific = event === 'PreToolUse' ? specificOutput(answer) : null;
  const context = stringField(specific, 'additionalContext');
  if (ended !== 0) {
    const told = ended === 2 ? { reason: flatDeny ? stringField(answer, 'permissionDecisionReason') : undefined, context: context === undefined ? [] : [context] } : { reason: undefined, context: [] };
    return { ...denies(told.reason, { hookError: ended !== 2 }), context: told.context };
  }
  if (flatDeny) return denies(stringField(answer, 'permissionDecisionReason'));
  if (stringField(specific, 'permissionDecision') === 'deny') return denies(stringField(specific, 'permissionDecisionReason'));
  return context === undefined ? proceeds() : { kind: 'context', context: [context], notes: [] };
}

export const copilotOracle: OtherAgentOracle = {
  id: 'copilot',
  facts: COPILOT,
  name: COPILOT.name,
  latestVersion: COPILOT.latestVersion,
  denyHint: COPILOT.denyHint,
  basis: (version) => {
    const rows = (COPILOT.recordedTruth as Readonly<Record<string, number>>)[version];
    return rows === undefined ? null : { kind: 'recorded', rows };
  },
  // A hook written for Claude Code runs in Copilot's Claude-compatible, PascalCase form.
  nativeEvent: (event: EventName) => (event === 'PreToolUse' ? 'PreToolUse' : null),
  predict: (event, outcome) => {
    if (!EVENTS.has(event)) throw new Error(`Copilot CLI: only preToolUse and PreToolUse are modelled, not ${event}`);
    return readAnswer(event, answerOf(outcome));
  },
  // Its own hooks (`.github/hooks`) run on the camelCase event, hooks written for Claude Code on the PascalCase one.
  runEvents: (event: EventName) => (event === 'PreToolUse' ? ['PreToolUse', 'preToolUse'] : []),
  payloadFor: (event, claudeSample) => {
    const call = shellCallOf(claudeSample);
    return EVENTS.has(event) && call !== null ? copilotPreToolPayload(event, frameOf(claudeSample), call) : null;
  },
  matcherSelects: (matcher, payload) => toolMatcherSelects(COPILOT.toolMatching, matcher, String(payload['toolName'] ?? payload['tool_name'])),
};
