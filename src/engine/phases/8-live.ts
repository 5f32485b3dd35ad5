/**
 * The live phase of a run: the cases that matter — each finding's case, then cases where the hook
 * acted, then ordinary ones — replayed inside the real agent, each marked with whether the agent
 * did what the oracle predicted.
 */
import type { EventName } from '../../../specs/claude-code/events.js';
import type { Finding } from '../../findings/finding.js';
import { mapLimited } from '../../util/map-limited.js';
import { stdinText } from '../../util/stdin-text.js';
import type { CaseResult, HookTarget } from '../../model/run/hook-report.js';
import { LIVE_TOOLS, type AgentSession, type AgentSessionDeps } from '../../live/agent-session.js';
import { runContainedSession } from '../../live/contained-session.js';
import { judgeLive } from './8-live-verdict.js';
import { NOT_COMPARABLE } from '../../model/live-terms.js';
import { predictEffect } from '../../agents/claude-code/predict-effect.js';
import { answeredOutcome } from '../../oracle/answered-outcome.js';
import type { Effect } from '../../oracle/effect.js';
import type { AgentId } from '../../agents/index.js';
import { replayAsAgent } from './8-live-as-agent.js';
import { selectLiveCases } from './8-live-cases.js';

export interface LiveSettings {
  /** The agent replayed in; absent: Claude Code. */
  readonly agent?: AgentId;
  readonly agentBin: string;
  readonly agentVersion: string;
  /** bubblewrap, for the session's own network namespace. */
  readonly bwrapBin: string;
  /** At most this many cases replayed (`--live-cases`); absent: the phase's own bound. */
  readonly maxCases?: number;
}

export interface LiveReplayOptions {
  readonly target: HookTarget;
  readonly results: readonly CaseResult[];
  readonly findings: readonly Finding[];
  readonly live: LiveSettings;
  readonly jobs: number;
  readonly callerEnv: Readonly<Record<string, string | undefined>>;
  readonly seedFrom?: string;
  readonly extraPaths?: readonly string[];
}

/** Each replay is a whole agent session (about a second): keep the number bounded. */
const MAX_LIVE_CASES = 6;
/** Events whose effect a headless session can show (see live-verdict.ts). */
const LIVE_EVENTS = new Set<EventName>(['PreToolUse', 'PermissionRequest', 'PostToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'Stop', 'SessionStart', 'SubagentStart', 'SubagentStop']);
/**
 * Events whose live payload is not the case's: after a failed call the agent sends the error the
 * replayed call really gave, at a turn's or a subagent's end its own last message and
 * `stop_hook_active`, and a permission request its own suggestions; the verdict reads the answer
 * the hook gave there.
 */
const JUDGED_ON_LIVE_ANSWER = new Set<EventName>(['PostToolUseFailure', 'Stop', 'SubagentStart', 'SubagentStop', 'PermissionRequest']);

/** Returns the results with `live` filled in on the replayed cases. */
export async function replayLive(options: LiveReplayOptions, runHook: AgentSessionDeps['runHook']): Promise<CaseResult[]> {
  if (options.target.agent !== undefined) return replayAsAgent(options, options.target.agent, runHook);
  const chosen = new Set(selectLiveCases(options.results, options.findings, isReplayable, options.live.maxCases ?? MAX_LIVE_CASES));
  const replayed = await mapLimited(
    options.results.filter(({ testCase }) => chosen.has(testCase.id)),
    options.jobs,
    async (result): Promise<CaseResult> => {
      const payload = JSON.parse(stdinText(result.testCase.stdin)) as Record<string, unknown>;
      const session = await runContainedSession(
        {
          bwrapBin: options.live.bwrapBin,
          ...(options.seedFrom === undefined ? {} : { seedFrom: options.seedFrom }),
          extraPaths: options.extraPaths ?? [],
          agentBin: options.live.agentBin,
          command: options.target.command,
          event: result.testCase.event,
          ...(options.target.matcher === undefined ? {} : { matcher: options.target.matcher }),
          payload,
          hookTimeoutMs: options.target.timeoutMs,
          // The handler as wired: the agent reads its failure the way the oracle did.
          ...(options.target.onFailure === undefined ? {} : { handlerFields: { onFailure: options.target.onFailure } }),
          callerEnv: options.callerEnv,
        },
        runHook,
      );
      const liveAnswer = JUDGED_ON_LIVE_ANSWER.has(result.testCase.event) ? readLiveAnswer(result.testCase.event, session, options) : null;
      const liveEffect = liveAnswer !== null && 'effect' in liveAnswer ? liveAnswer.effect : null;
      const judged = judgeLive(result.testCase.event, liveEffect ?? result.effect, session);
      // A live answer with no exit code (killed, timed out) cannot be read: judging the case's answer instead would compare two different answers.
      const verdict = liveAnswer !== null && 'unreadable' in liveAnswer && judged.unconfirmed === null ? { ...judged, agrees: false, unconfirmed: liveAnswer.unreadable } : judged;
      const predicted = verdict.predicted === null ? NOT_COMPARABLE : liveEffect === null ? verdict.predicted : `${verdict.predicted} (${liveEffect.kind} on the answer the hook gave there)`;
      return {
        ...result,
        live: {
          agent: 'claude-code',
          agentVersion: options.live.agentVersion,
          effect: verdict.observed,
          predicted,
          toolRan: verdict.toolRan,
          ...(verdict.continued === null ? {} : { continued: verdict.continued }),
          modelSaw: verdict.modelSaw,
          hookExitCode: verdict.hookExitCode,
          agreesWithOracle: verdict.agrees,
          ...(verdict.unconfirmed === null ? {} : { unconfirmed: verdict.unconfirmed }),
        },
      };
    },
  );
  const byId = new Map(replayed.map((result) => [result.testCase.id, result]));
  return options.results.map((result) => byId.get(result.testCase.id) ?? result);
}

/** The oracle's reading of the answer the hook gave in the session, why it cannot be read, or null when the hook never answered there. */
function readLiveAnswer(event: EventName, session: AgentSession, options: LiveReplayOptions): { readonly effect: Effect } | { readonly unreadable: string } | null {
  const answer = session.stream.hookResponses.find((response) => response.event === event);
  if (answer === undefined) return null;
  if (answer.exitCode === null) return { unreadable: `the hook ended there with no exit code (the agent says "${answer.outcome}"), so its answer there cannot be read` };
  const wiring = options.target.onFailure === undefined ? {} : { onFailure: options.target.onFailure };
  return { effect: predictEffect(event, answeredOutcome(answer.exitCode, answer.stdout, answer.stderr), options.live.agentVersion, wiring) };
}

/** A valid payload of an event the headless agent can reproduce, with a tool it really has. */
function isReplayable({ testCase }: CaseResult): boolean {
  // Generated payloads stay out: their tool calls would run for real in the session's scratch.
  if (testCase.kind !== 'valid' || (testCase.origin ?? 'named') !== 'named' || !LIVE_EVENTS.has(testCase.event)) return false;
  const payload = JSON.parse(stdinText(testCase.stdin)) as { tool_name?: unknown; tool_input?: { command?: unknown } };
  if (testCase.event === 'PostToolUseFailure') return failsWhenReplayed(payload);
  const toolName = payload.tool_name;
  return toolName === undefined || (typeof toolName === 'string' && LIVE_TOOLS.has(toolName));
}

/**
 * Only a shell call is made to fail on purpose (agent-session.ts appends `exit 3` on a line of its
 * own); another tool's call may succeed, and the event never fire. A command ending in a backslash
 * would join that line to its own, and a heredoc could swallow it.
 */
function failsWhenReplayed(payload: { readonly tool_name?: unknown; readonly tool_input?: { readonly command?: unknown } }): boolean {
  const command = payload.tool_input?.command;
  return payload.tool_name === 'Bash' && typeof command === 'string' && !/\\\s*$/.test(command) && !command.includes('<<');
}
