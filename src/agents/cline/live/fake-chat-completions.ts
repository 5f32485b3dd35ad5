/**
 * A scripted stand-in for the OpenAI chat-completions API (`POST /v1/chat/completions`, streamed as
 * server-sent chunks ending in `data: [DONE]`, or one JSON completion when not streaming), on
 * loopback only, so the real Cline CLI (its `openai-compatible` provider) can run a whole task with
 * no network. The first request offering the shell tool (Cline 3.x: `run_commands{commands}` in the
 * request's `tools`) gets one call running the scenario's command; every later request, and every
 * request without the tool, gets the plain text `Done.`, which ends Cline's task. Every request is
 * recorded, so a session can show what reached the model.
 */
import { startLoopbackServer, type LoopbackServer, type Reply } from '../../../live/loopback-server.js';

export interface ChatRequest {
  readonly stream?: boolean;
  readonly tools?: readonly { readonly type?: string; readonly function?: { readonly name?: string } }[];
  readonly messages?: readonly Readonly<Record<string, unknown>>[];
}

/** Cline's shell tool, and how it takes a command line. */
export const SHELL_TOOL = 'run_commands';
const shellArguments = (command: string): Record<string, unknown> => ({ commands: [command] });

/** The call id the fake model gives its one shell call. */
export const SHELL_CALL_ID = 'call_hookcheck_shell';
export const CHAT_PATH = '/v1/chat/completions';

/** A call of another tool the fake model makes instead of the shell call (an edit: `editor`). */
export interface ClineToolCall {
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** Starts the fake model on a random free loopback port; its url + `/v1` is the provider's base URL. */
export async function startFakeChatCompletions(command: string, other?: ClineToolCall): Promise<LoopbackServer> {
  let callIssued = false;
  return startLoopbackServer((request, serial) => {
    if (!request.path.startsWith(CHAT_PATH)) return answerOtherEndpoint(request.path);
    const parsed = parseChatRequest(request.body);
    const callNow = !callIssued && offersShellTool(parsed);
    callIssued ||= callNow;
    const message: AssistantMessage = callNow ? callMessage(other ?? { name: SHELL_TOOL, args: shellArguments(command) }) : { role: 'assistant', content: 'Done.' };
    return parsed.stream === true ? streamed(`chatcmpl-hookcheck${serial}`, message) : whole(`chatcmpl-hookcheck${serial}`, message);
  });
}

export function offersShellTool(request: ChatRequest): boolean {
  return (request.tools ?? []).some((tool) => tool.function?.name === SHELL_TOOL);
}

/** The request carries a tool result (a `tool` message): the agent went on after the call. */
export function carriesToolResult(request: ChatRequest): boolean {
  return (request.messages ?? []).some((message) => message['role'] === 'tool');
}

export function parseChatRequest(body: string): ChatRequest {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as ChatRequest) : {};
  } catch {
    return {};
  }
}

interface AssistantMessage {
  readonly role: 'assistant';
  readonly content: string | null;
  readonly tool_calls?: readonly object[];
}

function callMessage({ name, args }: ClineToolCall): AssistantMessage {
  return { role: 'assistant', content: null, tool_calls: [{ id: SHELL_CALL_ID, type: 'function', function: { name, arguments: JSON.stringify(args) } }] };
}

const finishReason = (message: AssistantMessage) => (message.tool_calls === undefined ? 'stop' : 'tool_calls');
const USAGE = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };

/** One chunk with the whole message as its delta (tool calls indexed), one with the finish reason and usage, then `[DONE]`. */
function streamed(id: string, message: AssistantMessage): Reply {
  const base = { id, object: 'chat.completion.chunk', created: 0, model: 'hookcheck-fake-model' };
  const delta = message.tool_calls === undefined ? message : { ...message, tool_calls: message.tool_calls.map((call, index) => ({ index, ...call })) };
  const chunks = [
    { ...base, choices: [{ index: 0, delta, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: finishReason(message) }], usage: USAGE },
  ];
  return { contentType: 'text/event-stream', body: `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n` };
}

function whole(id: string, message: AssistantMessage): Reply {
  const completion = { id, object: 'chat.completion', created: 0, model: 'hookcheck-fake-model', choices: [{ index: 0, message, finish_reason: finishReason(message) }], usage: USAGE };
  return { contentType: 'application/json', body: JSON.stringify(completion) };
}

/** A models list naming the fake model, and a JSON 404 elsewhere. */
function answerOtherEndpoint(path: string): Reply {
  if (path.startsWith('/v1/models')) return { contentType: 'application/json', body: JSON.stringify({ object: 'list', data: [{ id: 'fake', object: 'model', owned_by: 'hookcheck' }] }) };
  return { status: 404, contentType: 'application/json', body: JSON.stringify({ error: { message: `hookcheck's fake model has no ${path}` } }) };
}
