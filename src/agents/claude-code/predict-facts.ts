/**
 * What a headless Claude Code session shows of an effect: whether the tool ran, whether the prompt
 * reached the model, whether the agent went on, how it labels the hook run, and which texts it
 * sends the model. These are the facets the truth table (specs/claude-code/truth/) records, so the
 * oracle is held to the agent on each of them.
 */
import type { EventName } from '../../../specs/claude-code/events.js';
import type { HookOutcome } from '../../model/outcome.js';
import type { Effect } from '../../oracle/effect.js';

export interface PredictedFacts {
  /** The tool call went through to the tool; null on events without one. */
  readonly toolRan: boolean | null;
  readonly promptReached: boolean;
  /** As session-facts.ts reads it: the tool result went back to the model, Stop was overridden, compaction went ahead, the prompt after an interrupt reached the model. */
  readonly continued: boolean | null;
  /** How the agent labels the hook run in its event stream; null where it reports none. */
  readonly hookLabel: 'success' | 'error' | null;
  /** Texts the agent sends the model because of the answer. */
  readonly modelTexts: readonly string[];
  /** The tool ran with the hook's rewritten input. */
  readonly ranRewrite: boolean;
}

const HELD_BACK = new Set<Effect['kind']>(['deny', 'block', 'stop', 'ask', 'defer']);

/** Events whose hook runs the agent's stream never reports (PreCompact on 2.1.332, Interrupt on 2.1.335). */
const UNREPORTED = new Set<EventName>(['PreCompact', 'Interrupt']);

/** The facets `effect` shows when a hook on `event` ended with `outcome`. */
export function predictFacts(event: EventName, outcome: HookOutcome, effect: Effect): PredictedFacts {
  const hookLabel = UNREPORTED.has(event) ? null : labelOf(outcome, effect);
  const base = { toolRan: null, promptReached: true, continued: null, hookLabel, ranRewrite: false };
  const heldBack = HELD_BACK.has(effect.kind);
  // A stopReason is for the user: the turn ends, and the model is never told it.
  const told = [...(heldBack && effect.kind !== 'stop' ? [effect.reason ?? ''] : []), ...effect.context];
  switch (event) {
    case 'PreToolUse': {
      const toolRan = !heldBack;
      // A deferred call waits for the caller: a headless session ends there.
      const continued = !effect.endsTurn && effect.kind !== 'defer';
      return { ...base, toolRan, continued, modelTexts: continued ? told : [], ranRewrite: toolRan && effect.rewrite !== undefined };
    }
    case 'PermissionRequest': {
      // Headless, a call that asks is refused unless the hook allows it: only an allow runs it.
      const toolRan = effect.kind === 'allow';
      const continued = !effect.endsTurn;
      return { ...base, toolRan, continued, modelTexts: continued ? told : [], ranRewrite: toolRan && effect.rewrite !== undefined };
    }
    case 'PostToolUse':
    case 'PostToolUseFailure': {
      const continued = !effect.endsTurn;
      return { ...base, toolRan: true, continued, modelTexts: continued ? told : [] };
    }
    case 'UserPromptSubmit':
      return { ...base, promptReached: !heldBack, modelTexts: heldBack ? [] : effect.context };
    case 'Stop':
    case 'SubagentStop':
      // A block, or context, sends the agent (or the subagent) back to work; nothing else does.
      return { ...base, continued: effect.kind === 'block' || effect.kind === 'context', modelTexts: told };
    case 'PreCompact':
      return { ...base, continued: !heldBack, modelTexts: heldBack ? [] : effect.context };
    case 'Interrupt':
      // The next prompt starts a turn of its own: only an answer that ends the session stops it.
      return { ...base, continued: !effect.endsTurn && effect.kind !== 'stop', modelTexts: effect.context };
    default:
      return { ...base, modelTexts: effect.context };
  }
}

function labelOf(outcome: HookOutcome, effect: Effect): 'success' | 'error' {
  const exit2 = outcome.kind === 'exited' && outcome.exitCode === 2;
  return exit2 || effect.hookError === true || effect.kind === 'non-blocking-error' ? 'error' : 'success';
}
