/**
 * `hookcheck mutate`: the hooks the config declares (or the scripts named), each mutated on its
 * syntax tree and run against its probes and/or the user's --test command; the report in text,
 * mutation-testing-report-schema JSON or self-contained HTML; exit 1 under the break threshold.
 */
import { callerEnvironment } from '../caller-environment.js';
import { buildRunSettings } from '../../engine/settings.js';
import { resolveRunOptions } from '../run/options.js';
import { resolveMutateOptions, type MutateOptions } from './options.js';
import type { HookTarget } from '../../model/run/hook-report.js';
import { ConfigError, HookcheckError, UsageError } from '../../errors.js';
import { findMutations } from '../../mutate/find-mutations.js';
import { detectLanguage } from '../../mutate/parse/detect-language.js';
import { runMutants, toMutant, type MutateEnvironment, type MutateSubject } from '../../mutate/run-mutants.js';
import { shardMembership } from '../../mutate/shard.js';
import type { Mutant, MutationFile, MutationRun, MutationTest } from '../../model/mutation.js';
import { createMutantsRoot, readHookSource, writeMutantCopy, writeProjectCopy } from '../../workspace/mutant-files.js';
import { readProbeFiles, writeProbeFiles } from '../../workspace/probe-files.js';
import { runHook } from '../../runner/run-hook.js';
import { createNodeHostPool } from '../../runner/node-host/node-host.js';
import { lineTracer } from '../../runner/line-trace.js';
import { stopHooksOnInterrupt, stopRunOnInterrupt } from '../stop-on-interrupt.js';
import { createProgress } from '../progress/progress.js';
import { scratchAreaFactory } from '../../workspace/scratch-area.js';
import { checkSyntax } from '../../runner/syntax-check.js';
import { print } from '../print.js';
import { MUTATE_USAGE, parseMutateArgs } from './args.js';
import { finishMutation } from './finish.js';
import { linesChangedSince } from './since-lines.js';
import { mutateHeartbeats } from './heartbeat-mutate.js';
import { withWorkingSandbox } from '../working-sandbox.js';
import { relative } from 'node:path';
import { identifyCommand, pinScriptPath } from '../../config/hook-identity.js';
import { isFile } from '../../config/starter-config-file.js';

export async function mutateCommand(argv: readonly string[]): Promise<number> {
  const args = parseMutateArgs(argv);
  if (args.help) return print(MUTATE_USAGE);
  const options = resolveMutateOptions(args, process.cwd());
  if (args.heartbeats.length > 0) return mutateHeartbeats(args, options);
  const run = resolveRunOptions(options.runArgs, process.cwd(), process.env);
  for (const notice of run.notices) process.stderr.write(`hookcheck: ${notice}\n`);
  const mutantsRoot = await createMutantsRoot();
  const scratchAreas = scratchAreaFactory();
  const progress = createProgress(process.stderr);
  stopHooksOnInterrupt(mutantsRoot.remove);
  // Ctrl-C: no mutant starts any more, running hooks are killed, and the report shows what was judged.
  const stop = new AbortController();
  const interrupt = stopRunOnInterrupt(() => stop.abort());
  try {
    const planned =
      run.settings.sandbox?.kind === 'bwrap' ? buildRunSettings({ ...run.settings, sandbox: { ...run.settings.sandbox, visible: [...run.settings.sandbox.visible, mutantsRoot.path] } }) : run.settings;
    const settings = await withWorkingSandbox(planned, args.sandbox === 'bwrap');
    const environment: MutateEnvironment = {
      runHook,
      createScratchArea: scratchAreas.create,
      callerEnv: callerEnvironment(),
      probeFiles: { write: writeProbeFiles, read: readProbeFiles },
      mutantsRoot: mutantsRoot.path,
      writeMutantCopy: (root, slot, original, source, mode) => writeMutantCopy(root, slot, original, source, mode, options.projectDir),
      writeProjectCopy,
      checkSyntax,
      nodeHosts: createNodeHostPool,
      traceLines: lineTracer(mutantsRoot.path),
      onCaseDone: (result) => progress.onCaseDone(result),
      onMutantDone: () => progress.onItemDone(),
      stop: stop.signal,
    };
    const subjects = await Promise.all(byFile(run.targets, run.configDir).map((subject) => prepare(subject, options)));
    // Shards split the whole run (after --since), not each file: every mutant in exactly one shard.
    const inShard = shardMembership(
      subjects.flatMap((subject) => subject.candidates),
      options.shard,
    );
    const chosen = subjects.flatMap((subject) => subject.candidates).filter((mutant) => inShard(mutant.id)).length;
    progress.begin({ title: `mutating ${subjects.length} hook file(s): ${chosen} mutant(s) to run`, total: chosen, unit: 'mutant' });
    const files: MutationFile[] = [];
    const tests = new Map<string, MutationTest>();
    for (const subject of subjects) {
      const choose = (mutants: readonly Mutant[]) => mutants.filter((mutant) => subject.candidateIds.has(mutant.id) && inShard(mutant.id));
      // Parallel suites would share the project's linked dependencies and their caches: one at a time.
      const runSettings = options.testCommand === null ? settings : buildRunSettings({ ...settings, jobs: 1 });
      const outcome = await runMutants(subject.subject, { run: runSettings, projectDir: options.projectDir, testCommand: options.testCommand, choose }, environment);
      const target = subject.subject.target;
      if (outcome.kind === 'baseline-failed') {
        const failures = outcome.failures.map((line) => `  ${line}`).join('\n');
        if (outcome.inPlace === 'passed') {
          throw new HookcheckError(`${describe(target)} passes its tests where it is, but not as the copy a mutant runs in, so no mutant could be judged; the copy failed:\n${failures}`, {
            hint: "The copy holds the hook's folder (files under 1 MiB, subfolders while they total 4 MiB) and links the folders above it up to the project; a hook that reads a file from elsewhere by a path relative to itself misses it. Reach it through $CLAUDE_PROJECT_DIR, or run mutate with --test on a copy of the whole project.",
          });
        }
        throw new ConfigError(`The unmutated hook ${describe(target)} fails its own tests, so no mutant could be judged:\n${failures}`, {
          hint: 'Fix the hook or its probes until `hookcheck run` passes them, then mutate.',
        });
      }
      if (outcome.kind === 'tests-cannot-fail') {
        throw new ConfigError(`The tests of ${describe(target)} cannot fail: a hook that blocks everything and one that does nothing both pass them.`, {
          hint: 'Add a control probe (a call it must stop) and a benign one (a call it must let through), or a --test command that checks its answers.',
        });
      }
      // The notices below are whole lines: on a terminal, the progress line goes first.
      progress.clear();
      if (outcome.host !== undefined)
        process.stderr.write(
          `hookcheck: ${describe(target)}: ${outcome.host.used ? 'mutants ran in node hosts (the unmutated hook answered every probe there as it did as processes)' : `mutants ran as processes: ${outcome.host.why}`}\n`,
        );
      for (const result of outcome.sanity)
        process.stderr.write(`hookcheck: sanity mutant "${result.name}" of ${describe(target)}: ${result.killedBy === null ? 'survived' : `killed by ${result.killedBy}`}\n`);
      files.push(outcome.file);
      progress.onGroupDone({ name: outcome.file.path, outcome: describeMutants(outcome.file) });
      for (const test of outcome.tests) tests.set(test.id, test);
    }
    progress.stop();
    const signal = interrupt.signal();
    const stoppedBy = signal === 'SIGINT' || signal === 'SIGTERM' ? { interrupted: signal } : {};
    const result: MutationRun = { files, tests: [...tests.values()], thresholds: options.thresholds, ...(options.shard ? { shard: options.shard } : {}), ...stoppedBy };
    return finishMutation(result, options, signal, { where: 'in the hooks given', hint: 'Check that the hooks hold conditions, exit codes or decisions to mutate, or widen --since.' });
  } finally {
    progress.stop();
    // The mutants' copies go even when the templates could not.
    try {
      await scratchAreas.dispose();
    } finally {
      await mutantsRoot.remove();
    }
  }
}

interface PreparedSubject {
  readonly subject: MutateSubject;
  /** The mutants --since leaves (all of them without it), before any shard is taken. */
  readonly candidates: readonly Mutant[];
  readonly candidateIds: ReadonlySet<string>;
}

async function prepare({ target, file }: { target: HookTarget; file: string }, options: MutateOptions): Promise<PreparedSubject> {
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

/** `12 mutant(s): 10 killed, 2 survived`, in the report's words. */
function describeMutants(file: MutationFile): string {
  const counts = new Map<string, number>();
  for (const mutant of file.mutants) counts.set(mutant.status, (counts.get(mutant.status) ?? 0) + 1);
  return `${file.mutants.length} mutant(s)${counts.size === 0 ? '' : `: ${[...counts].map(([status, count]) => `${count} ${status}`).join(', ')}`}`;
}

function describe(target: HookTarget): string {
  return target.name ?? (target.command.form === 'exec' ? target.command.file : target.command.script);
}
