/**
 * `hookcheck mutate --heartbeat NAME`: the script a declared heartbeat runs, mutated on its syntax
 * tree, each mutant run on the scenarios the unmutated script passes (mutate/heartbeat-mutants.ts).
 * The report is the hooks' mutation report (text, schema JSON, HTML) with the scenarios as tests.
 */
import { UsageError } from '../../errors.js';
import { runHeartbeat } from '../../heartbeat/run-heartbeat.js';
import type { MutationRun } from '../../model/mutation.js';
import { mutateHeartbeatScripts } from '../../mutate/mutate-heartbeats.js';
import { createMutantsRoot, removeCopy, writeProjectCopy, writeSourceCopies } from '../../workspace/mutant-files.js';
import { checkSyntax } from '../../runner/syntax-check.js';
import { declaredHeartbeats } from '../heartbeat/declared-heartbeats.js';
import { createProgress } from '../progress/progress.js';
import { stopHooksOnInterrupt, stopRunOnInterrupt } from '../stop-on-interrupt.js';
import type { MutateArgs } from './args.js';
import { finishMutation } from './finish.js';
import { readJobs } from '../option-readers.js';
import type { MutateOptions } from './options.js';

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
  const mutantsRoot = await createMutantsRoot();
  stopHooksOnInterrupt(mutantsRoot.remove);
  const stop = new AbortController();
  const interrupt = stopRunOnInterrupt(() => stop.abort());
  const progress = createProgress(process.stderr);
  const jobs = readJobs(options.runArgs.jobs);
  try {
    const judged = await mutateHeartbeatScripts(
      specs,
      options,
      {
        runHeartbeat: (spec, runOptions) => runHeartbeat(spec, tools, runOptions),
        mutantsRoot: mutantsRoot.path,
        writeProjectCopy,
        writeSourceCopies,
        removeCopy,
        checkSyntax: (language, paths) => checkSyntax(language, paths, { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }),
        jobs,
        stop: stop.signal,
        onMutantDone: () => progress.onItemDone(),
      },
      {
        planned: (scripts, mutants) =>
          progress.begin({
            title: `mutating ${scripts} heartbeat script(s): ${mutants} mutant(s), each run on the scenarios the unmutated script passes`,
            total: mutants,
            unit: 'mutant',
            activity: 'mutant',
          }),
        scriptDone: (file, { unused, sanity }, name) => {
          progress.clear();
          for (const scenario of unused)
            process.stderr.write(
              `hookcheck: heartbeat ${name}: ${scenario.id} ${scenario.status === 'fail' ? 'fails' : 'has no evidence'} on the unmutated script, so it is not a test here (${scenario.detail ?? ''})\n`,
            );
          for (const result of sanity)
            process.stderr.write(`hookcheck: sanity mutant "${result.name}" of heartbeat ${name}: ${result.killedBy === null ? 'survived' : `killed by ${result.killedBy}`}\n`);
          progress.onGroupDone({ name: `${file.path} (heartbeat ${name})`, outcome: `${file.mutants.length} mutant(s)` });
        },
      },
    );
    progress.stop();
    const signal = interrupt.signal();
    const stoppedBy = signal === 'SIGINT' || signal === 'SIGTERM' ? { interrupted: signal } : {};
    const result: MutationRun = { files: [...judged.files], tests: [...judged.tests], thresholds: options.thresholds, ...(options.shard ? { shard: options.shard } : {}), ...stoppedBy };
    return finishMutation(result, options, signal, { where: 'in the heartbeat scripts given', hint: 'Check that the scripts hold conditions, exit codes or calls to mutate, or widen --since.' });
  } finally {
    progress.stop();
    await mutantsRoot.remove();
  }
}
