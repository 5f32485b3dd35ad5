/**
 * A scripted stand-in for the OpenAI Responses API (`POST /v1/responses`, streamed as server-sent
 * events), on loopback only, so the real Codex CLI can run a whole turn with no network. The
 * request offering the shell tool gets one call running the scenario's command (or, given a patch,
 * one `apply_patch` call with it); once a request carries that call's output, and for every other
 * request, the answer is plain text. Every request is recorded, so a session can show what reached
 * the model.
 */
import { startLoopbackServer, type LoopbackServer, type Reply } from '../../../live/loopback-server.js';

interface ResponsesRequest {
  readonly tools?: readonly { readonly type?: string; readonly name?: string }[];
  readonly input?: readonly { readonly type?: string }[];
}

/**
 * Codex's shell tools by name, and how each takes a command line. 0.171.0 offers `exec_command`
 * (unified exec); older builds offered `shell` with an argv.
 */
const SHELL_TOOLS: Readonly<Record<string, (command: string) => object>> = {
  exec_command: (command) => ({ cmd: command }),
  shell: (command) => ({ command: ['bash', '-lc', command] }),
};

/** The call id the fake model gives its one shell call. */
export const SHELL_CALL_ID = 'call_hookcheck_shell';

/** The call id the fake model gives its one patch. */
export const PATCH_CALL_ID = 'call_hookcheck_patch';

/**
 * Starts the fake model on a random free loopback port; its url + `/v1` is the provider's base_url.
 * `patch`: the model edits with it instead, through `apply_patch` (offered as a free-form tool
 * when the model's catalog entry says `apply_patch_tool_type = "freeform"`).
 */
export async function startFakeResponses(command: string, patch?: string): Promise<LoopbackServer> {
  let outputSeen = false;
  return startLoopbackServer((request, serial) => {
    if (!request.path.startsWith('/v1/responses')) return answerOtherEndpoint(request.path);
    const parsed = parseRequest(request.body);
    outputSeen ||= (parsed.input ?? []).some((item) => item.type === 'function_call_output' || item.type === 'custom_tool_call_output');
    const shellTool = shellToolOffered(request.body);
    const patching = patch !== undefined && (parsed.tools ?? []).some((tool) => tool.type === 'custom' && tool.name === 'apply_patch');
    const call = patching ? patchCall(patch) : shellTool !== undefined && patch === undefined ? shellCall(shellTool, command) : undefined;
    const item = call !== undefined && !outputSeen ? call : textMessage(serial);
    return { contentType: 'text/event-stream', body: streamResponse(`resp_hookcheck${serial}`, item) };
  });
}

function patchCall(patch: string): object {
  return { type: 'custom_tool_call', id: 'ctc_hookcheck_patch', call_id: PATCH_CALL_ID, name: 'apply_patch', input: patch, status: 'completed' };
}

/** The name of the shell tool a Responses request offers, if it offers one. */
export function shellToolOffered(body: string): string | undefined {
  return (parseRequest(body).tools ?? []).map((tool) => tool.name ?? '').find((name) => name in SHELL_TOOLS);
}

function shellCall(tool: string, command: string): object {
  return { type: 'function_call', id: 'fc_hookcheck_shell', call_id: SHELL_CALL_ID, name: tool, arguments: JSON.stringify(SHELL_TOOLS[tool]!(command)), status: 'completed' };
}

function textMessage(serial: number): object {
  return { type: 'message', id: `msg_hookcheck${serial}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Done.', annotations: [] }] };
}

/**
 * The events Codex needs to take one output item: the response is created, the item is added and
 * done, and the response completes (Codex ends the turn's request on `response.completed`).
 */
function streamResponse(id: string, item: object): string {
  const usage = { input_tokens: 1, input_tokens_details: { cached_tokens: 0 }, output_tokens: 1, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 2 };
  const events = [
    { type: 'response.created', response: { id, status: 'in_progress' } },
    { type: 'response.output_item.added', output_index: 0, item },
    { type: 'response.output_item.done', output_index: 0, item },
    { type: 'response.completed', response: { id, status: 'completed', usage } },
  ];
  return events.map((event, index) => `event: ${event.type}\ndata: ${JSON.stringify({ ...event, sequence_number: index })}\n\n`).join('');
}

/** A models list that is empty, and a JSON 404 elsewhere: Codex then keeps its built-in defaults. */
function answerOtherEndpoint(path: string): Reply {
  if (path.startsWith('/v1/models')) return { contentType: 'application/json', body: JSON.stringify({ object: 'list', data: [], models: [] }) };
  return { status: 404, contentType: 'application/json', body: JSON.stringify({ error: { message: `hookcheck's fake model has no ${path}` } }) };
}

function parseRequest(body: string): ResponsesRequest {
  try {
    return JSON.parse(body) as ResponsesRequest;
  } catch {
    return {};
  }
}
