/**
 * Reading the Messages API requests a session sent the fake model: their messages, and which loop
 * a request belongs to. A loop is told by its first message: a subagent's carries the prompt its
 * Agent call gave it, the main loop's the session's own prompt.
 */

/** The messages of a request body; none when it is not JSON or has none. */
export function messagesOf(body: string): readonly Record<string, unknown>[] {
  try {
    return messagesIn(JSON.parse(body) as { messages?: unknown });
  } catch {
    return [];
  }
}

/** The messages of a parsed request. */
export function messagesIn(request: { readonly messages?: unknown }): readonly Record<string, unknown>[] {
  const messages = request.messages;
  return Array.isArray(messages) ? messages.filter((message): message is Record<string, unknown> => typeof message === 'object' && message !== null) : [];
}

/** The request's first message carries `text` (as JSON writes it): the request is of the loop that text started. */
export function firstMessageCarries(messages: readonly Record<string, unknown>[], text: string): boolean {
  return text !== '' && messages[0] !== undefined && JSON.stringify(messages[0]).includes(jsonEscaped(text));
}

/** Text as it appears inside a JSON request body (quotes, backslashes and newlines escaped). */
export function jsonEscaped(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}
