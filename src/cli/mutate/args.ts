/** argv of `hookcheck mutate` → raw options (meaning is checked when they are resolved). */
import { FLAGS, flagHelp, listValues } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';

export interface MutateArgs {
  readonly scripts: readonly string[];
  readonly config?: string;
  readonly canaries: readonly string[];
  readonly test?: string;
  readonly reporter?: string;
  readonly output?: string;
  readonly html?: string;
  readonly thresholds?: string;
  readonly since?: string;
  readonly shard?: string;
  readonly jobs?: string;
  readonly sandbox?: string;
  readonly event: readonly string[];
  readonly matcher?: string;
  readonly timeout?: string;
  /** Config entries to mutate, by name (`--hook`, repeatable). */
  readonly hooks: readonly string[];
  /** Heartbeats to mutate, by name (`--heartbeat`, repeatable): their scenarios are the tests. */
  readonly heartbeats: readonly string[];
  readonly help: boolean;
}

const OPTIONS = {
  config: FLAGS.config.option,
  canaries: FLAGS.canaries.option,
  test: { type: 'string' },
  reporter: FLAGS.reporter.option,
  output: FLAGS.output.option,
  html: FLAGS.html.option,
  thresholds: { type: 'string' },
  since: { type: 'string' },
  shard: { type: 'string' },
  jobs: FLAGS.jobs.option,
  sandbox: FLAGS.sandbox.option,
  event: FLAGS.event.option,
  matcher: FLAGS.matcher.option,
  timeout: FLAGS.timeout.option,
  hook: FLAGS.hook.option,
  heartbeat: { type: 'string', multiple: true },
  help: FLAGS.help.option,
} as const;

export function parseMutateArgs(argv: readonly string[]): MutateArgs {
  const { values, positionals } = parseCommandArgs('mutate', argv, { options: OPTIONS, allowPositionals: true });
  return {
    scripts: positionals,
    config: values.config,
    canaries: listValues(values.canaries),
    test: values.test,
    reporter: values.reporter,
    output: values.output,
    html: values.html,
    thresholds: values.thresholds,
    since: values.since,
    shard: values.shard,
    jobs: values.jobs,
    sandbox: values.sandbox,
    event: values.event ?? [],
    matcher: values.matcher,
    timeout: values.timeout,
    hooks: values.hook ?? [],
    heartbeats: values.heartbeat ?? [],
    help: values.help ?? false,
  };
}

export const MUTATE_USAGE = `Usage:
  hookcheck mutate [options] [script...]    mutate the hooks the config declares (or these scripts)
                                            and run their probes / --test against every mutant
  hookcheck mutate [options] --hook <name>  mutate the config's hook of that name (repeatable)
  hookcheck mutate [options] --heartbeat <name>
                                            mutate the script of the config's heartbeat of that
                                            name (repeatable): the scenarios it passes are the
                                            tests, and a guard no scenario can make fail survives

Tests:
${flagHelp('config')}
${flagHelp('canaries')}
      --test <command>       your own test suite, run in a copy of the project with the mutant in
                             place (exit 0: the mutant survived)

Mutants:
      --since <git-ref>      mutate only lines changed since this ref
      --shard <k/n>          run the k-th of n deterministic slices (for a CI matrix); join the
                             reports with hookcheck merge-reports
${flagHelp('jobs')}
${flagHelp('sandbox')}
${flagHelp('event')}
${flagHelp('matcher')}
${flagHelp('timeout')}

Reports:
  -r, --reporter pretty|json|html
                             pretty (default; text, its old name, still works), json (mutation-
                             testing-report-schema), html (self-contained, mutation-testing-elements)
${flagHelp('output')}
${flagHelp('html')}
      --thresholds <high/low/break>
                             score bands in percent (default 80/60); a score under break exits 1

Exit codes: 0 score at or above break (or no break), 1 under break, 2 hookcheck could not do its job
(the unmutated hook fails its tests, the tests cannot fail, nothing to mutate, a mutant hookcheck
could not run), 3 no score (every mutant failed to compile or was ignored). A shard (--shard) exits 0
once its report is written: hookcheck merge-reports judges the whole run's score.`;
