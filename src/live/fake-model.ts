/**
 * A scripted stand-in for the Anthropic Messages API, on loopback only, so the real agent can run a
 * whole turn with no network: the main loop gets the scenario's tool call first and a plain answer
 * after any tool result; side requests (titles, command-prefix checks) get a plain answer. Every
 * request is recorded, so a run can show what reached the model. A session that interrupts its
 * first turn has that turn's request held open: the model is still answering when the stop comes.
 */
import { HOLD, startLoopbackServer, type LoopbackServer } from './loopback-server.js';
import { firstMessageCarries, messagesIn } from './request-messages.js';

export type { RecordedRequest } from './loopback-server.js';

export type Scenario = { readonly kind: 'tool-call'; readonly toolName: string; readonly toolInput: Readonly<Record<string, unknown>> } | { readonly kind: 'answer' };

interface MessagesRequest {
  readonly model?: string;
  readonly tools?: readonly { readonly name?: string }[];
  readonly messages?: readonly { readonly content?: unknown }[];
}

export interface FakeModelOptions {
  /** Hold the main loop's first request (the first that offers tools) open, and say so once it is. */
  readonly onTurnHeld?: () => void;
}

/** Starts the fake model on a random free loopback port; its url is for ANTHROPIC_BASE_URL. */
export async function startFakeModel(scenario: Scenario, options: FakeModelOptions = {}): Promise<LoopbackServer> {
  let toolAnswered = false;
  let held = false;
  return startLoopbackServer((request, serial) => {
    const parsed = parseRequest(request.body);
    if (options.onTurnHeld !== undefined && !held && (parsed.tools ?? []).length > 0) {
      held = true;
      options.onTurnHeld();
      return HOLD;
    }
    toolAnswered ||= carriesToolResult(parsed);
    return { contentType: 'application/json', body: JSON.stringify(buildReply(scenario, parsed, serial, toolAnswered)) };
  });
}

/**
 * Main-loop requests (those offering the tool) get the tool call until a tool result has come back;
 * the agent may send more than one such request before it acts (a warm-up), and every other
 * request gets a plain answer. A subagent's loop is offered the subagent tool too: it is told by the
 * call's own prompt as its first message, and answers at once rather than starting another.
 */
function buildReply(scenario: Scenario, request: MessagesRequest, serial: number, toolAnswered: boolean): Record<string, unknown> {
  const isMainLoop = scenario.kind === 'tool-call' && (request.tools ?? []).some((tool) => tool.name === scenario.toolName) && !isCallsOwnLoop(scenario, request);
  const callTool = isMainLoop && !toolAnswered && scenario.kind === 'tool-call';
  const content = callTool ? [{ type: 'tool_use', id: `toolu_hookcheck${String(serial).padStart(4, '0')}`, name: scenario.toolName, input: scenario.toolInput }] : [{ type: 'text', text: 'Done.' }];
  return {
    id: `msg_hookcheck${serial}`,
    type: 'message',
    role: 'assistant',
    model: request.model ?? 'claude-fake',
    content,
    stop_reason: callTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  };
}

/** The request is of the loop the scenario's call started (a subagent's): its first message carries the call's prompt. */
function isCallsOwnLoop(scenario: Scenario & { kind: 'tool-call' }, request: MessagesRequest): boolean {
  const prompt = scenario.toolInput['prompt'];
  return typeof prompt === 'string' && firstMessageCarries(messagesIn(request), prompt);
}

function carriesToolResult(request: MessagesRequest): boolean {
  return (request.messages ?? []).some(({ content }) => Array.isArray(content) && content.some((block) => (block as { type?: unknown })?.type === 'tool_result'));
}

function parseRequest(body: string): MessagesRequest {
  try {
    return JSON.parse(body) as MessagesRequest;
  } catch {
    return {};
  }
}
