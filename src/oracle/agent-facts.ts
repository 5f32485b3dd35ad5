/**
 * What a headless session of an agent other than Claude Code shows of an effect on its pre-tool
 * event: whether the tool ran, whether the agent went on to ask the model again, and the texts it
 * sent the model. These are the facets its truth table (specs/<agent>/truth/) records.
 */
import type { Effect } from './effect.js';
import { toolHeldBack } from './portability/tool-held-back.js';

export interface PreToolFacts {
  readonly toolRan: boolean;
  readonly continued: boolean;
  readonly modelTexts: readonly string[];
}

export function predictPreToolFacts(effect: Effect): PreToolFacts {
  const heldBack = toolHeldBack(effect);
  const continued = effect.endsTurn !== true;
  const told = [...(heldBack && effect.reason !== undefined ? [effect.reason] : []), ...effect.context];
  return { toolRan: !heldBack, continued, modelTexts: continued ? told : [] };
}
