/**
 * The live phase for a hook run as another agent than Claude Code (`--live --agent`): the cases
 * that matter, each a shell call the fake model asks that agent to make, with the hook wired on
 * the agent's pre-tool event behind the answer recorder (record-answer.ts). The verdict holds
 * what the agent did (the call ran or not) to the oracle's reading of the answer the hook really
 * gave there, to the payload the agent really sent.
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
import { isBlocking } from '../../oracle/effect.js';
import type { HookOutcome } from '../../model/outcome.js';
import { withRecorderFolder, type RecordedAnswer } from '../../live/recorder-folder.js';
import type { RunHookOptions } from '../../runner/run-hook.js';
import { stdinText } from '../../util/stdin-text.js';
import type { CaseResult, LiveEffect } from '../../model/run/hook-report.js';
import type { LiveReplayOptions } from './8-live.js';
import { selectLiveCases } from './8-live-cases.js';

/** Each replay is a whole agent session (several seconds): keep the number bounded. */
const MAX_LIVE_CASES = 4;

/** Returns the results with `live` filled in on the replayed cases. */
export async function replayAsAgent(options: LiveReplayOptions, run: AgentRun, runHook: (options: RunHookOptions) => Promise<HookOutcome>): Promise<CaseResult[]> {
  if (run.agent === 'claude-code') throw new Error('Claude Code replays through replayLive');
  const driver = await AGENTS[run.agent].loadDriver();
  const chosen = new Set(selectLiveCases(options.results, options.findings, isShellCase, MAX_LIVE_CASES));
  const replayed = await mapLimited(
    options.results.filter(({ testCase }) => chosen.has(testCase.id)),
    options.jobs,
    async (result): Promise<CaseResult> =>
      withRecorderFolder(options.target.command, async (folder) => {
        const command = shellCommandOf(JSON.parse(stdinText(result.testCase.stdin)) as Record<string, unknown>)!;
        const path = options.callerEnv['PATH'] ?? '/usr/bin:/bin';
        const call = { bin: options.live.agentBin, bwrapBin: options.live.bwrapBin, path, event: run.event, shellCommand: `${PROBE_COMMAND}; ${command}`, hookTimeoutMs: options.target.timeoutMs };
        const toolRan = await driver.runShellCall({ ...call, hookScript: folder.hookScript }, runHook);
        const live = judge(run, options.live.agentVersion, toolRan, folder.readAnswer());
        if (live.agreesWithOracle || toolRan || live.unconfirmed !== undefined) return { ...result, live };
        // Held back though the answer lets it run: the agent may refuse the call itself (Codex refuses
        // `rm -f` style commands). The same call with a hook that allows everything tells the two apart.
        const refusedAnyway = !(await driver.runShellCall({ ...call, hookScript: folder.allowingScript() }, runHook));
        return { ...result, live: refusedAnyway ? { ...live, unconfirmed: `${AGENTS[run.agent].name} refuses this call itself: with a hook that allows everything it did not run either` } : live };
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

function judge(run: AgentRun, agentVersion: string, toolRan: boolean, answer: RecordedAnswer | null): NonNullable<CaseResult['live']> {
  const observed: LiveEffect = toolRan ? 'proceeded' : 'blocked';
  const base = { agent: run.agent, agentVersion, effect: observed, toolRan, modelSaw: null };
  if (answer === null) return { ...base, predicted: 'unknown', hookExitCode: null, agreesWithOracle: false, unconfirmed: 'the agent did not run the hook' };
  const effect = AGENTS[run.agent].predict(run.event, answer.outcome, run.version);
  // On a pre-tool event the one thing a session shows is whether the call ran: every effect that holds it back is a block.
  const predicted: LiveEffect = isBlocking(effect.kind) || effect.kind === 'ask' ? 'blocked' : 'proceeded';
  const exit = answer.outcome.kind === 'exited' ? answer.outcome.exitCode : null;
  return { ...base, predicted: `${predicted} (${effect.kind} on the answer the hook gave there)`, hookExitCode: exit, agreesWithOracle: predicted === observed };
}
