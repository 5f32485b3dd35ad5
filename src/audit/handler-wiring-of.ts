/**
 * What a wired handler's entry tells its agent about reading the hook's end: Claude Code reads
 * `"onFailure": "block"` on the handler (on the matcher group it is not read, which
 * on-failure-ignored reports) and not for a handler that runs in the background.
 */
import type { HandlerWiring } from '../oracle/handler-wiring.js';
import type { WiredHook } from './types.js';

export function handlerWiringOf(hook: WiredHook): HandlerWiring {
  return hook.agent === 'claude-code' && hook.handler['onFailure'] === 'block' && !hook.async ? { onFailure: 'block' } : {};
}
