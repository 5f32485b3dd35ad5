/**
 * The option readers the commands share: each turns one raw flag into a checked value, or a
 * UsageError that says how to fix it.
 */
import { AGENT_IDS, isAgentId, type AgentId } from '../agents/index.js';
import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { LATEST_VERSION, parseVersion } from '../../specs/claude-code/versions.js';
import { isCanaryName, CANARY_NAMES, type CanaryName } from '../canaries/index.js';
import { expandCanaries } from '../engine/probes/expand-canaries.js';
import { defaultJobs } from '../engine/job-pool.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { closestMatch } from '../util/edit-distance.js';
import { UsageError } from '../errors.js';
import { pickSeed } from '../fuzz/seed.js';
import { REPORTER_ALIASES, REPORTERS_OF, type ReportingCommand } from '../reporters/names.js';

export const KILL_GRACE_MS = 1000;

/** --canaries adds probes to every hook; --allow-no-controls applies to every hook. */
export function withCanaries(target: HookTarget, names: readonly CanaryName[], allowNoControls: boolean, agentVersion: string): HookTarget {
  const expanded = expandCanaries(names, target.events, target.matcher, agentVersion, target.agent);
  const result: HookTarget = {
    ...target,
    probes: [...(target.probes ?? []), ...expanded.probes],
    allowNoControls: allowNoControls || (target.allowNoControls ?? false),
    probesNotSent: [...(target.probesNotSent ?? []), ...expanded.notApplicable],
  };
  return result;
}

/**
 * Audit's default for a guard with no probes of its own: every canary set its matcher selects, each
 * counted only where the guard guards that kind (scope-canaries.ts). A hook on an event no canary
 * is sent on gets none, and no note: it was never meant to.
 */
export function withDefaultCanaries(target: HookTarget, agentVersion: string): HookTarget {
  if ((target.probes ?? []).length > 0) return target;
  const { probes } = expandCanaries(CANARY_NAMES, target.events, target.matcher, agentVersion, target.agent, { scoped: true });
  return probes.some((probe) => probe.role === 'control') ? { ...target, probes } : target;
}

export function readCanaries(names: readonly string[]): CanaryName[] {
  return [...new Set(names)].map((name) => {
    if (isCanaryName(name)) return name;
    throw new UsageError(`--canaries: there is no canary set "${name}".`, { hint: `Choose from ${CANARY_NAMES.join(', ')}.` });
  });
}

/** `--agents`: agent ids, comma-separated or repeated, or `all`; Claude Code is always judged. */
export function readAgents(names: readonly string[]): AgentId[] {
  const wanted = names.includes('all') ? [...AGENT_IDS] : [...new Set(names)];
  const agents = wanted.map((name) => {
    if (isAgentId(name)) return name;
    throw new UsageError(`--agents: there is no agent "${name}".`, { hint: `Choose from ${AGENT_IDS.join(', ')}, or all.` });
  });
  // Claude Code alone compares nothing: a run that says it checked portability must have.
  if (agents.length > 0 && agents.every((agent) => agent === 'claude-code')) {
    throw new UsageError('--agents claude-code compares nothing: every run is judged as Claude Code already.', {
      hint: `Name another agent: ${AGENT_IDS.filter((id) => id !== 'claude-code').join(', ')}, or all.`,
    });
  }
  return agents;
}

export function readAgentVersion(version: string | undefined): string {
  if (version === undefined || version === 'latest') return LATEST_VERSION;
  if (parseVersion(version) === null) throw new UsageError(`--agent-version "${version}" is not a version.`, { hint: `Give one like ${LATEST_VERSION}, or "latest".` });
  return version.trim();
}

/** Checked before the run, so a typo in --output does not cost a whole run. */
export function readOutputPath(path: string): string {
  if (!existsSync(dirname(path))) throw new UsageError(`--output ${path}: the folder ${dirname(path)} does not exist.`, { hint: 'Create the folder, or choose another path.' });
  return path;
}

export function readJobs(jobs: string | undefined): number {
  if (jobs === undefined) return defaultJobs();
  const value = Number(jobs);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`--jobs "${jobs}" is not a positive whole number.`, { hint: 'Give how many invocations may run at once, e.g. --jobs 4.' });
  return value;
}

export function readFolder(path: string, option: string): string {
  if (!existsSync(path) || !statSync(path).isDirectory())
    throw new UsageError(`${option} ${path} is not a folder.`, { hint: `Give an existing folder; hooks get a copy of it, never the folder itself.` });
  return path;
}

export function readCount(value: string | undefined, option: string, fallback: number): number {
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0)
    throw new UsageError(`${option} "${value}" is not a whole number of cases.`, { hint: `Give a count, e.g. ${option} ${fallback} (0 turns generation off).` });
  return count;
}

/** `--live-cases <n>`: a positive count, and only with --live (alone it would bound nothing). */
export function readLiveCases(value: string | undefined, live: boolean): number | null {
  if (value === undefined) return null;
  if (!live) throw new UsageError('--live-cases bounds the live replay, and this run has no --live.', { hint: 'Add --live, or drop --live-cases.' });
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new UsageError(`--live-cases "${value}" is not a count of cases: a live phase replays at least one.`, { hint: 'Give a whole number from 1, e.g. --live-cases 2.' });
  return count;
}

export function readSeed(seed: string | undefined): number {
  if (seed === undefined) return pickSeed();
  const value = Number(seed);
  if (!Number.isSafeInteger(value)) throw new UsageError(`--seed "${seed}" is not an integer.`, { hint: 'Give the seed a run printed, e.g. --seed 1234567.' });
  return value;
}

export function readChoice<T extends string>(value: string, choices: readonly T[], option: string): T {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${option} "${value}" is not one of ${choices.join(', ')}.`, { hint: `Use ${option} ${choices[0]}.` });
}

/**
 * `--reporter <name>` of `command` → the reporter's name (an old name is translated). A name only
 * another command has says which command that is, so the user learns where the report lives.
 */
export function readReporterName<C extends ReportingCommand>(value: string, command: C): (typeof REPORTERS_OF)[C][number] {
  const own: readonly string[] = REPORTERS_OF[command];
  const name = REPORTER_ALIASES[value] ?? value;
  if (own.includes(name)) return name as (typeof REPORTERS_OF)[C][number];
  const others = (Object.keys(REPORTERS_OF) as ReportingCommand[]).filter((other) => other !== command && (REPORTERS_OF[other] as readonly string[]).includes(name));
  if (others.length > 0) {
    throw new UsageError(`${value} is a reporter of ${others.map((other) => `\`hookcheck ${other}\``).join(' and ')}; \`hookcheck ${command}\` has: ${own.join(', ')}.`, {
      hint: `Run \`hookcheck ${others[0]}\` for that report, or choose one of ${own.join(', ')} here.`,
    });
  }
  const near = closestMatch(value, own);
  throw new UsageError(`--reporter "${value}" is not one of ${own.join(', ')}${near === null ? '' : ` (did you mean "${near}"?)`}.`, { hint: `Use --reporter ${near ?? own[0]}.` });
}
