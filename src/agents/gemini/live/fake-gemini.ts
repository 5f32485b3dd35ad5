/**
 * A scripted stand-in for the Gemini API (`/v1beta/models/{model}:…`), on loopback only, so the real
 * Gemini CLI can run a whole turn with no network. The first main-loop request (the one offering the
 * shell tool) gets one `run_shell_command` call; once a function response has come back, and for
 * every other request, the answer is plain text, so the session ends. Every request is recorded.
 */
import { startLoopbackServer, type LoopbackServer, type RecordedRequest, type Reply } from '../../../live/loopback-server.js';

/** The model name the CLI is started with (`-m`); it appears in every request's path. */
export const FAKE_GEMINI_MODEL = 'hookcheck-fake';
export const SHELL_TOOL = 'run_shell_command';

/** The part of a `generateContent` request the fake looks at. */
export interface GeminiRequest {
  readonly contents?: readonly { readonly role?: string; readonly parts?: readonly Record<string, unknown>[] }[];
  readonly tools?: readonly { readonly functionDeclarations?: readonly { readonly name?: string }[] }[];
  readonly generationConfig?: { readonly responseMimeType?: string };
}

/** A call of another tool the fake model makes instead of the shell call (an edit: `write_file`, `replace`). */
export interface GeminiToolCall {
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** Starts the fake on a random free loopback port; its url is for GOOGLE_GEMINI_BASE_URL. */
export async function startFakeGemini(command: string, toolCall?: GeminiToolCall): Promise<LoopbackServer> {
  let callIssued = false;
  return startLoopbackServer((request) => {
    const parsed = parseGeminiRequest(request.body);
    const callTool = !callIssued && offersShellTool(parsed) && !carriesFunctionResponse(parsed);
    callIssued ||= callTool;
    return replyTo(request, callTool ? [{ functionCall: toolCall ?? { name: SHELL_TOOL, args: { command } } }] : [{ text: answerText(parsed) }]);
  });
}

/** The same candidate, in the shape of the endpoint asked: SSE chunks for streaming, JSON otherwise. */
function replyTo(request: RecordedRequest, parts: readonly object[]): Reply {
  const { path } = request;
  if (path.includes(':countTokens')) return { contentType: 'application/json', body: JSON.stringify({ totalTokens: 1 }) };
  const response = {
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
    modelVersion: FAKE_GEMINI_MODEL,
  };
  if (path.includes(':streamGenerateContent')) return { contentType: 'text/event-stream', body: `data: ${JSON.stringify(response)}\n\n` };
  if (path.includes(':generateContent')) return { contentType: 'application/json', body: JSON.stringify(response) };
  // Model listings and anything else the CLI may look up: nothing there, nothing to go on with.
  return { status: 404, contentType: 'application/json', body: JSON.stringify({ error: { code: 404, message: 'Not offered by the fake model.', status: 'NOT_FOUND' } }) };
}

/**
 * Side requests that want JSON (a next-speaker or loop check) get an object saying the user speaks
 * next and nothing is looping, so the CLI stops; every other request gets `Done.`.
 */
function answerText(request: GeminiRequest): string {
  if (request.generationConfig?.responseMimeType !== 'application/json') return 'Done.';
  return JSON.stringify({ reasoning: 'Done.', next_speaker: 'user', unproductive_state_analysis: 'Done.', unproductive_state_confidence: 0 });
}

/** The request offers the shell tool: it is the main loop's, not a side request. */
export function offersShellTool(request: GeminiRequest): boolean {
  return (request.tools ?? []).some((tool) => (tool.functionDeclarations ?? []).some((declaration) => declaration.name === SHELL_TOOL));
}

/** The request carries the answer to a shell call (a `functionResponse` part, not the word in a prompt). */
export function carriesFunctionResponse(request: GeminiRequest): boolean {
  return (request.contents ?? []).some((content) => (content.parts ?? []).some((part) => (part['functionResponse'] as { name?: unknown } | undefined)?.name === SHELL_TOOL));
}

export function parseGeminiRequest(body: string): GeminiRequest {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as GeminiRequest) : {};
  } catch {
    return {};
  }
}
