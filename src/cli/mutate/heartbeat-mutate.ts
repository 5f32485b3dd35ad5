/**
 * `hookcheck mutate --heartbeat NAME`: the script a declared heartbeat runs, mutated on its syntax
 * tree, each mutant run on the scenarios the unmutated script passes (mutate/heartbeat-mutants.ts).
 * The report is the hooks' mutation report (text, schema JSON, HTML) with the scenarios as tests.
 */
import { isAbsolute, relative } from 'node:path';
import { identifyCommand } from '../../config/hook-identity.js';
import { isFile } from '../../config/starter-config-file.js';
import { ConfigError, UsageError } from '../../errors.js';
import type { HeartbeatSpec } from '../../heartbeat/declaration.js';
import { runHeartbeat } from '../../heartbeat/run-heartbeat.js';
import type { Mutant, MutationFile, MutationRun, MutationTest } from '../../model/mutation.js';
import { findMutations } from '../../mutate/find-mutations.js';
import { runHeartbeatMutants, type HeartbeatMutateSubject } from '../../mutate/heartbeat-mutants.js';
import { detectLanguage } from '../../mutate/parse/detect-language.js';
import { toMutant } from '../../mutate/run-mutants.js';
import { shardMembership } from '../../mutate/shard.js';
import { createMutantsRoot, readHookSource, removeCopy, writeProjectCopy, writeSourceCopies } from '../../workspace/mutant-files.js';
import { checkSyntax } from '../../runner/syntax-check.js';
import { declaredHeartbeats } from '../heartbeat/declared-heartbeats.js';
import { createProgress } from '../progress/progress.js';
import { stopHooksOnInterrupt, stopRunOnInterrupt } from '../stop-on-interrupt.js';
import type { MutateArgs } from './args.js';
import { finishMutation } from './finish.js';
import { readJobs } from '../option-readers.js';
import type { MutateOptions } from './options.js';
import { linesChangedSince } from './since-lines.js';

/** What only a hook has: a heartbeat's tests are its scenarios. */
const HOOK_ONLY: readonly (readonly [keyof MutateArgs, string])[] = [
  ['test', '--test'],
  ['matcher', '--matcher'],
  ['timeout', '--timeout'],
];

export async function mutateHeartbeats(args: MutateArgs, options: MutateOptions): Promise<number> {
  const mixed = [
    ...HOOK_ONLY.filter(([key]) => args[key] !== undefined).map(([, flag]) => flag),
    ...(args.scripts.length > 0 ? ['a script'] : []),
    ...(args.hooks.length > 0 ? ['--hook'] : []),
    ...(args.canaries.length > 0 ? ['--canaries'] : []),
    ...(args.event.length > 0 ? ['--event'] : []),
  ];
  if (mixed.length > 0)
    throw new UsageError(`--heartbeat cannot be given with ${mixed.join(', ')}: a heartbeat's tests are its scenarios.`, { hint: 'Mutate the heartbeats and the hooks in two runs.' });
  const { specs, tools } = declaredHeartbeats(args.config, args.heartbeats, process.cwd());
  const subjects = await Promise.all(specs.map((spec) => prepare(spec, options)));
  const inShard = shardMembership(
    subjects.flatMap((subject) => subject.candidates),
    options.shard,
  );
  const mutantsRoot = await createMutantsRoot();
  stopHooksOnInterrupt(mutantsRoot.remove);
  const stop = new AbortController();
  const interrupt = stopRunOnInterrupt(() => stop.abort());
  const progress = createProgress(process.stderr);
  const jobs = readJobs(options.runArgs.jobs);
  try {
    const chosen = subjects.flatMap((subject) => subject.candidates).filter((mutant) => inShard(mutant.id)).length;
    progress.begin({
      title: `mutating ${subjects.length} heartbeat script(s): ${chosen} mutant(s), each run on the scenarios the unmutated script passes`,
      total: chosen,
      unit: 'mutant',
      activity: 'mutant',
    });
    const files: MutationFile[] = [];
    const tests: MutationTest[] = [];
    for (const { subject, candidates } of subjects) {
      const ids = new Set(candidates.map((mutant) => mutant.id));
      const outcome = await runHeartbeatMutants(subject, {
        runHeartbeat: (spec, runOptions) => runHeartbeat(spec, tools, runOptions),
        mutantsRoot: mutantsRoot.path,
        writeProjectCopy,
        writeSourceCopies,
        removeCopy,
        checkSyntax: (language, paths) => checkSyntax(language, paths, { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }),
        jobs,
        choose: (mutants: readonly Mutant[]) => mutants.filter((mutant) => ids.has(mutant.id) && inShard(mutant.id)),
        stop: stop.signal,
        onMutantDone: () => progress.onItemDone(),
      });
      const name = subject.spec.name;
      if (outcome.kind === 'nothing-passes') {
        throw new ConfigError(
          `No scenario passes on the unmutated script of heartbeat ${name}, so no mutant could be judged: ${outcome.baseline.scenarios.map((scenario) => `${scenario.id} ${scenario.status}`).join(', ')}.`,
          {
            hint: `Run hookcheck heartbeat ${name} and mend what it reports (or declare the lock, state, dependency and action the script has), then mutate.`,
          },
        );
      }
      if (outcome.kind === 'tests-cannot-fail') {
        throw new ConfigError(`The scenarios of heartbeat ${name} cannot fail: a script that exits 2 at once and one that does nothing both pass every scenario the unmutated script passes.`, {
          hint: `Check that its run (${subject.spec.run}) names the script relative to its folder, and declare what the script has (init, state, lock, dependency, action) so that scenarios can see what it does.`,
        });
      }
      progress.clear();
      for (const scenario of outcome.unused)
        process.stderr.write(
          `hookcheck: heartbeat ${name}: ${scenario.id} ${scenario.status === 'fail' ? 'fails' : 'has no evidence'} on the unmutated script, so it is not a test here (${scenario.detail ?? ''})\n`,
        );
      for (const result of outcome.sanity)
        process.stderr.write(`hookcheck: sanity mutant "${result.name}" of heartbeat ${name}: ${result.killedBy === null ? 'survived' : `killed by ${result.killedBy}`}\n`);
      files.push(outcome.file);
      tests.push(...outcome.tests);
      progress.onGroupDone({ name: `${outcome.file.path} (heartbeat ${name})`, outcome: `${outcome.file.mutants.length} mutant(s)` });
    }
    progress.stop();
    const signal = interrupt.signal();
    const stoppedBy = signal === 'SIGINT' || signal === 'SIGTERM' ? { interrupted: signal } : {};
    const result: MutationRun = { files, tests, thresholds: options.thresholds, ...(options.shard ? { shard: options.shard } : {}), ...stoppedBy };
    return finishMutation(result, options, signal, { where: 'in the heartbeat scripts given', hint: 'Check that the scripts hold conditions, exit codes or calls to mutate, or widen --since.' });
  } finally {
    progress.stop();
    await mutantsRoot.remove();
  }
}

interface PreparedHeartbeat {
  readonly subject: HeartbeatMutateSubject;
  /** The mutants --since leaves, before a shard is taken. */
  readonly candidates: readonly Mutant[];
}

async function prepare(spec: HeartbeatSpec, options: MutateOptions): Promise<PreparedHeartbeat> {
  const file = scriptOf(spec);
  const { source } = readHookSource(file);
  const language = detectLanguage(file, source.split('\n', 1)[0] ?? '');
  if (language === null)
    throw new UsageError(`Cannot tell the language of ${file} (heartbeat ${spec.name}).`, {
      hint: 'hookcheck mutates bash, Python, JavaScript and TypeScript scripts: give the file an extension or a shebang.',
    });
  const found = await findMutations(source, language);
  const path = relative(options.projectDir, file) || file;
  const lines = options.since === null ? null : await linesChangedSince(options.since, file, options.projectDir);
  const all = [...found.mutations, ...found.ignored.map(({ mutation }) => mutation)].map((mutation) => toMutant(mutation, path, language));
  const candidates = lines === null ? all : all.filter((mutant) => lines.has(mutant.location.start.line));
  return { subject: { spec, file, path, language, source, mutations: found.mutations, ignored: found.ignored }, candidates };
}

/** The script the heartbeat's `run` starts, which must lie in its folder and be named relative to it: each mutant runs in a copy of that folder. */
function scriptOf(spec: HeartbeatSpec): string {
  const script = identifyCommand({ form: 'shell', script: spec.run }, spec.projectDir, isFile).script;
  if (script === null)
    throw new UsageError(`Heartbeat ${spec.name}: its run (${spec.run}) starts no script file that exists in ${spec.projectDir}.`, {
      hint: "hookcheck mutate needs the script: name it in run, relative to the heartbeat's folder (e.g. run: python3 scripts/watchdog.py).",
    });
  const inside = relative(spec.projectDir, script);
  if (inside.startsWith('..') || isAbsolute(inside))
    throw new UsageError(`Heartbeat ${spec.name}: its script ${script} is outside its folder ${spec.projectDir}; each mutant runs in a copy of that folder.`, {
      hint: "Set the heartbeat's project: to a folder that holds the script.",
    });
  if (spec.run.includes(script))
    throw new UsageError(`Heartbeat ${spec.name}: its run names the script by its full path (${script}), so a mutant in a copy of the folder would never run.`, {
      hint: `Name it relative to the heartbeat's folder: run: ${spec.run.replace(script, inside)}.`,
    });
  return script;
}
