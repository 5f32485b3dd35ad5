/**
 * The command line: argv → command → exit code. The only module that sets the exit code: the
 * one its command returns (each from the table in exit-codes.ts), or 2 when hookcheck could not do
 * its job. Each command's module is loaded when it runs: `record` sits in front of a hook on every
 * call and must not pay for loading the engine.
 */
import { readToolVersion } from '../store/tool-version.js';
import { HookcheckError, UsageError } from '../errors.js';
import { EXIT } from './exit-codes.js';
import { formatColumns } from './help-columns.js';
import { print } from './print.js';

/** A command reads the argv after its name and returns its exit code. */
type Command = (argv: readonly string[]) => Promise<number>;

interface CommandEntry {
  readonly name: string;
  /** Its synopsis in the main usage. */
  readonly usage: string;
  /** What it does, beside the synopsis or below it where it does not fit; a line each. */
  readonly summary: readonly string[];
  /** Runs hooks: they run as a version manager's shim would run them, chosen once (version-shims.ts). */
  readonly runsHooks: boolean;
  /** Imports the command's module only when it is the one asked for. */
  readonly load: () => Promise<Command>;
}

/** Every command, in the order the main usage lists them; dispatch and the usage both read it. */
const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'run',
    usage: "hookcheck run [options] <script | -- command args… | --shell 'command'>",
    summary: [],
    runsHooks: true,
    load: async () => (await import('./run/command.js')).runCommand,
  },
  {
    name: 'replay',
    usage: 'hookcheck replay <id>',
    summary: ['re-run one saved failure'],
    runsHooks: true,
    load: async () => (await import('./replay/command.js')).replayCommand,
  },
  {
    name: 'init',
    usage: 'hookcheck init [paths…]',
    summary: ['write a starter hookcheck.config.yaml for the hooks found'],
    runsHooks: false,
    load: async () => {
      const { initCommand } = await import('./init/command.js');
      return (argv) => initCommand(argv, process.cwd());
    },
  },
  {
    name: 'audit',
    usage: 'hookcheck audit [folder | settings.json | plugin]',
    summary: ['every hook a configuration wires: linted, run in the sandbox, a CI gate'],
    runsHooks: true,
    load: async () => (await import('./audit/command.js')).auditCommand,
  },
  {
    name: 'try',
    usage: 'hookcheck try <folder | git URL>',
    summary: ['audit a third-party hook repository in a scratch copy, after asking'],
    runsHooks: true,
    load: async () => (await import('./try/command.js')).tryCommand,
  },
  {
    name: 'explain',
    usage: 'hookcheck explain [path] --event <Event> --tool <Tool>',
    summary: ['which hooks fire for an event and tool, and why'],
    runsHooks: false,
    load: async () => (await import('./explain/command.js')).explainCommand,
  },
  {
    name: 'mutate',
    usage: 'hookcheck mutate [options] [script…]',
    summary: ['break each guard on purpose and check its probes or tests notice'],
    runsHooks: true,
    load: async () => (await import('./mutate/command.js')).mutateCommand,
  },
  {
    name: 'merge-reports',
    usage: 'hookcheck merge-reports <report.json…>',
    summary: ['join the JSON reports of mutate shards into one'],
    runsHooks: false,
    load: async () => (await import('./merge-reports/command.js')).mergeReportsCommand,
  },
  {
    name: 'heartbeat',
    usage: 'hookcheck heartbeat [name…]',
    summary: ['prove the scripts run on a schedule that guard a persisting state'],
    runsHooks: true,
    load: async () => (await import('./heartbeat/command.js')).heartbeatCommand,
  },
  {
    name: 'record',
    usage: 'hookcheck record -- <hook command…>',
    summary: ['run a hook unchanged and keep each real payload it gets'],
    runsHooks: false,
    load: async () => (await import('./record/command.js')).recordCommand,
  },
  {
    name: 'doctor',
    usage: 'hookcheck doctor',
    summary: ['what this machine gives a run (sandbox, tracer, clock) and which', 'agents are installed, with whether a truth table covers each'],
    runsHooks: false,
    load: async () => (await import('./doctor/command.js')).doctorCommand,
  },
];

/** The column the commands' summaries start in. */
const SUMMARY_COLUMN = 28;

const MAIN_USAGE = `hookcheck: proves that an AI-agent hook works.

Commands:
${COMMANDS.map((command) => formatColumns(`  ${command.usage}`, command.summary, SUMMARY_COLUMN)).join('\n')}

Run \`hookcheck <command> --help\` for the options of each.`;

/** Runs the CLI with `argv` (without node and the script path) and sets process.exitCode. */
export async function main(argv: readonly string[]): Promise<void> {
  try {
    process.exitCode = await dispatch(argv);
  } catch (error) {
    process.exitCode = EXIT.failed;
    if (error instanceof HookcheckError) {
      process.stderr.write(`hookcheck: ${error.message}\n${error.hint ? `  ${error.hint}\n` : ''}`);
    } else {
      process.stderr.write(`hookcheck: Unexpected error. This is a bug in hookcheck; please report it with the command you ran.\n${(error as Error)?.stack ?? String(error)}\n`);
    }
  }
}

async function dispatch(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-v') return print(readToolVersion());
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') return print(MAIN_USAGE);
  const command = COMMANDS.find((entry) => entry.name === name);
  if (command === undefined) throw new UsageError(`Unknown command "${name}".`, { hint: 'Run `hookcheck --help` for the commands.' });
  if (command.runsHooks && !rest.includes('--help') && !rest.includes('-h')) {
    const { resolveVersionShims } = await import('../runner/version-shims.js');
    Object.assign(process.env, resolveVersionShims(process.env, process.cwd())?.env);
  }
  return (await command.load())(rest);
}
