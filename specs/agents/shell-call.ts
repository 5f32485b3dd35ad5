/**
 * The one tool call every agent's pre-tool payload is built for so far: a shell command. Each
 * agent's builder (specs/<agent>/payloads.ts) writes it in that agent's own shape, copied from a
 * payload the real agent sent a hook (specs/<agent>/captured/).
 */

export interface ShellCall {
  readonly command: string;
  readonly description?: string;
  /** What the command printed, once it has run (a post-tool payload carries it). */
  readonly output?: string;
  /** The exit code of a call that failed (a failure payload's `error` names it). */
  readonly exitCode?: number;
}

/** What every payload shares: the session and the project it runs in. */
export interface PayloadFrame {
  readonly sessionId: string;
  readonly transcriptPath: string;
  /** Absolute project directory. */
  readonly cwd: string;
}

/** A fixed instant for the payloads' timestamps, so that the same case is the same bytes on every run. */
export const PAYLOAD_TIME = Date.parse('2026-01-01T00:00:00.000Z');

/** The shell call of a Claude Code `Bash` payload; null for every other tool (not modelled for other agents). */
export function shellCallOf(claudePayload: Readonly<Record<string, unknown>>): ShellCall | null {
  const input = claudePayload['tool_input'];
  if (claudePayload['tool_name'] !== 'Bash' || typeof input !== 'object' || input === null) return null;
  const { command, description } = input as Record<string, unknown>;
  if (typeof command !== 'string') return null;
  const response = claudePayload['tool_response'];
  const stdout = typeof response === 'object' && response !== null ? (response as Record<string, unknown>)['stdout'] : undefined;
  const failed = failureOf(claudePayload['error']);
  return { command, ...(typeof description === 'string' ? { description } : {}), ...(typeof stdout === 'string' ? { output: stdout } : {}), ...failed };
}

/** A failed shell call's `error` (Claude Code's `PostToolUseFailure`): `Exit code N`, then what it printed. */
function failureOf(error: unknown): Pick<ShellCall, 'output' | 'exitCode'> {
  const match = typeof error === 'string' ? /^Exit code (\d+)(?:\n([\s\S]*))?$/.exec(error) : null;
  return match === null ? {} : { output: match[2] ?? '', exitCode: Number(match[1]) };
}

/**
 * The shell calls of a Claude Code `PostToolBatch` payload, each with the output it gave (the batch
 * carries each result as the text the model got); null where the batch holds a call of another
 * tool, whose form in another agent's batch is not known, or no call at all.
 */
export function batchCallsOf(claudePayload: Readonly<Record<string, unknown>>): ShellCall[] | null {
  const calls = claudePayload['tool_calls'];
  if (!Array.isArray(calls) || calls.length === 0) return null;
  const shell: ShellCall[] = [];
  for (const entry of calls as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { tool_response: response, ...call } = entry as Record<string, unknown>;
    const found = shellCallOf(call);
    if (found === null) return null;
    shell.push({ ...found, ...(typeof response === 'string' ? { output: response } : {}) });
  }
  return shell;
}

/**
 * A file edit (Claude Code's `Edit`, `MultiEdit` or `Write`): the file, and either the text each
 * replacement takes out and puts in, or the whole new content.
 */
export interface EditCall {
  readonly filePath: string;
  readonly replacements: readonly { readonly oldText: string; readonly newText: string }[];
  /** Set for a whole file written (`Write`). */
  readonly content?: string;
}

/** The edit of a Claude Code `Edit`, `MultiEdit` or `Write` payload; null for every other tool. */
export function editCallOf(claudePayload: Readonly<Record<string, unknown>>): EditCall | null {
  const input = claudePayload['tool_input'];
  if (typeof input !== 'object' || input === null) return null;
  const fields = input as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const filePath = fields['file_path'];
  if (typeof filePath !== 'string') return null;
  const replacement = (edit: unknown) => ({ oldText: text((edit as Record<string, unknown> | null)?.['old_string']), newText: text((edit as Record<string, unknown> | null)?.['new_string']) });
  switch (claudePayload['tool_name']) {
    case 'Write':
      return { filePath, replacements: [], content: text(fields['content']) };
    case 'Edit':
      return { filePath, replacements: [replacement(fields)] };
    case 'MultiEdit':
      return { filePath, replacements: Array.isArray(fields['edits']) ? fields['edits'].map(replacement) : [] };
    default:
      return null;
  }
}

/** The frame of a Claude Code payload: its session, transcript and working folder. */
export function frameOf(claudePayload: Readonly<Record<string, unknown>>): PayloadFrame {
  const text = (field: string) => (typeof claudePayload[field] === 'string' ? (claudePayload[field] as string) : '');
  return { sessionId: text('session_id'), transcriptPath: text('transcript_path'), cwd: text('cwd') };
}

/** The shell command in any agent's tool payload (Claude Code's and Codex's, Copilot's camelCase and its permission request's, Cline's), or null. */
export function shellCommandOf(payload: Readonly<Record<string, unknown>>): string | null {
  const field = (value: unknown, key: string): unknown => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined);
  const commands = field(field(payload['tool_call'] ?? payload['tool_result'], 'input'), 'commands');
  const candidates = [field(payload['tool_input'], 'command'), field(payload['toolArgs'], 'command'), field(payload['toolInput'], 'command'), Array.isArray(commands) ? commands[0] : undefined];
  const found = candidates.find((value): value is string => typeof value === 'string');
  return found ?? null;
}

/** The end of a turn (Claude Code's Stop payload): the model's final answer, and whether a stop hook already made it go on. */
export interface TurnEnd {
  readonly lastAssistantMessage: string;
  readonly stopHookActive: boolean;
}

/** The turn end of a Claude Code Stop payload; null for any other payload. */
export function turnEndOf(claudePayload: Readonly<Record<string, unknown>>): TurnEnd | null {
  if (claudePayload['hook_event_name'] !== 'Stop') return null;
  const message = claudePayload['last_assistant_message'];
  return { lastAssistantMessage: typeof message === 'string' ? message : '', stopHookActive: claudePayload['stop_hook_active'] === true };
}

/** The prompt of a Claude Code UserPromptSubmit payload; null for any other payload. */
export function promptOf(claudePayload: Readonly<Record<string, unknown>>): string | null {
  const prompt = claudePayload['prompt'];
  return claudePayload['hook_event_name'] === 'UserPromptSubmit' && typeof prompt === 'string' ? prompt : null;
}

/** A session's start: how it began (Claude Code's `source`: `startup`, `resume`, `clear`, `compact`). */
export interface SessionOpen {
  readonly source: string;
}

/** The start of a Claude Code SessionStart payload; null for any other payload. */
export function sessionOpenOf(claudePayload: Readonly<Record<string, unknown>>): SessionOpen | null {
  if (claudePayload['hook_event_name'] !== 'SessionStart') return null;
  const source = claudePayload['source'];
  return { source: typeof source === 'string' ? source : 'startup' };
}

/** A session's end: why it ended (Claude Code's `reason`: `clear`, `logout`, `prompt_input_exit`, `other`…). */
export interface SessionClose {
  readonly reason: string;
}

/** The end a Claude Code SessionEnd payload tells of. */
export function sessionCloseOf(claudePayload: Readonly<Record<string, unknown>>): SessionClose {
  const reason = claudePayload['reason'];
  return { reason: typeof reason === 'string' ? reason : 'other' };
}

/** A compaction: what set it off (Claude Code's `trigger`: `manual` for /compact, `auto`). */
export interface Compaction {
  readonly trigger: string;
}

/** The compaction a Claude Code PreCompact payload tells of. */
export function compactionOf(claudePayload: Readonly<Record<string, unknown>>): Compaction {
  return { trigger: claudePayload['trigger'] === 'manual' ? 'manual' : 'auto' };
}
