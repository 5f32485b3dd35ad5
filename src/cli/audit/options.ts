/**
 * Raw `audit`/`try` arguments → frozen options: what to audit, the reporters and their files, the
 * baseline, and how hooks run. Every problem is a UsageError or ConfigError with a fix.
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { AuditArgs } from './args.js';
import { parseDuration } from '../../util/parse-duration.js';
import { UsageError } from '../../errors.js';
import type { AuditReporterName } from '../../reporters/audit/index.js';
import type { CanaryName } from '../../canaries/index.js';
import { MAX_TIMEOUT_MS } from '../../config/build-targets.js';
import { readAgentVersion, readCanaries, readCount, readFolder, readJobs, readReporterName, readSeed } from '../option-readers.js';

interface ReporterOutput {
  readonly name: AuditReporterName;
  /** Absolute path, or null for stdout. */
  readonly file: string | null;
}

interface AuditRunOptions {
  readonly runs: number;
  readonly seed: number;
  /** The seed came from --seed (a baseline's seed does not override it). */
  readonly seedGiven: boolean;
  readonly maxTimeMs: number | null;
  readonly maxTimeoutMs: number;
  readonly jobs: number;
  readonly sandbox: 'bwrap' | 'none';
  readonly canaries: readonly CanaryName[];
  /** Guards with no probes of their own get every canary set, each counted by kind (scope-canaries.ts); `--canaries none` turns it off. */
  readonly defaultCanaries: boolean;
  readonly allowNoControls: boolean;
}

export interface ResolvedAuditOptions {
  readonly agentVersion: string;
  readonly homeDir: string | null;
  /** --project: what `$CLAUDE_PROJECT_DIR` stands for; null to derive it from the target. */
  readonly projectDir: string | null;
  /** --config as given (resolved against the cwd), or undefined to look above the audited folder. */
  readonly config: string | undefined;
  /** Without --config, look for a config above the audited folder (audit: yes; try: never). */
  readonly searchConfig: boolean;
  readonly reporters: readonly ReporterOutput[];
  readonly baseline: { readonly path: string; readonly shown: string; readonly update: boolean } | null;
  /** null: lint only (--no-run). */
  readonly run: AuditRunOptions | null;
}

/** Generated cases per event and kind: an audit runs many hooks, so fewer than `run`'s 100 each. */
const DEFAULT_AUDIT_RUNS = 25;
const DEFAULT_MAX_TIMEOUT_MS = 10_000;

export function resolveAuditOptions(args: AuditArgs, cwd: string): ResolvedAuditOptions {
  const shown = (path: string) => relative(cwd, path) || path;
  if (args.updateBaseline && args.baseline === undefined)
    throw new UsageError('--update-baseline needs --baseline <file>: where to write the accepted findings.', { hint: 'e.g. --baseline .hookcheck/baseline.json --update-baseline' });
  const maxTimeoutMs = args.timeout === undefined ? DEFAULT_MAX_TIMEOUT_MS : parseDuration(args.timeout, '--timeout');
  if (maxTimeoutMs > MAX_TIMEOUT_MS) throw new UsageError(`--timeout ${args.timeout} is longer than a day.`, { hint: 'Give a timeout a hook can meet, e.g. --timeout 10 or --timeout 2m.' });
  const sandbox = args.sandbox ?? 'bwrap';
  if (sandbox !== 'bwrap' && sandbox !== 'none') {
    throw new UsageError(`--sandbox "${String(sandbox)}" is not one of bwrap, none.`, { hint: 'An audit runs hooks it does not trust: keep the default, bwrap (apt-get install bubblewrap).' });
  }
  return Object.freeze<ResolvedAuditOptions>({
    agentVersion: readAgentVersion(args.agentVersion),
    homeDir: args.home === undefined ? null : readFolder(resolve(cwd, args.home), '--home'),
    projectDir: args.project === undefined ? null : readFolder(resolve(cwd, args.project), '--project'),
    config: args.config === undefined ? undefined : resolve(cwd, args.config),
    searchConfig: true,
    reporters: readReporters(args.reporters, cwd),
    baseline: args.baseline === undefined ? null : { path: resolve(cwd, args.baseline), shown: shown(resolve(cwd, args.baseline)), update: args.updateBaseline },
    run: args.noRun
      ? null
      : {
          runs: readCount(args.runs, '--runs', DEFAULT_AUDIT_RUNS),
          seed: readSeed(args.seed),
          seedGiven: args.seed !== undefined,
          maxTimeMs: args.maxTime === undefined ? null : parseDuration(args.maxTime, '--max-time'),
          maxTimeoutMs,
          jobs: readJobs(args.jobs),
          sandbox,
          canaries: readCanaries(args.canaries.filter((name) => name !== 'none')),
          defaultCanaries: args.canaries.length === 0,
          allowNoControls: args.allowNoControls,
        },
  });
}

/** `name` or `name=file`; at most one reporter writes to stdout, and no two to one file. */
function readReporters(specs: readonly string[], cwd: string): ReporterOutput[] {
  const outputs = (specs.length === 0 ? ['pretty'] : specs).map((spec): ReporterOutput => {
    const at = spec.indexOf('=');
    const name = readReporterName(at === -1 ? spec : spec.slice(0, at), 'audit');
    const file = at === -1 ? null : spec.slice(at + 1);
    if (file === '') throw new UsageError(`--reporter ${spec}: no file after "=".`, { hint: `Write --reporter ${name}=<file>, or --reporter ${name} for stdout.` });
    const path = file === null ? null : resolve(cwd, file);
    if (path !== null && !existsSync(dirname(path))) throw new UsageError(`--reporter ${spec}: the folder ${dirname(path)} does not exist.`, { hint: 'Create the folder, or choose another path.' });
    return { name, file: path };
  });
  const toStdout = outputs.filter((output) => output.file === null);
  if (toStdout.length > 1) {
    throw new UsageError(`${toStdout.map((output) => output.name).join(' and ')} would both write to stdout.`, { hint: `Give all but one a file: --reporter ${toStdout[1]!.name}=<file>.` });
  }
  const files = outputs.flatMap((output) => (output.file === null ? [] : [output.file]));
  const twice = files.find((file, index) => files.indexOf(file) !== index);
  if (twice !== undefined) throw new UsageError(`Two reporters would write to ${twice}.`, { hint: 'Give each reporter its own file.' });
  return outputs;
}
