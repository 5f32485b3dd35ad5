/**
 * The plain-text mutation report: per file the counts and the score, then every mutant the tests
 * missed with its diff and the probes that should have caught it, then the verdict on thresholds.
 */
import { SAME_ANSWERS, type MutantResult, type MutationFile, type MutationRun, type MutationTest, type Thresholds } from '../../model/mutation.js';
import { diffMutant } from './mutant-diff.js';
import { compareText } from '../../util/compare-text.js';
import { countStatuses, formatScore, judge, MUTANT_STATUSES, scoreMutants, type Score, type ScoreVerdict } from '../../mutate/score.js';

/** Lines of a diff shown per side; longer changes end with "… N more lines". */
const DIFF_LINES = 3;

/** The report as text, ending with a newline. */
export function toTextReport(run: MutationRun): string {
  const all = run.files.flatMap((file) => file.mutants);
  const shard = run.shard === undefined ? '' : ` (shard ${run.shard.index}/${run.shard.count})`;
  const pending = all.filter((mutant) => mutant.status === 'Pending').length;
  const cut = run.interrupted === undefined ? '' : ` INTERRUPTED by ${run.interrupted}, partial report (${pending} not judged):`;
  const lines = [`hookcheck mutate${shard}:${cut} ${plural(all.length, 'mutant')} in ${plural(run.files.length, 'file')}`];
  // A survivor names the probes of its own hook, never those of the run's other hooks.
  for (const file of run.files)
    lines.push(
      '',
      ...formatFile(
        file,
        run.tests.filter((test) => test.file === undefined || test.file === file.path),
      ),
    );
  const total = scoreMutants(all);
  const verdict =
    run.interrupted === undefined
      ? formatVerdict(judge(total, run.thresholds), run.thresholds)
      : `Thresholds: not judged, the run was interrupted (${pending} of ${all.length} mutants not judged); the score above is of those judged.`;
  lines.push('', `All files: ${formatCounts(all)}`, `Score: ${formatScoreLine(total)}`, verdict);
  return `${lines.join('\n')}\n`;
}

function formatFile(file: MutationFile, tests: readonly MutationTest[]): string[] {
  const lines = [`${file.path} (${file.language}): ${formatCounts(file.mutants)}`];
  if (file.mutants.length === 0) return lines;
  lines.push(`  score ${formatScoreLine(scoreMutants(file.mutants))}`);
  const missed = file.mutants.filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage');
  // Survivors the agent would have answered alike on every probe may be equivalent: listed last, apart.
  const alike = missed.filter((mutant) => mutant.status === 'Survived' && mutant.statusReason === SAME_ANSWERS);
  for (const mutant of missed.filter((each) => !alike.includes(each)).sort(compareMutantResults)) lines.push('', ...formatMissed(mutant, file.source, tests));
  if (alike.length > 0) {
    lines.push('', `  ${plural(alike.length, 'survivor')} the agent would have answered alike on every probe: equivalent, or no probe gives the input where it differs`);
    for (const mutant of [...alike].sort(compareMutantResults)) lines.push('', ...formatMissed(mutant, file.source, tests));
  }
  return lines;
}

function formatMissed(mutant: MutantResult, source: string, tests: readonly MutationTest[]): string[] {
  const { line, column } = mutant.location.start;
  const lines = [`  ${mutant.status} ${mutant.file}:${line}:${column} ${mutant.mutatorName}: ${mutant.description}`];
  const diff = diffMutant(source, mutant);
  lines.push(...limit(diff.removed).map((text) => `    - ${text}`), ...limit(diff.added).map((text) => `    + ${text}`));
  if (mutant.status === 'Survived' && mutant.statusReason !== undefined && mutant.statusReason !== SAME_ANSWERS) lines.push(`    ${mutant.statusReason}`);
  lines.push(`    ${formatCulprits(mutant, tests)}`);
  return lines;
}

/** Which tests ran against a missed mutant: those that reached it when known, else all of them. */
function formatCulprits(mutant: MutantResult, tests: readonly MutationTest[]): string {
  const names = new Map(tests.map((test) => [test.id, test.name]));
  const name = (id: string) => {
    const found = names.get(id);
    return found === undefined || found === id ? id : `"${found}" (${id})`;
  };
  if (mutant.status === 'NoCoverage' || mutant.coveredBy?.length === 0) {
    const ran = tests.length === 0 ? 'no probe or test was configured' : `ran: ${tests.map((test) => name(test.id)).join(', ')}`;
    return `no probe or test reached line ${mutant.location.start.line} (${ran}); add one that does.`;
  }
  const ids = mutant.coveredBy ?? tests.map((test) => test.id);
  if (ids.length === 0) return 'no probe or test ran against it: add one that fails on this change.';
  return `should have been caught by one of: ${ids.map(name).join(', ')}`;
}

/** Source order, then id: whatever order the mutants came in. */
function compareMutantResults(a: MutantResult, b: MutantResult): number {
  return a.start - b.start || a.end - b.end || compareText(a.id, b.id);
}

function limit(lines: readonly string[]): string[] {
  if (lines.length <= DIFF_LINES) return [...lines];
  return [...lines.slice(0, DIFF_LINES), `… ${plural(lines.length - DIFF_LINES, 'more line')}`];
}

/** "2 Killed · 1 Survived", statuses in a fixed order, zeros left out. */
function formatCounts(mutants: readonly MutantResult[]): string {
  if (mutants.length === 0) return 'no mutants';
  const counts = countStatuses(mutants);
  return MUTANT_STATUSES.filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${status}`)
    .join(' · ');
}

function formatScoreLine(score: Score): string {
  const notCounted = score.notCounted === 0 ? '' : `, ${score.notCounted} not counted`;
  if (score.valid === 0) return `none: no mutant was Killed, Timeout, Survived or NoCoverage (${score.notCounted} not counted)`;
  return `${formatScore(score)} (${score.detected} of ${score.valid} detected${notCounted})`;
}

function formatVerdict(verdict: ScoreVerdict, thresholds: Thresholds): string {
  const limits = `high ${thresholds.high}, low ${thresholds.low}, break ${thresholds.break ?? 'none'}`;
  switch (verdict.kind) {
    case 'no-score':
      return `Thresholds (${limits}): FAILED: no mutant could be judged, so the run proves nothing about the tests.`;
    case 'below-break':
      return `Thresholds (${limits}): FAILED: the score ${formatScore(verdict.score)} is below break ${verdict.break}.`;
    case 'pass': {
      if (verdict.band === 'low') return `Thresholds (${limits}): ${describeLowScore(verdict.score, thresholds)}`;
      const band = verdict.band === 'high' ? `at or above high ${thresholds.high}` : `below high ${thresholds.high}`;
      return `Thresholds (${limits}): passed, ${formatScore(verdict.score)} is ${band}.`;
    }
  }
}

/** A score under `low` is poor, whether or not a break threshold fails the run: said plainly, with what to do. */
export function describeLowScore(score: Score, thresholds: Thresholds): string {
  const passes =
    thresholds.break === null
      ? 'no break threshold is set, so the run still passes (--thresholds high/low/break fails it below break)'
      : `it is not below break ${thresholds.break}, so the run still passes`;
  return `LOW: the score ${formatScore(score)} is below low ${thresholds.low}: the tests miss ${score.undetected} of ${score.valid} changes to the hooks; add probes that fail on the survivors listed. ${passes[0]!.toUpperCase()}${passes.slice(1)}.`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
