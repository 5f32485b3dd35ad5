/**
 * The flags several commands take, each once: how parseArgs reads it and, where it means the same
 * in every command that takes it, its line in `--help`. A command's args.ts takes the ones it has
 * (`jobs: FLAGS.jobs.option`, `${flagHelp('jobs')}`) among its own, in the order it lists them: a
 * typo's "did you mean" goes to the earlier flag on a tie. A shared flag without a line here means
 * something of each command's own (the reporters it has, what its config gives it, what it
 * generates and seeds), and that command's usage says what.
 */
import type { ParseArgsConfig } from 'node:util';
import { formatColumns } from './help-columns.js';

type OptionConfig = NonNullable<ParseArgsConfig['options']>[string];

interface SharedFlag {
  readonly option: OptionConfig;
  /** What follows the flag in `--help`: `<n>`, `auto|bwrap|none`; a switch has none. */
  readonly value?: string;
  /** What it does, a line each, as every command that takes it says it. */
  readonly help?: readonly string[];
}

export const FLAGS = {
  // What is run, and as what.
  config: {
    option: { type: 'string', short: 'c' },
    value: '<file>',
    help: ['the config with hooks and probes (default: the nearest', 'hookcheck.config.json/.yaml above the current folder)'],
  },
  hook: { option: { type: 'string', multiple: true } },
  event: {
    option: { type: 'string', short: 'e', multiple: true },
    value: '<Event>',
    help: ['event to test (repeatable); default: the events a .claude/settings*.json', 'or hooks/hooks.json wires for the script, else PreToolUse'],
  },
  matcher: { option: { type: 'string', short: 'm' }, value: '<matcher>', help: ['matcher the hook is wired with (narrows the sample tools)'] },
  agent: { option: { type: 'string' } },
  'agent-version': { option: { type: 'string' } },
  project: { option: { type: 'string' } },
  home: { option: { type: 'string' } },
  // How each hook is run.
  timeout: {
    option: { type: 'string', short: 't' },
    value: '<duration>',
    help: ['per invocation: seconds (2) or with a unit (500ms, 2s, 1m); default:', "the wired timeout, else the agent's default for the event, at most 10s"],
  },
  jobs: { option: { type: 'string', short: 'j' }, value: '<n>', help: ['invocations run in parallel (default: CPUs + 1)'] },
  sandbox: {
    option: { type: 'string' },
    value: 'auto|bwrap|none',
    help: ['contain each hook with bubblewrap: host read-only, real HOME hidden,', 'no network, own PID namespace (default auto: when bwrap works here,', 'else plain scratch folders with a notice)'],
  },
  canaries: {
    option: { type: 'string', multiple: true },
    value: '<names>',
    help: ['built-in controls and benign look-alikes, comma-separated or repeated:', 'bash-destructive, secret-files, network-exfil'],
  },
  'allow-no-controls': {
    option: { type: 'boolean' },
    help: ['a guard whose controls never fired (or that has none) is a warning,', 'not "no evidence" (exit 3)'],
  },
  // Generated cases and saved failures.
  runs: { option: { type: 'string', short: 'n' } },
  seed: { option: { type: 'string' } },
  'max-time': {
    option: { type: 'string' },
    value: '<duration>',
    help: ['stop generating and shrinking after this long: seconds (30) or with a', 'unit (500ms, 2s, 1m); the named cases always run. Default: no limit'],
  },
  regressions: { option: { type: 'string' } },
  // Where the report goes.
  reporter: { option: { type: 'string', short: 'r' } },
  output: { option: { type: 'string', short: 'o' }, value: '<file>', help: ['write the report to a file instead of stdout'] },
  html: { option: { type: 'string' }, value: '<file>', help: ['also write the self-contained HTML report to <file>'] },
  help: { option: { type: 'boolean', short: 'h' }, help: ['show this help'] },
} as const satisfies Record<string, SharedFlag>;

type FlagName = keyof typeof FLAGS;
/** The flags with one line for every command that takes them. */
type DescribedFlag = { [N in FlagName]: (typeof FLAGS)[N] extends { readonly help: readonly string[] } ? N : never }[FlagName];

/** The column most usages describe their flags from (`  -j, --jobs <n>` and its padding). */
const FLAG_COLUMN = 29;

/** The `--help` line(s) of a flag every command describes alike, its description from `column` on (the usage's own layout). */
export function flagHelp(name: DescribedFlag, column = FLAG_COLUMN): string {
  const flag: SharedFlag = FLAGS[name];
  const short = flag.option.short === undefined ? '    ' : `-${flag.option.short}, `;
  return formatColumns(`  ${short}--${name}${flag.value === undefined ? '' : ` ${flag.value}`}`, flag.help ?? [], column);
}

/** A repeatable list flag's values, each also comma-separated (`--canaries a,b --canaries c`), blanks dropped. */
export function listValues(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((value) => value.split(',').map((name) => name.trim())).filter((name) => name !== '');
}
