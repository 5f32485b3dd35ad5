/**
 * `hookcheck mutate`: the hooks the config declares (or the scripts named), each mutated on its
 * syntax tree and run against its probes and/or the user's --test command; the report in text,
 * mutation-testing-report-schema JSON or self-contained HTML; exit 1 under the break threshold.
 */
import { callerEnvironment } from '../caller-environment.js';
import { buildRunSettings } from '../../engine/settings.js';
import { resolveRunOptions } from '../run/options.js';
import { resolveMutateOptions } from './options.js';
import type { MutateEnvironment } from '../../mutate/run-mutants.js';
import { mutateHooks } from '../../mutate/mutate-hooks.js';
import type { MutationFile, MutationRun } from '../../model/mutation.js';
import { createMutantsRoot, writeMutantCopy, writeProjectCopy } from '../../workspace/mutant-files.js';
import { readProbeFiles, writeProbeFiles } from '../../workspace/probe-files.js';
import { runHook } from '../../runner/run-hook.js';
import { createNodeHostPool } from '../../runner/node-host/node-host.js';
import { createPythonHostPool } from '../../runner/python-host/python-host.js';
import { hostKind } from '../../mutate/host-kinds.js';
import { lineTracer } from '../../runner/line-trace.js';
import { stopHooksOnInterrupt, stopRunOnInterrupt } from '../stop-on-interrupt.js';
import { createProgress } from '../progress/progress.js';
import { scratchAreaFactory } from '../../workspace/scratch-area.js';
import { checkSyntax } from '../../runner/syntax-check.js';
import { print } from '../print.js';
import { MUTATE_USAGE, parseMutateArgs } from './args.js';
import { finishMutation } from './finish.js';
import { mutateHeartbeats } from './heartbeat-mutate.js';
import { withWorkingSandbox } from '../working-sandbox.js';

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
      pythonHosts: createPythonHostPool,
      traceLines: lineTracer(mutantsRoot.path),
      onCaseDone: (result) => progress.onCaseDone(result),
      onMutantDone: () => progress.onItemDone(),
      stop: stop.signal,
    };
    const judged = await mutateHooks(run.targets, run.configDir, settings, options, environment, {
      planned: (files, mutants) => progress.begin({ title: `mutating ${files} hook file(s): ${mutants} mutant(s) to run`, total: mutants, unit: 'mutant' }),
      fileDone: (file, { host, sanity }, name) => {
        // The notices below are whole lines: on a terminal, the progress line goes first.
        progress.clear();
        if (host !== undefined)
          process.stderr.write(
            `hookcheck: ${name}: ${host.used ? `mutants ran in ${hostKind(file.language)?.name ?? 'hosts'} (the unmutated hook answered every probe there as it did as processes)` : `mutants ran as processes: ${host.why}`}\n`,
          );
        for (const result of sanity) process.stderr.write(`hookcheck: sanity mutant "${result.name}" of ${name}: ${result.killedBy === null ? 'survived' : `killed by ${result.killedBy}`}\n`);
        progress.onGroupDone({ name: file.path, outcome: describeMutants(file) });
      },
    });
    progress.stop();
    const signal = interrupt.signal();
    const stoppedBy = signal === 'SIGINT' || signal === 'SIGTERM' ? { interrupted: signal } : {};
    const result: MutationRun = { files: [...judged.files], tests: [...judged.tests], thresholds: options.thresholds, ...(options.shard ? { shard: options.shard } : {}), ...stoppedBy };
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

/** `12 mutant(s): 10 killed, 2 survived`, in the report's words. */
function describeMutants(file: MutationFile): string {
  const counts = new Map<string, number>();
  for (const mutant of file.mutants) counts.set(mutant.status, (counts.get(mutant.status) ?? 0) + 1);
  return `${file.mutants.length} mutant(s)${counts.size === 0 ? '' : `: ${[...counts].map(([status, count]) => `${count} ${status}`).join(', ')}`}`;
}
