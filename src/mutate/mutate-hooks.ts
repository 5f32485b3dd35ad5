/**
 * The mutation run of every hook a config or the command line names: one subject per hook file (a
 * script wired to two events is mutated once, with the probes of both), --since and --shard chosen
 * over the whole run, then each file's mutants run (run-mutants.ts). Returns the files and tests
 * judged; a hook whose own tests fail, or cannot fail, ends the run with the reason.
 */
import { relative } from 'node:path';
import { ConfigError, HookcheckError, UsageError } from '../errors.js';
import { identifyCommand, pinScriptPath } from '../config/hook-identity.js';
import { isFile } from '../util/is-file.js';
import type { HookTarget } from '../model/run/hook-report.js';
import type { Mutant, MutationFile, MutationTest } from '../model/mutation.js';
import type { RunSettings } from '../engine/settings.js';
import { buildRunSettings } from '../engine/settings.js';
import { readHookSource } from '../workspace/mutant-files.js';
import { linesChangedSince } from './changed-lines.js';
import { findMutations } from './find-mutations.js';
import { detectLanguage } from './parse/detect-language.js';
import { runMutants, toMutant, type HostUse, type MutateEnvironment, type MutateSubject } from './run-mutants.js';
import { shardMembership } from './shard.js';

export interface MutateHooksOptions {
  readonly projectDir: string;
  readonly testCommand: string | null;
  /** `--since <ref>`: only the lines changed since it are mutated. */
  readonly since: string | null;
  readonly shard: { readonly index: number; readonly count: number } | null;
}

/** What the caller hears as the run goes: the plan, each file judged, and how its mutants ran. */
export interface MutateListener {
  planned(files: number, mutants: number): void;
  fileDone(file: MutationFile, notes: { readonly host?: HostUse; readonly sanity: readonly { readonly name: string; readonly killedBy: string | null }[] }, name: string): void;
}

export interface MutatedHooks {
  readonly files: readonly MutationFile[];
  readonly tests: readonly MutationTest[];
}

export async function mutateHooks(
  targets: readonly HookTarget[],
  configDir: string,
  run: RunSettings,
  options: MutateHooksOptions,
  environment: MutateEnvironment,
  listener: MutateListener,
): Promise<MutatedHooks> {
  const subjects = await Promise.all(byFile(targets, configDir).map((subject) => prepare(subject, options)));
  // Shards split the whole run (after --since), not each file: every mutant in exactly one shard.
  const inShard = shardMembership(
    subjects.flatMap((subject) => subject.candidates),
    options.shard,
  );
  listener.planned(subjects.length, subjects.flatMap((subject) => subject.candidates).filter((mutant) => inShard(mutant.id)).length);
  // Parallel suites would share the project's linked dependencies and their caches: one at a time.
  const runSettings = options.testCommand === null ? run : buildRunSettings({ ...run, jobs: 1 });
  const files: MutationFile[] = [];
  const tests = new Map<string, MutationTest>();
  for (const subject of subjects) {
    const choose = (mutants: readonly Mutant[]) => mutants.filter((mutant) => subject.candidateIds.has(mutant.id) && inShard(mutant.id));
    const outcome = await runMutants(subject.subject, { run: runSettings, projectDir: options.projectDir, testCommand: options.testCommand, choose }, environment);
    const target = subject.subject.target;
    // The file mutated, not the command's first word (`python3 guard.py` is guard.py's run).
    const name = target.name ?? (relative(options.projectDir, subject.subject.file) || subject.subject.file);
    if (outcome.kind === 'baseline-failed') {
      const failures = outcome.failures.map((line) => `  ${line}`).join('\n');
      if (outcome.inPlace === 'passed') {
        throw new HookcheckError(`${name} passes its tests where it is, but not as the copy a mutant runs in, so no mutant could be judged; the copy failed:\n${failures}`, {
          hint: "The copy holds the hook's folder (files under 1 MiB, subfolders while they total 4 MiB) and links the folders above it up to the project; a hook that reads a file from elsewhere by a path relative to itself misses it. Reach it through $CLAUDE_PROJECT_DIR, or run mutate with --test on a copy of the whole project.",
        });
      }
      throw new ConfigError(`The unmutated hook ${name} fails its own tests, so no mutant could be judged:\n${failures}`, {
        hint: 'Fix the hook or its probes until `hookcheck run` passes them, then mutate.',
      });
    }
    if (outcome.kind === 'tests-cannot-fail') {
      throw new ConfigError(`The tests of ${name} cannot fail: a hook that blocks everything and one that does nothing both pass them.`, {
        hint: 'Add a control probe (a call it must stop) and a benign one (a call it must let through), or a --test command that checks its answers.',
      });
    }
    files.push(outcome.file);
    for (const test of outcome.tests) tests.set(test.id, test);
    listener.fileDone(outcome.file, { ...(outcome.host === undefined ? {} : { host: outcome.host }), sanity: outcome.sanity }, name);
  }
  return { files, tests: [...tests.values()] };
}

interface PreparedSubject {
  readonly subject: MutateSubject;
  /** The mutants --since leaves (all of them without it), before any shard is taken. */
  readonly candidates: readonly Mutant[];
  readonly candidateIds: ReadonlySet<string>;
}

async function prepare({ target, file }: { target: HookTarget; file: string }, options: MutateHooksOptions): Promise<PreparedSubject> {
  if (options.testCommand !== null && relative(options.projectDir, file).startsWith('..')) {
    throw new UsageError(`${file} is outside the project ${options.projectDir}; --test runs your suite in a copy of the project, so the hook must be inside it.`, {
      hint: 'Run hookcheck mutate from the project that holds the hook.',
    });
  }
  const { source, mode } = readHookSource(file);
  const language = detectLanguage(file, source.split('\n', 1)[0] ?? '');
  if (language === null)
    throw new UsageError(`Cannot tell the language of ${file}.`, { hint: 'hookcheck mutates bash, Python, JavaScript and TypeScript hooks: give the file an extension or a shebang.' });
  const found = await findMutations(source, language);
  const lines = options.since === null ? null : await linesChangedSince(options.since, file, options.projectDir);
  const path = relative(options.projectDir, file) || file;
  const all = [...found.mutations, ...found.ignored.map(({ mutation }) => mutation)].map((mutation) => toMutant(mutation, path, language));
  const candidates = lines === null ? all : all.filter((mutant) => lines.has(mutant.location.start.line));
  return { subject: { target, file, language, source, mode, mutations: found.mutations, ignored: found.ignored }, candidates, candidateIds: new Set(candidates.map((mutant) => mutant.id)) };
}

/** One subject per hook file: a script wired to two events is mutated once, with the probes of both. */
function byFile(targets: readonly HookTarget[], configDir: string): { target: HookTarget; file: string }[] {
  const grouped = new Map<string, HookTarget>();
  for (const target of targets) {
    const file = hookFile(target, configDir);
    const seen = grouped.get(file);
    grouped.set(file, seen === undefined ? withScriptPinned(target, file, configDir) : { ...seen, probes: [...(seen.probes ?? []), ...(target.probes ?? [])] });
  }
  return [...grouped].map(([file, target]) => ({ target, file }));
}

/** The file a hook runs, found as run and audit find it (hook-identity.ts): the script itself, or the one an interpreter or a shell command is given. */
function hookFile(target: HookTarget, configDir: string): string {
  const script = identifyCommand(target.command, target.projectDir ?? configDir, isFile).script;
  if (script !== null) return script;
  throw new UsageError(`${describe(target)}: hookcheck mutate needs the hook's script file, and this command runs none that exists.`, {
    hint: 'Name the script in the command (e.g. python3 "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.py), or declare the hook with script: in the config.',
  });
}

/** A shell command names its script through a placeholder: written out, the mutant's copy can take its place. */
function withScriptPinned(target: HookTarget, file: string, configDir: string): HookTarget {
  if (target.command.form !== 'shell' || target.command.script.includes(file)) return target;
  const script = pinScriptPath(target.command.script, target.projectDir ?? configDir, file);
  if (script === null)
    throw new UsageError(`${describe(target)}: cannot tell which word of the command is ${file}.`, { hint: 'Declare the hook with script: or command: [interpreter, script] in the config.' });
  return { ...target, command: { form: 'shell', script } };
}

function describe(target: HookTarget): string {
  return target.name ?? (target.command.form === 'exec' ? target.command.file : target.command.script);
}
