/**
 * The live phase for a hook run as another agent than Claude Code (`--live --agent`): the cases
 * that matter, each a shell call the fake model asks that agent to make, with the hook wired on
 * the run's event (pre-tool or post-tool) behind the answer recorder (record-answer.ts). The
 * verdict (8-live-agent-verdict.ts) holds what the agent did to the oracle's reading of the answer
 * the hook really gave there, to the payload the agent really sent.
 *
 * The call the model asks for is `echo hookprobe > probe.txt; <the case's command>` (and an exit
 * that fails it on a failure event): the probe file shows that the shell ran the call whatever the
 * command does, and the hook sees the case's command in it.
 */
import { probeCommandFor } from '../../../specs/agents/pre-tool-answers.js';
import { shellCommandOf } from '../../../specs/agents/shell-call.js';
import { mapLimited } from '../../util/map-limited.js';
import type { AgentRun } from '../../agents/agent-run.js';
import { AGENTS } from '../../agents/index.js';
import { isEditPayload } from '../../agents/modelled-tools.js';
import type { HookOutcome } from '../../model/outcome.js';
import { withRecorderFolder } from '../../live/recorder-folder.js';
import { afterFinalAnswer, promptReached, type LiveCall } from '../../live/live-call.js';
import { isAfterCall, isBeforeCall, momentOfEvent } from '../../oracle/event-moment.js';
import type { EventName } from '../../../specs/claude-code/events.js';
import type { RunHookOptions } from '../../runner/run-hook.js';
import { stdinText } from '../../util/stdin-text.js';
import type { CaseResult } from '../../model/run/hook-report.js';
import { judgeLiveCall } from './8-live-agent-verdict.js';
import type { LiveReplayOptions } from './8-live.js';
import { selectLiveCases } from './8-live-cases.js';

/** Each replay is a whole agent session (several seconds): keep the number bounded. */
const MAX_LIVE_CASES = 4;

/** Returns the results with `live` filled in on the replayed cases. */
export async function replayAsAgent(options: LiveReplayOptions, run: AgentRun, runHook: (options: RunHookOptions) => Promise<HookOutcome>): Promise<CaseResult[]> {
  if (run.agent === 'claude-code') throw new Error('Claude Code replays through replayLive');
  const driver = await AGENTS[run.agent].loadDriver();
  const moment = AGENTS[run.agent].claudeEvent(run.event);
  /** The session shows what a block would: the call did not run, the agent did not go on after it, or it went on after its final answer. */
  const blockShows = (session: LiveCall) =>
    isBeforeCall(moment)
      ? !session.toolRan
      : momentOfEvent(moment) === 'end-of-turn'
        ? afterFinalAnswer(session).length > 0
        : momentOfEvent(moment) === 'prompt'
          ? !promptReached(session)
          : !session.continued;
  const toolEvent = isBeforeCall(moment) || isAfterCall(moment);
  const chosen = new Set(selectLiveCases(options.results, options.findings, toolEvent ? (result) => isShellCase(result, run) : isNamedValid, options.live.maxCases ?? MAX_LIVE_CASES));
  const replayed = await mapLimited(
    options.results.filter(({ testCase }) => chosen.has(testCase.id)),
    options.jobs,
    async (result): Promise<CaseResult> =>
      withRecorderFolder(options.target.command, async (folder) => {
        // A tool event's case puts its command in the call; at the end of a turn the call is only the probe.
        const command = toolEvent ? shellCommandOf(JSON.parse(stdinText(result.testCase.stdin)) as Record<string, unknown>) : null;
        const path = options.callerEnv['PATH'] ?? '/usr/bin:/bin';
        const shellCommand = probeCommandFor(moment ?? run.event, command);
        const call = { bin: options.live.agentBin, bwrapBin: options.live.bwrapBin, path, event: run.event, shellCommand, hookTimeoutMs: options.target.timeoutMs };
        const session = await driver.runShellCall({ ...call, hookScript: folder.hookScript, paths: folder.sessionPaths }, runHook);
        const live = judgeLiveCall(run, options.live.agentVersion, session, folder.readAnswer());
        if (live.agreesWithOracle || live.unconfirmed !== undefined || !blockShows(session)) return { ...result, live };
        // What a block shows, though the answer blocks nothing: the agent may do it itself (Codex refuses
        // `rm -f` style commands). The same call with a hook that allows everything tells the two apart.
        const anyway = blockShows(await driver.runShellCall({ ...call, hookScript: folder.allowingScript(), paths: folder.sessionPaths }, runHook));
        return {
          ...result,
          live: anyway ? { ...live, unconfirmed: `${AGENTS[run.agent].name} ${BY_ITSELF[moment ?? 'PreToolUse'] ?? 'does this itself'}: with a hook that allows everything it did the same` } : live,
        };
      }),
  );
  const byId = new Map(replayed.map((result) => [result.testCase.id, result]));
  return options.results.map((result) => byId.get(result.testCase.id) ?? result);
}

/** What the agent did on its own, where a block would have shown the same. */
const BY_ITSELF: Partial<Record<EventName, string>> = {
  PreToolUse: 'refuses this call itself',
  PostToolUse: 'ends the run after this call itself',
  PostToolUseFailure: 'ends the run after this failed call itself',
  Stop: 'goes on after its final answer itself',
  UserPromptSubmit: 'keeps the prompt from the model itself',
  SessionStart: 'keeps the prompt from the model itself',
  SessionEnd: 'goes on after its final answer itself',
  PreCompact: 'keeps the prompt from the model itself',
  PermissionRequest: 'refuses this call itself',
};

/** A named valid payload: generated ones stay out, their commands would run for real. */
function isNamedValid({ testCase }: CaseResult): boolean {
  return testCase.kind === 'valid' && (testCase.origin ?? 'named') === 'named';
}

/** A named valid payload of a shell call (an edit's patch is in a command field too, and is no command). */
function isShellCase(result: CaseResult, run: AgentRun): boolean {
  if (!isNamedValid(result)) return false;
  const payload = JSON.parse(stdinText(result.testCase.stdin)) as Record<string, unknown>;
  return !isEditPayload(run.agent, payload) && shellCommandOf(payload) !== null;
}
