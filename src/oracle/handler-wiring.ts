/**
 * What a handler's entry in a hooks file says beyond its command, read by the agent when the hook
 * ends: Claude Code's `"onFailure": "block"` makes a failing hook hold the call back.
 */
export interface HandlerWiring {
  readonly onFailure?: 'block';
}

/**
 * What a Claude Code handler entry, as written in its settings file, says of its end: `onFailure`
 * is read on the handler (not on its matcher group) and not for one that runs in the background.
 */
export function readHandlerWiring(handler: Readonly<Record<string, unknown>>): HandlerWiring {
  const background = handler['async'] === true || handler['asyncRewake'] === true;
  return handler['onFailure'] === 'block' && !background ? { onFailure: 'block' } : {};
}
