/** argv of `hookcheck merge-reports` → the report paths and where the merged report goes. */
import { UsageError } from '../../errors.js';
import { FLAGS, flagHelp } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';

interface MergeReportsArgs {
  readonly reports: readonly string[];
  /** -o: write the merged JSON here instead of stdout. */
  readonly output: string | null;
  /** --html: also write the self-contained HTML report here. */
  readonly html: string | null;
  readonly help: boolean;
}

export const MERGE_REPORTS_USAGE = `Usage:
  hookcheck merge-reports [options] <report.json>...

Joins the JSON mutation reports of the shards of one run (hookcheck mutate --shard k/n
--reporter json) into one report, as if the run had not been split. Every shard 1/n … n/n must
be given once, from the same commit, config and hookcheck version.

Options:
  -o, --output <file>  write the merged JSON report to <file> (default: stdout)
${flagHelp('html', 23)}
${flagHelp('help', 23)}`;

const HINT = 'Run `hookcheck merge-reports --help` for the options.';

/** Parses the options and takes the positionals as report paths. */
export function parseMergeReportsArgs(argv: readonly string[]): MergeReportsArgs {
  const { values, positionals } = parseCommandArgs('merge-reports', argv, {
    options: { output: FLAGS.output.option, html: FLAGS.html.option, help: FLAGS.help.option },
    allowPositionals: true,
  });
  const help = values.help ?? false;
  if (!help && positionals.length === 0)
    throw new UsageError('merge-reports needs the JSON reports to merge.', { hint: "Give every shard's report: hookcheck merge-reports shard-1.json shard-2.json" });
  for (const [option, value] of [
    ['--output', values.output],
    ['--html', values.html],
  ] as const) {
    if (value === '') throw new UsageError(`${option} got an empty file name.`, { hint: HINT });
  }
  return { reports: positionals, output: values.output ?? null, html: values.html ?? null, help };
}
