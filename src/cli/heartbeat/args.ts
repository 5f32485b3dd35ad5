/** argv of `hookcheck heartbeat` → raw options (meaning is checked when the command reads them). */
import { FLAGS, flagHelp } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';

export interface HeartbeatArgs {
  /** The heartbeats named; none: every one the config declares. */
  readonly names: readonly string[];
  readonly config?: string;
  /** `name` or `name=file`, in the order given. */
  readonly reporters: readonly string[];
  readonly scenarios: readonly string[];
  readonly runs?: string;
  readonly seed?: string;
  readonly help: boolean;
}

export const HEARTBEAT_USAGE = `hookcheck heartbeat [options] [name…]

Runs the scenarios of HEARTBEATS.md (H1-H17) on each heartbeat the config declares under
\`heartbeats:\`, or on the ones named: stale locks, unreachable dependencies, missing credentials,
broken state, ticks at once, and the clock travelled with libfaketime, every tick in the sandbox.

Options:
  -c, --config <file>        the config (default: hookcheck.config.yaml/.json here or above)
  -r, --reporter <name[=file]>
                             pretty (default) or json; with =file, written there instead of stdout
      --scenario <ids>       only these scenarios (and H2, which finds the state's counters),
                             e.g. --scenario H3,H4 (repeatable); no generated sequences unless
                             --runs is given
  -n, --runs <n>             generated tick sequences held to the properties (one owner, one beat
                             a tick, no half state, no action without an idle answer); default 6,
                             0 for none
      --seed <n>             the seed the sequences are drawn from (default: a new one, printed)
${flagHelp('help')}

Exit codes: 0 every heartbeat passed · 1 a rule is broken · 2 hookcheck could not run ·
3 no scenario gave evidence

Whether the scenarios would notice a broken guard: hookcheck mutate --heartbeat <name>`;

const OPTIONS = {
  config: FLAGS.config.option,
  // One report a reporter, each to stdout or its own file.
  reporter: { ...FLAGS.reporter.option, multiple: true },
  scenario: { type: 'string', multiple: true },
  runs: FLAGS.runs.option,
  seed: FLAGS.seed.option,
  help: FLAGS.help.option,
} as const;

export function parseHeartbeatArgs(argv: readonly string[]): HeartbeatArgs {
  const { values, positionals } = parseCommandArgs('heartbeat', argv, { options: OPTIONS, allowPositionals: true });
  return {
    names: positionals,
    ...(values.config === undefined ? {} : { config: values.config }),
    reporters: values.reporter ?? ['pretty'],
    scenarios: values.scenario ?? [],
    ...(values.runs === undefined ? {} : { runs: values.runs }),
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    help: values.help ?? false,
  };
}
