/**
 * The live phase for a hook run as another agent than Claude Code (`--live --agent`): the cases
 * that matter, each a shell call the fake model asks that agent to make, with the hook wired on
 * the run's event (pre-tool or post-tool) behind the answer recorder (record-answer.ts). The
 * verdict (8-live-agent-verdict.ts) holds what the agent did to the oracle's reading of the answer
 * the hook really gave there, to the payload the agent really sent.
 *
 * The call the model asks for is `echo hookprobe > probe.txt; <the case's command>`: the probe
 * file shows that the shell ran the call whatever the command does, and the hook sees the case's
 * command in it.
 */
import { PROBE_COMMAND } from '../../../specs/agents/pre-tool-answers.js';
import { shellCommandOf } from '../../../specs/agents/shell-call.js';
import { mapLimited } from '../../util/map-limited.js';
import type { AgentRun } from '../../agents/agent-run.js';
import { AGENTS } from '../../agents/index.js';
import type { HookOutcome } from '../../model/outcome.js';
import { withRecorderFolder } from '../../live/recorder-folder.js';
import type { LiveCall } from '../../live/live-call.js';
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
  const preTool = AGENTS[run.agent].claudeEvent(run.event) === 'PreToolUse';
  /** The session stopped where a block would have stopped it: the call did not run, or (after it) the agent did not go on. */
  const cutShort = (session: LiveCall) => (preTool ? !session.toolRan : !session.continued);
  const chosen = new Set(selectLiveCases(options.results, options.findings, isShellCase, MAX_LIVE_CASES));
  const replayed = await mapLimited(
    options.results.filter(({ testCase }) => chosen.has(testCase.id)),
    options.jobs,
    async (result): Promise<CaseResult> =>
      withRecorderFolder(options.target.command, async (folder) => {
        const command = shellCommandOf(JSON.parse(stdinText(result.testCase.stdin)) as Record<string, unknown>)!;
        const path = options.callerEnv['PATH'] ?? '/usr/bin:/bin';
        const call = { bin: options.live.agentBin, bwrapBin: options.live.bwrapBin, path, event: run.event, shellCommand: `${PROBE_COMMAND}; ${command}`, hookTimeoutMs: options.target.timeoutMs };
        const session = await driver.runShellCall({ ...call, hookScript: folder.hookScript }, runHook);
        const live = judgeLiveCall(run, options.live.agentVersion, session, folder.readAnswer());
        if (live.agreesWithOracle || live.unconfirmed !== undefined || !cutShort(session)) return { ...result, live };
        // Held back (or ended) though the answer lets it go on: the agent may refuse the call itself (Codex
        // refuses `rm -f` style commands). The same call with a hook that allows everything tells the two apart.
        const anyway = cutShort(await driver.runShellCall({ ...call, hookScript: folder.allowingScript() }, runHook));
        return {
          ...result,
          live: anyway
            ? { ...live, unconfirmed: `${AGENTS[run.agent].name} ${preTool ? 'refuses this call itself' : 'ends the run after this call itself'}: with a hook that allows everything it did the same` }
            : live,
        };
      }),
  );
  const byId = new Map(replayed.map((result) => [result.testCase.id, result]));
  return options.results.map((result) => byId.get(result.testCase.id) ?? result);
}

/** A named valid payload of a shell call: generated ones stay out, their commands would run for real. */
function isShellCase({ testCase }: CaseResult): boolean {
  if (testCase.kind !== 'valid' || (testCase.origin ?? 'named') !== 'named') return false;
  return shellCommandOf(JSON.parse(stdinText(testCase.stdin)) as Record<string, unknown>) !== null;
}
