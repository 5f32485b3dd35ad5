/**
 * `hookcheck run`: options → engine → reporter → exit code. The only place
 * that reads process state for a run and writes the report. bubblewrap is tried first, and the
 * options (options.js), the engine and the reporters (run-and-report.ts) load while it runs: the
 * first case starts that much sooner.
 */
import { findAgentBinary, findAgentCli, findSandboxBinary } from '../../store/find-agent-binary.js';
import type { AgentRun } from '../../agents/agent-run.js';
import { runHook } from '../../runner/run-hook.js';
import type { ResolvedRunOptions } from './options.js';
import { readAgentVersion } from '../../live/agent-version.js';
import { buildRunSettings } from '../../engine/settings.js';
import { createScratchArea } from '../../workspace/scratch-area.js';
import { runTool } from '../../runner/run-tool.js';
import { parseRunArgs, RUN_USAGE, type RunArgs } from './args.js';
import { probeEarly, withWorkingSandbox } from '../working-sandbox.js';
import { print } from '../print.js';
import { UsageError } from '../../errors.js';
import { readLiveCases } from '../option-readers.js';

export async function runCommand(argv: readonly string[]): Promise<number> {
  const args = parseRunArgs(argv);
  if (args.help) return print(RUN_USAGE);
  const early = args.sandbox === 'none' ? null : probeEarly(process.env['PATH']);
  const { resolveRunOptions } = await import('./options.js');
  const planned = resolveRunOptions(args, process.cwd(), process.env);
  const maxLiveCases = readLiveCases(args.liveCases, args.live);
  const engine = import('./run-and-report.js');
  // Loaded, or not needed: a failed probe must not leave the import's own failure unhandled.
  engine.catch(() => undefined);
  const resolved = { ...planned, settings: await withWorkingSandbox(planned.settings, args.sandbox === 'bwrap', early) };
  const live = args.live ? await withLiveAgent(resolved, args, maxLiveCases) : resolved;
  return (await engine).runAndReport(withDeadline(live), args);
}
/** --max-time counts from now. */
function withDeadline(options: ResolvedRunOptions): ResolvedRunOptions {
  const { fuzz } = options.settings;
  if (!fuzz || options.maxTimeMs === null) return options;
  return { ...options, settings: buildRunSettings({ ...options.settings, fuzz: { ...fuzz, deadline: performance.now() + options.maxTimeMs } }) };
}

/** Finds the agent and its version; without --agent-version the oracle judges by that version. */
async function withLiveAgent(options: ResolvedRunOptions, args: RunArgs, maxCases: number | null): Promise<ResolvedRunOptions> {
  const bound = maxCases === null ? {} : { maxCases };
  const agents = new Set(options.targets.map((target) => target.agent?.agent ?? 'claude-code'));
  if (agents.size > 1) {
    throw new UsageError(`--live replays in one agent per run, and these hooks are run as ${[...agents].join(', ')}.`, {
      hint: 'Run the hooks of each agent on their own: --hook <name>, or one --agent at a time.',
    });
  }
  const other = options.targets.find((target) => target.agent !== undefined)?.agent;
  if (other !== undefined) return withLiveOtherAgent(options, other, bound);
  const agentBin = findAgentBinary(args.claudeBin, process.cwd(), process.env['PATH']);
  const bwrapBin = findSandboxBinary(process.env['PATH']);
  const agentVersion = await readAgentVersion(agentBin, process.env['PATH'] ?? '/usr/bin:/bin', { runTool, createScratchArea });
  process.stderr.write(`hookcheck: live mode with Claude Code ${agentVersion} (${agentBin})\n`);
  const oracleVersion = args.agentVersion === undefined ? agentVersion : options.settings.agentVersion;
  return { ...options, settings: buildRunSettings({ ...options.settings, agentVersion: oracleVersion, live: { agentBin, agentVersion, bwrapBin, ...bound } }) };
}

/** `--live --agent`: that agent's CLI and its version; its oracle keeps the version it has a verdict for. */
async function withLiveOtherAgent(options: ResolvedRunOptions, run: AgentRun, bound: { maxCases?: number }): Promise<ResolvedRunOptions> {
  if (run.agent === 'claude-code') return options;
  // Loaded only for a live run as another agent: an ordinary run starts its first case sooner.
  const { AGENTS } = await import('../../agents/index.js');
  const driver = await AGENTS[run.agent].loadDriver();
  const name = AGENTS[run.agent].name;
  const agentBin = findAgentCli(driver.binName, driver.packageName, name, process.cwd(), process.env['PATH']);
  const bwrapBin = findSandboxBinary(process.env['PATH']);
  const agentVersion = await driver.readVersion(agentBin, process.env['PATH'] ?? '/usr/bin:/bin', { runHook, createScratchArea });
  process.stderr.write(`hookcheck: live mode with ${name} ${agentVersion} (${agentBin})\n`);
  if (agentVersion !== run.version)
    process.stderr.write(`hookcheck: the oracle judges ${name} ${run.version}, the version it was measured on; the live verdicts say whether ${agentVersion} still agrees\n`);
  return { ...options, settings: buildRunSettings({ ...options.settings, live: { agent: run.agent, agentBin, agentVersion, bwrapBin, ...bound } }) };
}
