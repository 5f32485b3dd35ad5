/**
 * One real agent session for one case: a scratch project and HOME, settings that wire the hook under
 * test (plus a marker hook that records whether the tool really ran), the fake model on loopback,
 * and the agent run headless. Returns what the agent reported and what reached the model.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventName } from '../../specs/claude-code/events.js';
import { buildHookEnv } from '../runner/hook-env.js';
import { formatHookCommand, quoteShellWord, type HookCommand } from '../runner/hook-command.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import type { ScratchArea } from '../workspace/scratch-area.js';
import { moveIntoProject, seedToolTarget } from './live-payload.js';
import { startFakeModel, type RecordedRequest, type Scenario } from './fake-model.js';
import { writeInterruptFeed, type InterruptFeed } from './interrupt-feed.js';
import { readAgentStream, type AgentStream } from './stream-events.js';
import { isAfterCall } from '../oracle/event-moment.js';
import { SUBAGENT_EVENTS } from '../model/live-terms.js';

export interface AgentSessionOptions {
  readonly agentBin: string;
  readonly command: HookCommand;
  readonly event: EventName;
  readonly matcher?: string;
  /** More fields of the handler under test (`if`, `onFailure`): what a measurement of their reading sets. */
  readonly handlerFields?: Readonly<Record<string, unknown>>;
  /** More fields of its matcher group, where some guides write what belongs on the handler. */
  readonly groupFields?: Readonly<Record<string, unknown>>;
  /** The case's payload: its tool call or prompt is what the fake model makes the agent do. */
  readonly payload: Readonly<Record<string, unknown>>;
  readonly hookTimeoutMs: number;
  readonly callerEnv: Readonly<Record<string, string | undefined>>;
  /** A second user message in the same session (`/compact` fires PreCompact, which needs a conversation). */
  readonly followUp?: string;
  /**
   * Interrupt the first turn while the model is still answering it, as the agent SDK does; the
   * follow-up then goes once `followUpAfter` exists (the hook answered) or the hook's timeout passed.
   */
  readonly interrupt?: { readonly followUpAfter: string };
}

export interface AgentSessionDeps {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

export interface AgentSession {
  /** The prompt the session's Agent call gave its subagent, which starts that subagent's loop; null when it made none. */
  readonly subagentPrompt: string | null;
  readonly stream: AgentStream;
  readonly requests: readonly RecordedRequest[];
  /** The marker hook fired: the tool call went through to the tool. */
  readonly toolRan: boolean;
  readonly agentOutcome: HookOutcome;
}

/** Tools the headless agent really has; other payloads (MCP, web) cannot be replayed live. */
export const LIVE_TOOLS = new Set(['Bash', 'Read', 'Write', 'Edit', 'Glob', 'Grep', 'Agent']);
/** What a replay's subagent is asked: a word no user prompt carries, so its loop is told apart. */
const SUBAGENT_PROMPT = 'Answer with one word (hookcheck-subagent).';
/** Room for the agent itself beyond the hook's timeout. */
const AGENT_EXTRA_MS = 30_000;

/** Runs one agent session and collects what it shows. */
export async function runAgentSession(options: AgentSessionOptions, deps: AgentSessionDeps): Promise<AgentSession> {
  if (options.interrupt !== undefined && options.followUp === undefined) throw new Error('An interrupted session needs a follow-up prompt');
  const scratch = await deps.createScratchArea();
  const cwd = options.payload['cwd'];
  const scenario = chooseScenario(moveIntoProject(options.payload, typeof cwd === 'string' ? cwd : undefined, scratch.projectDir), options.event);
  if (scenario.kind === 'tool-call') seedToolTarget(scenario.toolName, scenario.toolInput, scratch.projectDir);
  const prompt = typeof options.payload['prompt'] === 'string' ? options.payload['prompt'] : 'Run the tests.';
  const feed = interruptFeed(options, prompt, scratch.root);
  const model = await startFakeModel(scenario, feed === null ? {} : { onTurnHeld: feed.markHeld });
  try {
    const marker = join(scratch.root, 'tool-ran');
    writeSettings(scratch.projectDir, options, scenario, marker);
    const env = {
      ...buildHookEnv({ callerEnv: options.callerEnv, inheritEnv: false, projectDir: scratch.projectDir, homeDir: scratch.homeDir, tmpDir: scratch.tmpDir, agentEnv: {} }),
      ANTHROPIC_BASE_URL: model.url,
      ANTHROPIC_API_KEY: 'sk-hookcheck-fake-model',
      // Without these the agent looks up other hosts (telemetry, updates, error reports).
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_TELEMETRY: '1',
      DISABLE_ERROR_REPORTING: '1',
      DISABLE_AUTOUPDATER: '1',
    };
    const allowed = scenario.kind === 'tool-call' ? scenario.toolName : 'Read';
    // A PermissionRequest fires only for a call the settings do not allow already.
    const permission = options.event === 'PermissionRequest' ? [] : ['--allowedTools', allowed];
    const args = [...promptArgs(prompt, options.followUp), '--output-format', 'stream-json', '--verbose', '--include-hook-events', ...permission];
    const agentOutcome = await deps.runHook({
      command: feed === null ? { form: 'exec', file: options.agentBin, args } : feed.commandFor(options.agentBin, args),
      stdin: options.followUp === undefined || feed !== null ? '' : userMessages([prompt, options.followUp]),
      cwd: scratch.projectDir,
      env,
      timeoutMs: options.hookTimeoutMs + AGENT_EXTRA_MS,
      maxOutputBytes: 16 * 1024 * 1024,
    });
    const stream = readAgentStream(agentOutcome.stdout);
    const toolRan = existsSync(marker) || (isAfterCall(options.event) && stream.hookResponses.some((response) => response.event === options.event));
    const subagentPrompt = scenario.kind === 'tool-call' && scenario.toolName === 'Agent' && typeof scenario.toolInput['prompt'] === 'string' ? scenario.toolInput['prompt'] : null;
    return { subagentPrompt, stream, requests: [...model.requests], toolRan, agentOutcome };
  } finally {
    await model.close();
    await scratch.remove();
  }
}

/** The feed of a session that interrupts its first turn, in the scratch area; null for any other. */
function interruptFeed(options: AgentSessionOptions, prompt: string, root: string): InterruptFeed | null {
  if (options.interrupt === undefined || options.followUp === undefined) return null;
  const dir = join(root, 'interrupt-feed');
  mkdirSync(dir);
  return writeInterruptFeed({ dir, prompt, followUp: options.followUp, followUpAfter: options.interrupt.followUpAfter, waitMs: options.hookTimeoutMs });
}

/** One prompt goes on the command line; a conversation goes in as stream-json user messages. */
function promptArgs(prompt: string, followUp: string | undefined): string[] {
  return followUp === undefined ? ['-p', prompt] : ['-p', '--input-format', 'stream-json'];
}

function userMessages(texts: readonly string[]): string {
  return texts.map((content) => `${JSON.stringify({ type: 'user', message: { role: 'user', content } })}\n`).join('');
}

/**
 * The payload's tool call (made to fail after it ran on PostToolUseFailure); on a subagent's event without one, a subagent of the payload's type
 * (`agent_type`, as the event's matcher reads it) started in the foreground.
 */
function chooseScenario(payload: Readonly<Record<string, unknown>>, event: EventName): Scenario {
  const toolName = payload['tool_name'];
  const toolInput = payload['tool_input'];
  if (typeof toolName === 'string' && LIVE_TOOLS.has(toolName) && typeof toolInput === 'object' && toolInput !== null) {
    const input = toolInput as Record<string, unknown>;
    // After a failed call: the case's command, then a failing exit on a line of its own (a trailing comment cannot swallow it).
    if (event === 'PostToolUseFailure' && toolName === 'Bash' && typeof input['command'] === 'string')
      return { kind: 'tool-call', toolName, toolInput: { ...input, command: `${input['command']}\nexit 3` } };
    return { kind: 'tool-call', toolName, toolInput: input };
  }
  if (SUBAGENT_EVENTS.has(event)) {
    const agentType = typeof payload['agent_type'] === 'string' ? payload['agent_type'] : 'general-purpose';
    return { kind: 'tool-call', toolName: 'Agent', toolInput: { description: 'Answer at once', prompt: SUBAGENT_PROMPT, subagent_type: agentType, run_in_background: false } };
  }
  return { kind: 'answer' };
}

/** `.claude/settings.json` wiring the hook under test, and the marker hooks after the tool. */
function writeSettings(projectDir: string, options: AgentSessionOptions, scenario: Scenario, marker: string): void {
  const handler = { type: 'command', command: formatHookCommand(options.command), timeout: Math.max(1, Math.ceil(options.hookTimeoutMs / 1000)), ...options.handlerFields };
  const group = { ...(options.matcher === undefined ? {} : { matcher: options.matcher }), ...options.groupFields, hooks: [handler] };
  const hooks: Record<string, unknown[]> = { [options.event]: [group] };
  // On PostToolUse* the hook under test fires only once the tool ran; a marker there would be
  // a second hook on the same event, indistinguishable in the agent's report.
  if (scenario.kind === 'tool-call' && !isAfterCall(options.event)) {
    const touch = { matcher: scenario.toolName, hooks: [{ type: 'command', command: `touch ${quoteShellWord(marker)}` }] };
    for (const after of ['PostToolUse', 'PostToolUseFailure']) hooks[after] = [...(hooks[after] ?? []), touch];
  }
  mkdirSync(join(projectDir, '.claude'), { recursive: true });
  // Only the hook under test may fire: the project's own settings (copied into the scratch) go.
  rmSync(join(projectDir, '.claude', 'settings.local.json'), { force: true });
  writeFileSync(join(projectDir, '.claude', 'settings.json'), JSON.stringify({ hooks }, null, 2));
}
