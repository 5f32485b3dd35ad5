/** argv of `hookcheck replay` → raw options. */
import { UsageError } from '../../errors.js';
import { FLAGS, flagHelp } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';

export interface ReplayArgs {
  readonly id: string;
  readonly regressions?: string;
  readonly reporter?: string;
  readonly sandbox?: string;
  readonly help: boolean;
}

export const REPLAY_USAGE = `Usage:
  hookcheck replay <id> [options]   re-run one saved failure (an id from a run's report) and show it

Options:
      --regressions <file>   the saved failures (default: .hookcheck/regressions.json)
  -r, --reporter pretty|json report format (default: pretty)
${flagHelp('sandbox')}
${flagHelp('help')}

Exit codes: 0 the failure no longer shows as an error, 1 it still does, 2 hookcheck could not do its job.`;

export function parseReplayArgs(argv: readonly string[]): ReplayArgs {
  const { values, positionals } = parseCommandArgs('replay', argv, {
    options: { regressions: FLAGS.regressions.option, reporter: FLAGS.reporter.option, sandbox: FLAGS.sandbox.option, help: FLAGS.help.option },
    allowPositionals: true,
  });
  const help = values.help ?? false;
  if (!help && positionals.length !== 1) {
    throw new UsageError(positionals.length === 0 ? 'replay needs the id of a saved failure.' : 'replay takes one id.', {
      hint: 'Example: hookcheck replay PreToolUse-3f9a1c2b7d (the ids are in the run report and in .hookcheck/regressions.json).',
    });
  }
  return { id: positionals[0] ?? '', regressions: values.regressions, reporter: values.reporter, sandbox: values.sandbox, help };
}
