/**
 * What a handler's entry in a hooks file says beyond its command, read by the agent when the hook
 * ends: Claude Code's `"onFailure": "block"` makes a failing hook hold the call back.
 */
export interface HandlerWiring {
  readonly onFailure?: 'block';
}
