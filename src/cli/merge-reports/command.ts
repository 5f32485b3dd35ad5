/**
 * `hookcheck merge-reports [-o out.json] [--html out.html] <report.json>...`: the shards' JSON
 * mutation reports joined into the report of the whole run, on stdout or in -o.
 */
import { readElementsBundle } from '../../store/read-elements-bundle.js';
import { readMutationReport } from '../../store/read-mutation-report.js';
import { mergeReports } from '../../reporters/mutate/merge-reports.js';
import { toHtmlReport } from '../../reporters/mutate/html-report.js';
import { fromSchemaReport } from '../../reporters/mutate/schema-report.js';
import { judgeScore } from '../../mutate/score.js';
import { exitForScore } from '../exit-codes.js';
import { print } from '../print.js';
import { writeReport } from '../write-report.js';
import { MERGE_REPORTS_USAGE, parseMergeReportsArgs } from './args.js';

/** Merges the reports named in `argv` and returns the exit code (problems are thrown as HookcheckErrors). */
export async function mergeReportsCommand(argv: readonly string[]): Promise<number> {
  const args = parseMergeReportsArgs(argv);
  if (args.help) return print(MERGE_REPORTS_USAGE);
  const merged = mergeReports(args.reports.map(readMutationReport), args.reports);
  const json = `${JSON.stringify(merged, null, 2)}\n`;
  if (args.html !== null) writeReport(toHtmlReport(merged, readElementsBundle()), { file: args.html, hint: 'Choose a writable --html path.' });
  writeReport(json, { file: args.output, hint: 'Choose a writable -o path, or leave -o out to get the report on stdout.' });
  // The shards each exit 0: the whole run's score is judged here, against its thresholds.
  const verdict = judgeScore(fromSchemaReport(merged));
  if (verdict.kind === 'no-score') {
    process.stderr.write('hookcheck: no mutant could be judged in the merged report: no score.\n');
    return exitForScore(verdict);
  }
  return exitForScore(verdict);
}
