/**
 * The facts one agent session shows about a hook's answer, read from what the agent sent the model
 * and what it reported: whether the tool ran, whether the prompt reached the model, whether the
 * agent went on, how it labelled the hook run, and which marked text reached the model.
 */
import type { EventName } from '../../specs/claude-code/events.js';
import type { AgentSession } from './agent-session.js';
import { firstMessageCarries, messagesOf } from './request-messages.js';

export interface SessionFacts {
  /** The tool call went through to the tool; null on events without a tool call. */
  readonly toolRan: boolean | null;
  readonly promptReached: boolean;
  /** See agentContinued; null where the event has nothing to go on with. */
  readonly continued: boolean | null;
  /** The agent's label for the hook run (`success`, `error`…), null when it reports none. */
  readonly hookLabel: string | null;
  /** For each marker word: it reached the model. */
  readonly reached: Readonly<Record<string, boolean>>;
}

/** Events around one tool call: the session shows whether it ran. */
export const TOOL_EVENTS: ReadonlySet<EventName> = new Set<EventName>(['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PermissionRequest']);

/** Reads the facts; `markers` maps each channel to its word, `promptWord` marks the prompt. */
export function readSessionFacts(event: EventName, session: AgentSession, markers: Readonly<Record<string, string>>, promptWord: string, toolOutputChannels: readonly string[] = []): SessionFacts {
  const reached: Record<string, boolean> = {};
  const toolOutput = session.stream.toolResults.map((result) => result.content).join('\n');
  for (const [channel, word] of Object.entries(markers)) {
    // A tool's output is told from the hook's own text by where it shows: in a tool result.
    reached[channel] = toolOutputChannels.includes(channel) ? toolOutput.includes(word) : session.requests.some((request) => request.body.includes(word));
  }
  return {
    toolRan: TOOL_EVENTS.has(event) ? session.toolRan : null,
    promptReached: session.requests.some((request) => request.body.includes(promptWord)),
    continued: agentContinued(event, session),
    hookLabel: session.stream.hookResponses.find((response) => response.event === event)?.outcome ?? null,
    reached,
  };
}

/**
 * Whether the agent went on after the hook answered, as the agent shows it: after a tool event,
 * the model was sent the tool's result; after Stop, the model was asked again once it had
 * answered; after SubagentStop, the subagent was (its loop's first message carries the prompt its
 * Agent call gave it); after PreCompact, the compaction went ahead. Null on other events.
 */
export function agentContinued(event: EventName, session: AgentSession): boolean | null {
  if (TOOL_EVENTS.has(event)) return session.requests.some((request) => messagesOf(request.body).some((message) => hasBlock(message, 'tool_result')));
  const askedAgain = (messages: readonly Record<string, unknown>[]) => messages.some((message) => message['role'] === 'assistant');
  if (event === 'Stop') return session.requests.some((request) => askedAgain(messagesOf(request.body)));
  if (event === 'SubagentStop') {
    const subagentPrompt = session.subagentPrompt;
    if (subagentPrompt === null) return null;
    return session.requests.some((request) => {
      const messages = messagesOf(request.body);
      return firstMessageCarries(messages, subagentPrompt) && askedAgain(messages);
    });
  }
  if (event === 'PreCompact') return compactResult(session.agentOutcome.stdout) === 'success';
  return null;
}

function hasBlock(message: Record<string, unknown>, type: string): boolean {
  const content = message['content'];
  return Array.isArray(content) && content.some((block) => typeof block === 'object' && block !== null && (block as { type?: unknown }).type === type);
}

/** The `compact_result` of the agent's compaction status line, when it reported one. */
function compactResult(streamText: string): string | null {
  for (const line of streamText.split('\n')) {
    if (!line.includes('"compact_result"')) continue;
    try {
      const value = (JSON.parse(line) as { compact_result?: unknown }).compact_result;
      if (typeof value === 'string') return value;
    } catch {
      // not a JSON line: the agent may log
    }
  }
  return null;
}
