/**
 * A scripted stand-in for the OpenAI chat-completions API (`POST /v1/chat/completions`), on loopback
 * only, so the real Qwen Code CLI can run a whole turn with no network. The first main-loop request
 * (the one offering the shell tool) gets one call of that tool running the scenario's command; once
 * a request carries a tool result, and for every other request (side requests such as a next-speaker
 * or loop check), the answer is plain text, so the session ends. Every request is recorded.
 */
import { startLoopbackServer, type LoopbackServer, type Reply } from '../../../live/loopback-server.js';

/** The model name the CLI is started with (OPENAI_MODEL). */
export const FAKE_QWEN_MODEL = 'hookcheck-fake';
/** Qwen Code's shell tool, and the argument it takes its command line in. */
export const SHELL_TOOL = 'run_shell_command';
/** The call id the fake model gives its one shell call. */
export const SHELL_CALL_ID = 'call_hookcheck_shell';

export interface ChatMessage {
  readonly role?: string;
  readonly content?: unknown;
  readonly tool_calls?: readonly { readonly id?: string; readonly function?: { readonly name?: string } }[];
  readonly tool_call_id?: string;
}

/** The part of a chat-completions request the fake looks at. */
export interface ChatRequest {
  readonly messages?: readonly ChatMessage[];
  readonly tools?: readonly { readonly type?: string; readonly function?: { readonly name?: string } }[];
  readonly stream?: boolean;
  readonly response_format?: { readonly type?: string };
}

/** A call of another tool the fake model makes instead of the shell call (an edit: `write_file`, `edit`). */
export interface QwenToolCall {
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** Qwen Code's tool that starts a subagent (`task` is its old name). */
export const AGENT_TOOL = 'agent';
/** The prompt the fake model gives the subagent it starts: a word no other prompt or config holds tells its loop's requests. */
const SUBAGENT_WORD = 'hookcheck-subagent-task';
export const SUBAGENT_PROMPT = `Write the probe file (${SUBAGENT_WORD}).`;

/**
 * Starts the fake on a random free loopback port; its url + `/v1` is OPENAI_BASE_URL. With
 * `subagent`, the main loop's first request gets a call of the agent tool instead, in the
 * foreground, and the subagent's own loop gets the shell call and the plain answers.
 */
export async function startFakeChatCompletions(command: string, toolCall?: QwenToolCall, subagent = false): Promise<LoopbackServer> {
  let callIssued = false;
  let agentStarted = false;
  return startLoopbackServer((request, serial) => {
    if (!request.path.startsWith('/v1/chat/completions')) return answerOtherEndpoint(request.path);
    const parsed = parseChatRequest(request.body);
    if (subagent && !isSubagentRequest(parsed)) {
      const startAgent = !agentStarted && offersTool(parsed, AGENT_TOOL) && !carriesToolResult(parsed);
      agentStarted ||= startAgent;
      const message = startAgent ? { role: 'assistant', content: null, tool_calls: [agentCall()] } : { role: 'assistant', content: answerText(parsed) };
      return replyTo(parsed, `chatcmpl-hookcheck${serial}`, message, startAgent ? 'tool_calls' : 'stop');
    }
    const callTool = !callIssued && offersShellTool(parsed) && !carriesToolResult(parsed);
    callIssued ||= callTool;
    const message = callTool ? { role: 'assistant', content: null, tool_calls: [toolCall === undefined ? shellCall(command) : otherCall(toolCall)] } : { role: 'assistant', content: answerText(parsed) };
    return replyTo(parsed, `chatcmpl-hookcheck${serial}`, message, callTool ? 'tool_calls' : 'stop');
  });
}

function agentCall(): object {
  const args = { description: 'Write the probe file', prompt: SUBAGENT_PROMPT, subagent_type: 'general-purpose', run_in_background: false };
  return { id: 'call_hookcheck_agent', type: 'function', function: { name: AGENT_TOOL, arguments: JSON.stringify(args) } };
}

/** A request of the subagent's loop: one of its user messages is the prompt the agent call gave it. */
export function isSubagentRequest(request: ChatRequest): boolean {
  return (request.messages ?? []).some((message) => message.role === 'user' && JSON.stringify(message.content ?? '').includes(SUBAGENT_WORD));
}

function otherCall({ name, args }: QwenToolCall): object {
  return { id: SHELL_CALL_ID, type: 'function', function: { name, arguments: JSON.stringify(args) } };
}

function shellCall(command: string): object {
  return { id: SHELL_CALL_ID, type: 'function', function: { name: SHELL_TOOL, arguments: JSON.stringify({ command, description: 'Write the probe file.' }) } };
}

/**
 * A side request that asks for a JSON object (a next-speaker or loop check) is told that the user
 * speaks next and nothing loops, so the CLI stops; every other request gets `Done.`.
 */
function answerText(request: ChatRequest): string {
  if (request.response_format?.type !== 'json_object' && request.response_format?.type !== 'json_schema') return 'Done.';
  return JSON.stringify({ reasoning: 'Done.', next_speaker: 'user', unproductive_state_analysis: 'Done.', unproductive_state_confidence: 0 });
}

/** The message as SSE chunks (ending with `data: [DONE]`) when the request streams, as one JSON completion otherwise. */
function replyTo(parsed: ChatRequest, id: string, message: { role: string; content: unknown; tool_calls?: readonly object[] }, finishReason: string): Reply {
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  const base = { id, created: 1, model: FAKE_QWEN_MODEL };
  if (parsed.stream !== true) {
    return { contentType: 'application/json', body: JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: finishReason }], usage }) };
  }
  const delta = message.tool_calls === undefined ? { role: 'assistant', content: message.content } : { role: 'assistant', tool_calls: message.tool_calls.map((call, index) => ({ index, ...call })) };
  const chunks = [
    { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] },
    { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: finishReason }], usage },
  ];
  return { contentType: 'text/event-stream', body: `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n` };
}

/** A models list naming the fake model, and a JSON 404 elsewhere. */
function answerOtherEndpoint(path: string): Reply {
  if (path.startsWith('/v1/models')) return { contentType: 'application/json', body: JSON.stringify({ object: 'list', data: [{ id: FAKE_QWEN_MODEL, object: 'model', owned_by: 'hookcheck' }] }) };
  return { status: 404, contentType: 'application/json', body: JSON.stringify({ error: { message: `hookcheck's fake model has no ${path}`, type: 'not_found' } }) };
}

/** The request offers the shell tool: it is the main loop's, not a side request. */
export function offersShellTool(request: ChatRequest): boolean {
  return offersTool(request, SHELL_TOOL);
}

function offersTool(request: ChatRequest, name: string): boolean {
  return (request.tools ?? []).some((tool) => tool.function?.name === name);
}

/** The request carries the answer to a tool call (a `role: "tool"` message, not the word in a prompt). */
export function carriesToolResult(request: ChatRequest): boolean {
  return (request.messages ?? []).some((message) => message.role === 'tool');
}

/** The request's history holds the fake model's shell call: the hook has been asked by then. */
export function carriesShellCall(request: ChatRequest): boolean {
  return (request.messages ?? []).some((message) => message.role === 'assistant' && (message.tool_calls ?? []).some((call) => call.function?.name === SHELL_TOOL));
}

export function parseChatRequest(body: string): ChatRequest {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ChatRequest) : {};
  } catch {
    return {};
  }
}
