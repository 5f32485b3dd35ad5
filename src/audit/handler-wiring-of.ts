/**
 * What a wired handler's entry tells its agent about reading the hook's end: only Claude Code reads
 * one (`"onFailure": "block"` on the handler; on the matcher group it is not read, which
 * on-failure-ignored reports).
 */
import { readHandlerWiring, type HandlerWiring } from '../oracle/handler-wiring.js';
import type { WiredHook } from './types.js';

export function handlerWiringOf(hook: WiredHook): HandlerWiring {
  return hook.agent === 'claude-code' ? readHandlerWiring(hook.handler) : {};
}
