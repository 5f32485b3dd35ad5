/** Whether an effect keeps a pre-tool call from running: the one facet compared across agents. */
import type { Effect } from '../effect.js';

const HELD_BACK = new Set<Effect['kind']>(['deny', 'block', 'stop', 'ask', 'defer']);

export function toolHeldBack(effect: Effect): boolean {
  return HELD_BACK.has(effect.kind);
}
