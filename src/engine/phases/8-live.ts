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
import { LIVE_TOOLS, type AgentSessionDeps } from '../../live/agent-session.js';
import { runContainedSession } from '../../live/contained-session.js';
import { judgeLive } from './8-live-verdict.js';
import { predictEffect } from '../../agents/claude-code/predict-effect.js';
import { answeredOutcome } from '../../oracle/answered-outcome.js';
import type { Effect } from '../../oracle/effect.js';
import type { AgentSession } from '../../live/agent-session.js';
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
 * replayed call really gave, so the verdict reads the answer the hook gave there.
 */
const JUDGED_ON_LIVE_ANSWER = new Set<EventName>(['PostToolUseFailure']);

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
      const liveEffect = JUDGED_ON_LIVE_ANSWER.has(result.testCase.event) ? effectOfLiveAnswer(result.testCase.event, session, options) : null;
      const verdict = judgeLive(result.testCase.event, liveEffect ?? result.effect, session);
      const predicted =
        verdict.predicted === null ? 'not comparable headless' : liveEffect === null ? verdict.predicted : `${verdict.predicted} (${liveEffect.kind} on the answer the hook gave there)`;
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

/** The oracle's reading of the answer the hook gave in the session; null when it never answered there with an exit code. */
function effectOfLiveAnswer(event: EventName, session: AgentSession, options: LiveReplayOptions): Effect | null {
  const answer = session.stream.hookResponses.find((response) => response.event === event);
  if (answer === undefined || answer.exitCode === null) return null;
  const wiring = options.target.onFailure === undefined ? {} : { onFailure: options.target.onFailure };
  return predictEffect(event, answeredOutcome(answer.exitCode, answer.stdout, answer.stderr), options.live.agentVersion, wiring);
}

/** A valid payload of an event the headless agent can reproduce, with a tool it really has. */
function isReplayable({ testCase }: CaseResult): boolean {
  // Generated payloads stay out: their tool calls would run for real in the session's scratch.
  if (testCase.kind !== 'valid' || (testCase.origin ?? 'named') !== 'named' || !LIVE_EVENTS.has(testCase.event)) return false;
  const toolName = (JSON.parse(stdinText(testCase.stdin)) as { tool_name?: unknown }).tool_name;
  // Only a shell call is made to fail on purpose (agent-session.ts): another tool's call may succeed, and the event never fire.
  if (testCase.event === 'PostToolUseFailure') return toolName === 'Bash';
  return toolName === undefined || (typeof toolName === 'string' && LIVE_TOOLS.has(toolName));
}
