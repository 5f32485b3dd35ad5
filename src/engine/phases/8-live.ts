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
const LIVE_EVENTS = new Set<EventName>(['PreToolUse', 'PostToolUse', 'UserPromptSubmit', 'Stop', 'SessionStart', 'SubagentStart', 'SubagentStop']);

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
      const verdict = judgeLive(result.testCase.event, result.effect, session);
      return {
        ...result,
        live: {
          agent: 'claude-code',
          agentVersion: options.live.agentVersion,
          effect: verdict.observed,
          predicted: verdict.predicted ?? 'not comparable headless',
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

/** A valid payload of an event the headless agent can reproduce, with a tool it really has. */
function isReplayable({ testCase }: CaseResult): boolean {
  // Generated payloads stay out: their tool calls would run for real in the session's scratch.
  if (testCase.kind !== 'valid' || (testCase.origin ?? 'named') !== 'named' || !LIVE_EVENTS.has(testCase.event)) return false;
  const toolName = (JSON.parse(stdinText(testCase.stdin)) as { tool_name?: unknown }).tool_name;
  return toolName === undefined || (typeof toolName === 'string' && LIVE_TOOLS.has(toolName));
}
