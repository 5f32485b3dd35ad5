/**
 * Raw `mutate` arguments → options: the hooks come the way `hookcheck run` finds them (config,
 * scripts, canaries); the rest is the mutation run's own: tests, thresholds, --since, --shard and
 * where the reports go.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { MutateArgs } from './args.js';
import type { RunArgs } from '../run/args.js';
import { UsageError } from '../../errors.js';
import { parseShard } from '../../mutate/shard.js';
import type { Thresholds } from '../../model/mutation.js';
import type { MutateReporterName } from '../../reporters/mutate/index.js';
import { readReporterName } from '../option-readers.js';

export interface MutateOptions {
  readonly runArgs: RunArgs;
  readonly projectDir: string;
  readonly testCommand: string | null;
  readonly thresholds: Thresholds;
  readonly since: string | null;
  readonly shard: { readonly index: number; readonly count: number } | null;
  readonly reporter: MutateReporterName;
  readonly outputFile: string | null;
  readonly htmlFile: string | null;
}

/** Stryker's defaults: 80 and up is good, under 60 is poor; no break unless asked. */
const DEFAULT_THRESHOLDS: Thresholds = { high: 80, low: 60, break: null };

export function resolveMutateOptions(args: MutateArgs, cwd: string): MutateOptions {
  if (args.test !== undefined && args.test.trim() === '') throw new UsageError('--test got an empty command.', { hint: "Give the command that runs your tests, e.g. --test 'npm test'." });
  const reporter = readReporterName(args.reporter ?? 'pretty', 'mutate');
  return Object.freeze({
    runArgs: toRunArgs(args),
    projectDir: cwd,
    testCommand: args.test ?? null,
    thresholds: readThresholds(args.thresholds),
    since: args.since ?? null,
    shard: args.shard === undefined ? null : parseShard(args.shard),
    reporter,
    outputFile: args.output === undefined ? null : outputPath(resolve(cwd, args.output), '--output'),
    htmlFile: args.html === undefined ? null : outputPath(resolve(cwd, args.html), '--html'),
  });
}

/** The hooks are found as `hookcheck run` finds them; mutants need no fuzzing and no controls verdict. */
function toRunArgs(args: MutateArgs): RunArgs {
  return {
    scripts: args.scripts,
    command: null,
    shell: null,
    events: args.event,
    agents: [],
    ...(args.matcher === undefined ? {} : { matcher: args.matcher }),
    ...(args.timeout === undefined ? {} : { timeout: args.timeout }),
    ...(args.jobs === undefined ? {} : { jobs: args.jobs }),
    ...(args.sandbox === undefined ? {} : { sandbox: args.sandbox }),
    ...(args.config === undefined ? {} : { config: args.config }),
    canaries: args.canaries,
    hooks: args.hooks,
    allowNoControls: true,
    inheritEnv: false,
    live: false,
    runs: '0',
    prune: false,
    audit: false,
    help: false,
  };
}

/** "high/low/break" or "high/low", percentages: 80/60/50. */
function readThresholds(text: string | undefined): Thresholds {
  if (text === undefined) return DEFAULT_THRESHOLDS;
  const parts = text.split('/').map((part) => part.trim());
  const numbers = parts.map(Number);
  const valid = (parts.length === 2 || parts.length === 3) && parts.every((part) => /^\d+(\.\d{1,2})?$/.test(part)) && numbers.every((value) => value <= 100);
  if (!valid) throw new UsageError(`--thresholds "${text}" is not high/low/break.`, { hint: 'Give percentages, e.g. --thresholds 80/60/50 (break optional; up to two decimals).' });
  const [high, low, breaking] = numbers as [number, number, number | undefined];
  // As in Stryker, break stands alone: 80/60/100 demands every mutant killed.
  if (low > high) throw new UsageError(`--thresholds "${text}": high must be at least low.`, { hint: 'E.g. --thresholds 80/60/50.' });
  return { high, low, break: breaking ?? null };
}

function outputPath(path: string, option: string): string {
  if (!existsSync(dirname(path))) throw new UsageError(`${option} ${path}: the folder ${dirname(path)} does not exist.`, { hint: 'Create the folder, or choose another path.' });
  return path;
}
