import type { WiredHook } from './types.js';

/** The event a handler fires on: an agent's `Stop` hooks run as `SubagentStop` (PROTOCOLS.md §1.2). */
export function firedEvent(hook: WiredHook): string {
  return hook.scope === 'agent' && hook.event === 'Stop' ? 'SubagentStop' : hook.event;
}
