/**
 * What a headless session of an agent other than Claude Code shows of an effect: whether the tool
 * ran, whether the agent went on to ask the model again, and the texts it sent the model once the
 * hook had answered. These are the facets its truth table (specs/<agent>/truth/) records. On a
 * pre-tool event a blocking effect holds the call back; after the call it has run whatever the
 * hook says, and a block's reason is what the model is told instead of, or beside, its result. At
 * the end of a turn, a block is what makes the agent go on.
 */
import type { EventName } from '../../specs/claude-code/events.js';
import { isBlocking, type Effect } from './effect.js';
import { isBeforeCall, momentOfEvent } from './event-moment.js';
import { toolHeldBack } from './portability/tool-held-back.js';

export interface AgentSessionFacts {
  readonly toolRan: boolean;
  readonly continued: boolean;
  readonly modelTexts: readonly string[];
}

/** `event`: the Claude Code event the agent's event answers to. */
export function predictSessionFacts(event: EventName, effect: Effect): AgentSessionFacts {
  if (momentOfEvent(event) === 'prompt') {
    // Held back (or the session ended as it started), the prompt never reaches the model; let through, it goes with any context.
    const held = isBlocking(effect.kind) || effect.endsTurn === true;
    // A prompt the hook replaced (Copilot's modifiedPrompt) reaches the model in its place: the prompt itself does not.
    const replaced = effect.rewrite?.['prompt'] !== undefined;
    return { toolRan: !held, continued: !held && !replaced, modelTexts: held ? [] : effect.context };
  }
  // The session is over: whatever the hook answers, the agent asks the model nothing more.
  if (event === 'SessionEnd') return { toolRan: true, continued: false, modelTexts: [] };
  if (momentOfEvent(event) === 'end-of-turn') {
    // The turn (or the subagent's) has ended: only a block makes the agent go on, with its reason (and any context) as what it works from.
    const goesOn = effect.kind === 'block' && effect.endsTurn !== true;
    return { toolRan: true, continued: goesOn, modelTexts: goesOn ? [...(effect.reason === undefined ? [] : [effect.reason]), ...effect.context] : [] };
  }
  const continued = effect.endsTurn !== true;
  // Asked permission for a call, the hook answers before it runs, as on the pre-tool event.
  const preTool = isBeforeCall(event);
  const toldWhy = preTool ? toolHeldBack(effect) : isBlocking(effect.kind);
  const told = [...(toldWhy && effect.reason !== undefined ? [effect.reason] : []), ...effect.context];
  return { toolRan: preTool ? !toolHeldBack(effect) : true, continued, modelTexts: continued ? told : [] };
}
