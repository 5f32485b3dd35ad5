/**
 * The command line: argv → command → exit code. The only module that sets the exit code: the
 * one its command returns (each from the table in exit-codes.ts), or 2 when hookcheck could not do
 * its job. Each command's module is loaded when it runs: `record` sits in front of a hook on every
 * call and must not pay for loading the engine.
 */
import { readToolVersion } from '../store/tool-version.js';
import { HookcheckError, UsageError } from '../errors.js';
import { EXIT } from './exit-codes.js';
import { print } from './print.js';

const MAIN_USAGE = `hookcheck: proves that an AI-agent hook works.

Commands:
  hookcheck run [options] <script | -- command args… | --shell 'command'>
  hookcheck replay <id>     re-run one saved failure
  hookcheck init [paths…]   write a starter hookcheck.config.yaml for the hooks found
  hookcheck audit [folder | settings.json | plugin]
                            every hook a configuration wires: linted, run in the sandbox, a CI gate
  hookcheck try <folder | git URL>
                            audit a third-party hook repository in a scratch copy, after asking
  hookcheck explain [path] --event <Event> --tool <Tool>
                            which hooks fire for an event and tool, and why
  hookcheck mutate [options] [script…]
                            break each guard on purpose and check its probes or tests notice
  hookcheck merge-reports <report.json…>
                            join the JSON reports of mutate shards into one
  hookcheck heartbeat [name…]
                            prove the scripts run on a schedule that guard a persisting state
  hookcheck record -- <hook command…>
                            run a hook unchanged and keep each real payload it gets
  hookcheck doctor          what this machine gives a run (sandbox, tracer, clock) and which
                            agents are installed, with whether a truth table covers each

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

/** Commands that run hooks: they run them as a version manager's shim would, chosen once (version-shims.ts). */
const RUNS_HOOKS = new Set(['run', 'replay', 'audit', 'try', 'mutate', 'heartbeat']);

async function dispatch(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== undefined && RUNS_HOOKS.has(command) && !rest.includes('--help') && !rest.includes('-h')) {
    const { resolveVersionShims } = await import('../runner/version-shims.js');
    Object.assign(process.env, resolveVersionShims(process.env, process.cwd())?.env);
  }
  if (command === '--version' || command === '-v') return print(readToolVersion());
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return print(MAIN_USAGE);
  if (command === 'record') return (await import('./record/command.js')).recordCommand(rest);
  if (command === 'run') return (await import('./run/command.js')).runCommand(rest);
  if (command === 'replay') return (await import('./replay/command.js')).replayCommand(rest);
  if (command === 'init') return (await import('./init/command.js')).initCommand(rest, process.cwd());
  if (command === 'audit') return (await import('./audit/command.js')).auditCommand(rest);
  if (command === 'try') return (await import('./try/command.js')).tryCommand(rest);
  if (command === 'explain') return (await import('./explain/command.js')).explainCommand(rest);
  if (command === 'mutate') return (await import('./mutate/command.js')).mutateCommand(rest);
  if (command === 'heartbeat') return (await import('./heartbeat/command.js')).heartbeatCommand(rest);
  if (command === 'doctor') return (await import('./doctor/command.js')).doctorCommand(rest);
  if (command === 'merge-reports') return (await import('./merge-reports/command.js')).mergeReportsCommand(rest);
  throw new UsageError(`Unknown command "${command}".`, { hint: 'Run `hookcheck --help` for the commands.' });
}
