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
import { packagePath } from '../package-root.js';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBE_COMMAND } from '../../specs/agents/pre-tool-answers.js';
import { shellCommandOf } from '../../specs/agents/shell-call.js';
import { mapLimited } from '../map-limited.js';
import type { AgentRun } from './agent-run.js';
import { AGENTS } from './index.js';
import { isBlocking } from '../oracle/effect.js';
import { quoteShellWord, type HookCommand } from '../runner/hook-command.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import { stdinText } from '../stdin-text.js';
import type { CaseResult, LiveEffect } from '../engine/types.js';
import type { LiveReplayOptions } from './replay-live.js';
import { selectLiveCases } from '../live/select-live-cases.js';

/** Each replay is a whole agent session (several seconds): keep the number bounded. */
const MAX_LIVE_CASES = 4;
const RECORDER = packagePath('dist', 'src', 'live', 'record-answer.js');

interface Recorded {
  readonly stdin: string;
  readonly outcome: HookOutcome;
}

/** Returns the results with `live` filled in on the replayed cases. */
export async function replayAsAgent(options: LiveReplayOptions, run: AgentRun, runHook: (options: RunHookOptions) => Promise<HookOutcome>): Promise<CaseResult[]> {
  if (run.agent === 'claude-code') throw new Error('Claude Code replays through replayLive');
  const driver = await AGENTS[run.agent].loadDriver();
  const chosen = new Set(selectLiveCases(options.results, options.findings, isShellCase, MAX_LIVE_CASES));
  const replayed = await mapLimited(
    options.results.filter(({ testCase }) => chosen.has(testCase.id)),
    options.jobs,
    async (result): Promise<CaseResult> => {
      const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-'));
      try {
        const record = join(dir, 'answer.json');
        const hookScript = writeRecorderScript(dir, record, options.target.command);
        const command = shellCommandOf(JSON.parse(stdinText(result.testCase.stdin)) as Record<string, unknown>)!;
        const path = options.callerEnv['PATH'] ?? '/usr/bin:/bin';
        const call = { bin: options.live.agentBin, bwrapBin: options.live.bwrapBin, path, event: run.event, shellCommand: `${PROBE_COMMAND}; ${command}`, hookTimeoutMs: options.target.timeoutMs };
        const toolRan = await driver.runShellCall({ ...call, hookScript }, runHook);
        const answer = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as Recorded) : null;
        const live = judge(run, options.live.agentVersion, toolRan, answer);
        if (live.agreesWithOracle || toolRan || live.unconfirmed !== undefined) return { ...result, live };
        // Held back though the answer lets it run: the agent may refuse the call itself (Codex refuses
        // `rm -f` style commands). The same call with a hook that allows everything tells the two apart.
        const refusedAnyway = !(await driver.runShellCall({ ...call, hookScript: writeAllowingScript(dir) }, runHook));
        return { ...result, live: refusedAnyway ? { ...live, unconfirmed: `${AGENTS[run.agent].name} refuses this call itself: with a hook that allows everything it did not run either` } : live };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
  const byId = new Map(replayed.map((result) => [result.testCase.id, result]));
  return options.results.map((result) => byId.get(result.testCase.id) ?? result);
}

/** A named valid payload of a shell call: generated ones stay out, their commands would run for real. */
function isShellCase({ testCase }: CaseResult): boolean {
  if (testCase.kind !== 'valid' || (testCase.origin ?? 'named') !== 'named') return false;
  return shellCommandOf(JSON.parse(stdinText(testCase.stdin)) as Record<string, unknown>) !== null;
}

/** The hook file the agent runs: the recorder, which runs the hook under test and answers as it did. */
function writeRecorderScript(dir: string, record: string, command: HookCommand): string {
  const script = join(dir, 'hook.sh');
  writeFileSync(script, ['#!/bin/sh', `exec ${[process.execPath, RECORDER, record, JSON.stringify(command)].map(quoteShellWord).join(' ')}`, ''].join('\n'));
  chmodSync(script, 0o755);
  return script;
}

/** A hook that reads its payload and lets every call through. */
function writeAllowingScript(dir: string): string {
  const script = join(dir, 'allow.sh');
  writeFileSync(script, ['#!/bin/sh', 'cat > /dev/null', 'exit 0', ''].join('\n'));
  chmodSync(script, 0o755);
  return script;
}

function judge(run: AgentRun, agentVersion: string, toolRan: boolean, answer: Recorded | null): NonNullable<CaseResult['live']> {
  const observed: LiveEffect = toolRan ? 'proceeded' : 'blocked';
  const base = { agent: run.agent, agentVersion, effect: observed, toolRan, modelSaw: null };
  if (answer === null) return { ...base, predicted: 'unknown', hookExitCode: null, agreesWithOracle: false, unconfirmed: 'the agent did not run the hook' };
  const effect = AGENTS[run.agent].predict(run.event, answer.outcome, run.version);
  // On a pre-tool event the one thing a session shows is whether the call ran: every effect that holds it back is a block.
  const predicted: LiveEffect = isBlocking(effect.kind) || effect.kind === 'ask' ? 'blocked' : 'proceeded';
  const exit = answer.outcome.kind === 'exited' ? answer.outcome.exitCode : null;
  return { ...base, predicted: `${predicted} (${effect.kind} on the answer the hook gave there)`, hookExitCode: exit, agreesWithOracle: predicted === observed };
}
