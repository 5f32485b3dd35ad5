/**
 * A scripted stand-in for the OpenAI chat-completions API (`POST /v1/chat/completions`, streamed as
 * `data: {chunk}` server-sent events ending in `data: [DONE]`, or one JSON object when the request
 * does not ask to stream), on loopback only, so the real Copilot CLI can run a whole turn with no
 * network. The first request offering the shell tool gets one call running the scenario's command;
 * once a request carries a tool result (`role: "tool"`), and for every other request, the answer is
 * plain text. Every request is recorded, so a session can show what reached the model.
 */
import { startLoopbackServer, type LoopbackServer, type Reply } from '../../../live/loopback-server.js';

interface ToolParameters {
  readonly properties?: Readonly<Record<string, { readonly type?: string; readonly enum?: readonly unknown[] }>>;
  readonly required?: readonly string[];
}

interface ChatTool {
  readonly type?: string;
  readonly function?: { readonly name?: string; readonly parameters?: ToolParameters };
}

interface ChatRequest {
  readonly stream?: boolean;
  readonly tools?: readonly ChatTool[];
  readonly messages?: readonly { readonly role?: string }[];
}

/** Copilot's shell tool names (`bash` on Linux, `powershell` on Windows). */
const SHELL_TOOL_NAMES = ['bash', 'powershell'];

/** The call id the fake model gives its one shell call. */
export const SHELL_CALL_ID = 'call_hookcheck_shell';
const MODEL = 'hookcheck-fake-model';

/** A call of another tool the fake model makes instead of the shell call (an edit: `create`, `edit`). */
export interface CopilotToolCall {
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** Starts the fake model on a random free loopback port; its url + `/v1` is the provider's base url. */
export async function startFakeChatCompletions(command: string, other?: CopilotToolCall): Promise<LoopbackServer> {
  let callMade = false;
  return startLoopbackServer((request, serial) => {
    if (!request.path.startsWith('/v1/chat/completions')) return answerOtherEndpoint(request.path);
    const parsed = parseRequest(request.body);
    const toolResultSeen = (parsed.messages ?? []).some((message) => message.role === 'tool');
    const tool = shellToolOffered(request.body);
    const call = tool !== undefined && !callMade && !toolResultSeen ? (other === undefined ? shellCall(tool, command) : { name: other.name, arguments: JSON.stringify(other.args) }) : undefined;
    callMade ||= call !== undefined;
    const id = `chatcmpl-hookcheck${serial}`;
    return parsed.stream === true ? { contentType: 'text/event-stream', body: streamReply(id, call) } : { contentType: 'application/json', body: JSON.stringify(wholeReply(id, call)) };
  });
}

interface ShellTool {
  readonly name: string;
  readonly parameters: ToolParameters;
}

/** The shell tool a chat-completions request offers, if it offers one. */
export function shellToolOffered(body: string): ShellTool | undefined {
  const tool = (parseRequest(body).tools ?? []).find((candidate) => SHELL_TOOL_NAMES.includes(candidate.function?.name ?? ''));
  return tool === undefined ? undefined : { name: tool.function!.name!, parameters: tool.function!.parameters ?? {} };
}

/**
 * The shell tool's arguments: the command, a description, and for every other required parameter
 * the first value its schema allows (Copilot's `bash` requires more than the command).
 */
export function shellArguments(tool: ShellTool, command: string): Record<string, unknown> {
  const args: Record<string, unknown> = { command, description: 'Write the probe file' };
  const properties = tool.parameters.properties ?? {};
  for (const name of tool.parameters.required ?? []) {
    if (name in args) continue;
    const schema = properties[name] ?? {};
    args[name] = schema.enum?.[0] ?? (schema.type === 'number' || schema.type === 'integer' ? 30 : schema.type === 'boolean' ? false : '');
  }
  return args;
}

interface Call {
  readonly name: string;
  readonly arguments: string;
}

function shellCall(tool: ShellTool, command: string): Call {
  return { name: tool.name, arguments: JSON.stringify(shellArguments(tool, command)) };
}

const USAGE = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };

function toolCall(call: Call): object {
  return { id: SHELL_CALL_ID, type: 'function', function: { name: call.name, arguments: call.arguments } };
}

/** The chunks of one streamed answer: the role, the content or the call, the finish reason. */
function streamReply(id: string, call: Call | undefined): string {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish: string | null, extra: object = {}) => ({ id, object: 'chat.completion.chunk', created, model: MODEL, choices: [{ index: 0, delta, finish_reason: finish }], ...extra });
  const chunks = [
    chunk({ role: 'assistant', content: call === undefined ? '' : null }, null),
    chunk(call === undefined ? { content: 'Done.' } : { tool_calls: [{ index: 0, ...toolCall(call) }] }, null),
    chunk({}, call === undefined ? 'stop' : 'tool_calls', { usage: USAGE }),
  ];
  return `${chunks.map((value) => `data: ${JSON.stringify(value)}\n\n`).join('')}data: [DONE]\n\n`;
}

function wholeReply(id: string, call: Call | undefined): object {
  const message = call === undefined ? { role: 'assistant', content: 'Done.' } : { role: 'assistant', content: null, tool_calls: [toolCall(call)] };
  return { id, object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: MODEL, choices: [{ index: 0, message, finish_reason: call === undefined ? 'stop' : 'tool_calls' }], usage: USAGE };
}

/** A models list naming the one fake model, and a JSON 404 elsewhere. */
function answerOtherEndpoint(path: string): Reply {
  if (path.startsWith('/v1/models')) return { contentType: 'application/json', body: JSON.stringify({ object: 'list', data: [{ id: MODEL, object: 'model', created: 0, owned_by: 'hookcheck' }] }) };
  return { status: 404, contentType: 'application/json', body: JSON.stringify({ error: { message: `hookcheck's fake model has no ${path}` } }) };
}

function parseRequest(body: string): ChatRequest {
  try {
    return JSON.parse(body) as ChatRequest;
  } catch {
    return {};
  }
}
