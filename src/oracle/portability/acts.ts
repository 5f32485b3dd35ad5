/**
 * The one facet compared across agents at each moment a hook answers: before a call, whether it
 * is held back; after a call, whether the hook's reason is told the model; at the end of a turn,
 * whether the agent goes on instead of stopping; before a prompt, whether it is kept from the model;
 * after a failed call, whether any text of the hook's reaches the model. The same answer should do the same everywhere.
 */
import type { EventName } from '../../../specs/claude-code/events.js';
import { isBlocking, type Effect } from '../effect.js';
import { toolHeldBack } from './tool-held-back.js';

/** How a report says what an answer does or does not do at one moment. */
export interface Moment {
  readonly acts: string;
  readonly actsPlural: string;
  readonly passes: string;
  readonly passesPlural: string;
  /** What the fix does, as in "To deny in all of them", "This answer already denies". */
  readonly fixVerb: string;
  readonly fixVerbs: string;
  /** A gate fails open where this is lost (an error); otherwise it is lost feedback (a warning). */
  readonly gate: boolean;
}

/** The moments compared. */
export const COMPARED: Partial<Record<EventName, Moment>> = {
  PreToolUse: { acts: 'denies the tool call', actsPlural: 'hold it back', passes: 'lets the tool call run', passesPlural: 'let it run', fixVerb: 'deny', fixVerbs: 'denies', gate: true },
  PostToolUse: {
    acts: "tells the model the hook's reason after the call",
    actsPlural: 'tell the model that reason',
    passes: 'tells the model nothing after the call',
    passesPlural: 'drop it',
    fixVerb: 'tell the model',
    fixVerbs: 'tells the model',
    gate: false,
  },
  // After a failed call the compared facet is any text of the hook's: Qwen Code reads only context there, Claude Code a block's reason too.
  PostToolUseFailure: {
    acts: "tells the model the hook's text after the failed call",
    actsPlural: 'tell the model that text',
    passes: 'tells the model nothing after the failed call',
    passesPlural: 'drop it',
    fixVerb: 'tell the model',
    fixVerbs: 'tells the model',
    gate: false,
  },
  UserPromptSubmit: {
    acts: 'keeps the prompt from the model',
    actsPlural: 'keep it back',
    passes: 'lets the prompt through',
    passesPlural: 'let it through',
    fixVerb: 'keep the prompt back',
    fixVerbs: 'keeps the prompt back',
    gate: true,
  },
  Stop: {
    acts: 'goes on working instead of stopping',
    actsPlural: 'go on working',
    passes: 'stops',
    passesPlural: 'stop',
    fixVerb: 'keep the agent working',
    fixVerbs: 'keeps the agent working',
    gate: true,
  },
};

/** Whether `effect` does, on `event`, what the report compares there. */
export function acts(event: EventName, effect: Effect): boolean {
  if (event === 'Stop') return effect.kind === 'block' && effect.endsTurn !== true;
  if (event === 'UserPromptSubmit') return isBlocking(effect.kind) || effect.endsTurn === true;
  if (event === 'PostToolUse') return isBlocking(effect.kind) && effect.endsTurn !== true && effect.reason !== undefined;
  if (event === 'PostToolUseFailure') return (isBlocking(effect.kind) && effect.reason !== undefined) || effect.context.length > 0;
  return toolHeldBack(effect);
}
