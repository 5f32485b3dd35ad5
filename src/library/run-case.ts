/**
 * One payload through one hook, as a test calls it: the hook runs through the one runner in a
 * scratch project with a private HOME (never the caller's), and the agent's oracle says what the
 * agent does with its answer. Returns the outcome, the effect, and a line that replays the case.
 */
import { EVENT_NAMES, isEventName, type EventName } from '../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import type { AgentId } from '../agents/index.js';
import { AGENTS } from '../agents/index.js';
import type { Effect } from '../oracle/effect.js';
import { predictEffect } from '../agents/claude-code/predict-effect.js';
import { formatReproduction } from '../reporters/run/reproduce.js';
import { buildHookEnv } from '../runner/hook-env.js';
import type { HookOutcome } from '../model/outcome.js';
import { runHook } from '../runner/run-hook.js';
import { createScratchArea, type ScratchArea } from '../workspace/scratch-area.js';
import { assertHookSubject, hookCommandOf, type HookSubject } from './hook-subject.js';

export interface RunCaseOptions {
  /** The agent whose oracle judges the answer (default: Claude Code). */
  readonly agent?: AgentId;
  /** The agent's version (default: the latest it is modelled at). */
  readonly version?: string;
  /** The event, in the agent's names or Claude Code's (default: the payload's `hook_event_name`, else the agent's pre-tool event). */
  readonly event?: string;
  /** Per invocation; default 10 s. */
  readonly timeoutMs?: number;
  /** Variables the hook gets besides the agent's and a small allowlist of the caller's. */
  readonly env?: Readonly<Record<string, string>>;
  /** A project folder the hook sees a copy of (default: an empty one). */
  readonly project?: string;
  /** Claude Code's handler `onFailure`: `block` makes a failing hook hold the call back. */
  readonly onFailure?: 'block';
}

export interface CaseRun {
  readonly agent: AgentId;
  /** The agent's own event name the answer was judged on. */
  readonly event: string;
  readonly outcome: HookOutcome;
  /** What the agent does with the answer. */
  readonly effect: Effect;
  /** The stdin the hook got. */
  readonly stdin: string;
  /** A shell line that replays the case from the project folder. */
  readonly reproduce: string;
  /** Marks a value made by runCase, so matchers take it as a result rather than a hook. */
  readonly kind: 'case-run';
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** The Claude Code event `event` stands for with `agent` (its own name, or Claude Code's). */
export function claudeEventOf(agent: AgentId, event: string): EventName | null {
  if (isEventName(event)) return event;
  return EVENT_NAMES.find((candidate) => AGENTS[agent].runEvents(candidate).includes(event)) ?? null;
}

export async function runCase(hook: HookSubject, payload: Readonly<Record<string, unknown>> | string, options: RunCaseOptions = {}): Promise<CaseRun> {
  assertHookSubject(hook, 'runCase');
  const scratch = await createScratchArea(options.project);
  try {
    return await runCaseIn(scratch, hook, payload, options);
  } finally {
    await scratch.remove();
  }
}

/** One case in a scratch area the caller owns (several runs of one area share its files). */
export async function runCaseIn(scratch: ScratchArea, hook: HookSubject, payload: Readonly<Record<string, unknown>> | string, options: RunCaseOptions = {}): Promise<CaseRun> {
  const agent = options.agent ?? 'claude-code';
  const oracle = AGENTS[agent];
  const stdin = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const written = options.event ?? (typeof payload === 'object' && typeof payload['hook_event_name'] === 'string' ? payload['hook_event_name'] : undefined);
  const claudeEvent = claudeEventOf(agent, written ?? 'PreToolUse');
  const event = written !== undefined && !isEventName(written) ? written : claudeEvent === null ? null : agent === 'claude-code' ? claudeEvent : oracle.nativeEvent(claudeEvent);
  if (claudeEvent === null || event === null) throw new Error(`${oracle.name}: hookcheck has no oracle for the event ${written ?? 'PreToolUse'}`);
  const version = options.version ?? oracle.latestVersion;
  const command = hookCommandOf(hook);
  const env = {
    ...buildHookEnv({
      callerEnv: process.env,
      inheritEnv: false,
      projectDir: scratch.projectDir,
      homeDir: scratch.homeDir,
      tmpDir: scratch.tmpDir,
      agentEnv: { CLAUDE_PROJECT_DIR: scratch.projectDir },
    }),
    ...options.env,
  };
  const outcome = await runHook({ command, stdin, cwd: scratch.projectDir, env, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  const effect = agent === 'claude-code' ? predictEffect(claudeEvent, outcome, version === 'latest' ? LATEST_VERSION : version, options) : oracle.predict(event, outcome, version);
  const reproduce = formatReproduction(command, { id: 'case', kind: 'valid', event: claudeEvent, label: event, stdin });
  return { kind: 'case-run', agent, event, outcome, effect, stdin, reproduce };
}
