/**
 * The end of a mutation run, for hooks and heartbeats alike: the report written where asked, and
 * the exit code from the score (or from why there is none: an interrupt, a shard, nothing mutated,
 * mutants hookcheck could not run).
 */
import type { MutationRun } from '../../model/mutation.js';
import { formatScore, judgeScore } from '../../mutate/score.js';
import { toSchemaReport } from '../../reporters/mutate/schema-report.js';
import { mutateReporters, type MutateDocument } from '../../reporters/mutate/index.js';
import { describeLowScore } from '../../reporters/mutate/text-report.js';
import { readElementsBundle } from '../../store/read-elements-bundle.js';
import { readToolVersion } from '../../store/tool-version.js';
import { HookcheckError, UsageError } from '../../errors.js';
import { EXIT, exitForScore } from '../exit-codes.js';
import { writeReport } from '../write-report.js';
import { EXIT_ON, type StopSignal } from '../stop-on-interrupt.js';
import type { MutateOptions } from './options.js';

/** `nothing`: where no mutant was made ("in the hooks given") and what to check then. */
export function finishMutation(result: MutationRun, options: MutateOptions, signal: StopSignal | null, nothing: { readonly where: string; readonly hint: string }): number {
  // A partial run has no score to judge: its report says what was judged, and the exit names the signal.
  if (signal !== null) {
    emit(result, options);
    return EXIT_ON[signal];
  }
  // A shard may hold no mutant, and its score is a part: the merged report is the one to judge.
  if (options.shard !== null) {
    emit(result, options);
    process.stderr.write(`hookcheck: shard ${options.shard.index}/${options.shard.count} written; join the shards with hookcheck merge-reports.\n`);
    return EXIT.clean;
  }
  if (result.files.every((file) => file.mutants.length === 0)) {
    throw new UsageError(`Nothing to mutate: no mutant was made ${nothing.where}` + (options.since ? ` on the lines changed since ${options.since}` : '') + '.', { hint: nothing.hint });
  }
  emit(result, options);
  // RuntimeError is hookcheck failing to run a mutant (a hook that crashes is Killed): never a score.
  const broken = result.files.flatMap((file) => file.mutants.filter((mutant) => mutant.status === 'RuntimeError'));
  if (broken.length > 0) {
    throw new HookcheckError(`${broken.length} mutant(s) could not be run: ${broken[0]!.statusReason ?? 'unknown error'}.`, {
      hint: 'The report above shows them as RuntimeError; fix the cause (disk space, permissions) and run again.',
    });
  }
  const verdict = judgeScore(result);
  // Mutants that all failed to compile (or were all ignored) prove nothing either way.
  if (verdict.kind === 'no-score') {
    process.stderr.write('hookcheck: no mutant could be judged (all failed to compile or were ignored): no score.\n');
    return exitForScore(verdict);
  }
  // The JSON and HTML reports carry no verdict line, nor does a terminal that got the report in a file.
  const verdictShown = options.reporter === 'pretty' && options.outputFile === null;
  if (!verdictShown && verdict.kind === 'below-break') process.stderr.write(`hookcheck: mutation score ${formatScore(verdict.score)} is below break ${verdict.break}: exit 1.\n`);
  if (!verdictShown && verdict.kind === 'pass' && verdict.band === 'low') process.stderr.write(`hookcheck: ${describeLowScore(verdict.score, options.thresholds)}\n`);
  return exitForScore(verdict);
}

function emit(run: MutationRun, options: MutateOptions): void {
  const document: MutateDocument = { run, report: toSchemaReport(run, readToolVersion()), elementsScript: readElementsBundle };
  if (options.htmlFile !== null) writeReport(mutateReporters.html.render(document, { color: false }), { file: options.htmlFile, hint: 'Choose a writable --html path.' });
  writeReport(mutateReporters[options.reporter].render(document, { color: false }), {
    file: options.outputFile,
    hint: 'Choose a writable --output path, or leave it out to get the report on stdout.',
  });
}
