/**
 * Reads the agent's `--output-format stream-json --include-hook-events` output: the hook runs it
 * reported, the tool results the model was sent, and the final result.
 */

interface HookResponseEvent {
  readonly event: string;
  readonly exitCode: number | null;
  readonly outcome: string;
  readonly stdout: string;
  readonly stderr: string;
}

interface ToolResultEvent {
  readonly isError: boolean;
  readonly content: string;
}

export interface AgentStream {
  readonly hookResponses: readonly HookResponseEvent[];
  readonly toolResults: readonly ToolResultEvent[];
  /** The final `result` message's text and stop reason, when the agent got that far. */
  readonly result: { readonly text: string; readonly stopReason: string | null; readonly permissionDenials: number } | null;
}

/** Parses JSON lines; lines that are not JSON objects are skipped (the agent may log). */
export function readAgentStream(stdout: string): AgentStream {
  const hookResponses: HookResponseEvent[] = [];
  const toolResults: ToolResultEvent[] = [];
  let result: AgentStream['result'] = null;
  for (const line of stdout.split('\n')) {
    const message = parseLine(line);
    if (message === null) continue;
    if (message['type'] === 'system' && message['subtype'] === 'hook_response') {
      hookResponses.push({
        event: String(message['hook_event'] ?? ''),
        exitCode: typeof message['exit_code'] === 'number' ? message['exit_code'] : null,
        outcome: String(message['outcome'] ?? ''),
        stdout: String(message['stdout'] ?? ''),
        stderr: String(message['stderr'] ?? ''),
      });
    } else if (message['type'] === 'user') {
      toolResults.push(...readToolResults(message));
    } else if (message['type'] === 'result') {
      const denials = message['permission_denials'];
      result = {
        text: String(message['result'] ?? ''),
        stopReason: typeof message['stop_reason'] === 'string' ? message['stop_reason'] : null,
        permissionDenials: Array.isArray(denials) ? denials.length : 0,
      };
    }
  }
  return { hookResponses, toolResults, result };
}

function readToolResults(message: Record<string, unknown>): ToolResultEvent[] {
  const content = (message['message'] as { content?: unknown } | undefined)?.content;
  if (!Array.isArray(content)) return [];
  return content
    .filter((block): block is Record<string, unknown> => typeof block === 'object' && block !== null && block['type'] === 'tool_result')
    .map((block) => ({ isError: block['is_error'] === true, content: typeof block['content'] === 'string' ? block['content'] : JSON.stringify(block['content']) }));
}

function parseLine(line: string): Record<string, unknown> | null {
  if (!line.trim().startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
