/**
 * argv of `hookcheck run` → raw options. Only shape is checked here; meaning (does the file exist,
 * is the event known) is checked when the options are resolved.
 */
import { FLAGS, flagHelp, listValues } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';
import { AGENT_IDS, OTHER_AGENT_IDS } from '../../agents/agent-ids.js';

export interface RunArgs {
  /** Scripts to run directly (exec form), one hook each. */
  readonly scripts: readonly string[];
  /** A command with arguments, given after `--`. */
  readonly command: readonly string[] | null;
  /** A command string for bash (shell form). */
  readonly shell: string | null;
  readonly events: readonly string[];
  readonly matcher?: string;
  readonly posture?: string;
  readonly timeout?: string;
  readonly agentVersion?: string;
  /** The agent the hook is run as (`--agent`); absent: Claude Code. */
  readonly agent?: string;
  /** Other agents to judge the same answers for (`--agents`, comma-separated or repeated; `all`). */
  readonly agents: readonly string[];
  readonly jobs?: string;
  readonly reporter?: string;
  readonly output?: string;
  readonly inheritEnv: boolean;
  readonly live: boolean;
  /** At most this many cases replayed live (`--live-cases`). */
  readonly liveCases?: string;
  readonly claudeBin?: string;
  readonly runs?: string;
  readonly maxTime?: string;
  readonly seed?: string;
  readonly regressions?: string;
  readonly prune: boolean;
  readonly sandbox?: string;
  readonly audit: boolean;
  readonly project?: string;
  readonly home?: string;
  readonly config?: string;
  readonly canaries: readonly string[];
  readonly allowNoControls: boolean;
  /** Config entries to run, by name (`--hook`, repeatable). */
  readonly hooks?: readonly string[];
  /** `KEY=VALUE` variables every hook gets (`--env`, repeatable). */
  readonly env?: readonly string[];
  readonly pluginRoot?: string;
  /** Where run state (the regressions file) is kept instead of `.hookcheck/`. */
  readonly stateDir?: string;
  /** The pretty report in full: whole payloads, every probe, every covered finding (`--verbose`). */
  readonly verbose?: boolean;
  readonly help: boolean;
}

const OPTIONS = {
  event: FLAGS.event.option,
  matcher: FLAGS.matcher.option,
  posture: { type: 'string' },
  timeout: FLAGS.timeout.option,
  'agent-version': FLAGS['agent-version'].option,
  agent: FLAGS.agent.option,
  agents: { type: 'string', multiple: true },
  jobs: FLAGS.jobs.option,
  reporter: FLAGS.reporter.option,
  output: FLAGS.output.option,
  shell: { type: 'string' },
  'inherit-env': { type: 'boolean' },
  live: { type: 'boolean' },
  'live-cases': { type: 'string' },
  'claude-bin': { type: 'string' },
  runs: FLAGS.runs.option,
  'max-time': FLAGS['max-time'].option,
  seed: FLAGS.seed.option,
  regressions: FLAGS.regressions.option,
  prune: { type: 'boolean' },
  sandbox: FLAGS.sandbox.option,
  audit: { type: 'boolean' },
  project: FLAGS.project.option,
  home: FLAGS.home.option,
  config: FLAGS.config.option,
  canaries: FLAGS.canaries.option,
  'allow-no-controls': FLAGS['allow-no-controls'].option,
  hook: FLAGS.hook.option,
  env: { type: 'string', multiple: true },
  'plugin-root': { type: 'string' },
  'state-dir': { type: 'string' },
  verbose: { type: 'boolean', short: 'v' },
  help: FLAGS.help.option,
} as const;

/** Parses the arguments that follow `hookcheck run`. */
export function parseRunArgs(argv: readonly string[]): RunArgs {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const { values, positionals } = parseCommandArgs('run', own, { options: OPTIONS, allowPositionals: true });
  const command = separator === -1 ? null : argv.slice(separator + 1);
  return {
    scripts: positionals,
    command,
    shell: values.shell ?? null,
    events: values.event ?? [],
    matcher: values.matcher,
    posture: values.posture,
    timeout: values.timeout,
    agentVersion: values['agent-version'],
    agent: values.agent,
    agents: listValues(values.agents),
    jobs: values.jobs,
    reporter: values.reporter,
    output: values.output,
    inheritEnv: values['inherit-env'] ?? false,
    live: values.live ?? false,
    liveCases: values['live-cases'],
    claudeBin: values['claude-bin'],
    runs: values.runs,
    maxTime: values['max-time'],
    seed: values.seed,
    regressions: values.regressions,
    prune: values.prune ?? false,
    sandbox: values.sandbox,
    audit: values.audit ?? false,
    project: values.project,
    home: values.home,
    config: values.config,
    canaries: listValues(values.canaries),
    allowNoControls: values['allow-no-controls'] ?? false,
    hooks: values.hook ?? [],
    env: values.env ?? [],
    pluginRoot: values['plugin-root'],
    stateDir: values['state-dir'],
    verbose: values.verbose ?? false,
    help: values.help ?? false,
  };
}

export const RUN_USAGE = `Usage:
  hookcheck run [options]                          run the hooks hookcheck.config.json/.yaml declares
  hookcheck run [options] <script>...              run each script directly (its shebang is honoured)
  hookcheck run [options] -- <command> [args...]   run a command with arguments (exec form)
  hookcheck run [options] --shell '<command>'      run a command string with sh (shell form)
  hookcheck run [options] --hook <name>            run the config's hook of that name (repeatable)
  hookcheck replay <id> [--regressions <file>]     re-run one saved failure and show its outcome

Options:
${flagHelp('event')}
${flagHelp('matcher')}
      --posture open|closed  what the hook must do on garbage input: open = neither block nor
                             crash (default), closed = block with a reason
${flagHelp('timeout')}
      --agent <id>           run the hook as this agent: its payloads, judged by its oracle:
                             ${['claude-code (default)', ...OTHER_AGENT_IDS].join(', ')}; other
                             agents than Claude Code before a call, after it and at the end of a
                             turn, on shell calls (--event BeforeTool, AfterTool, agentStop, …)
      --agent-version <v>    the agent's version to judge against (default: latest known)
      --agents <ids>         also judge every answer as these agents would, with no extra runs:
                             ${AGENT_IDS.join(', ')} (comma-separated,
                             or all); reports where the same answer has another effect there
${flagHelp('jobs')}
  -r, --reporter pretty|json report format (default: pretty)
${flagHelp('output')}
  -v, --verbose              the pretty report in full: whole payloads, every probe by name
      --inherit-env          give the hook your whole environment (default: a small allowlist)
      --env <KEY=VALUE>      a variable every hook gets (repeatable)
      --plugin-root <dir>    CLAUDE_PLUGIN_ROOT for the hooks (default: the plugin folder, one with
                             .claude-plugin/plugin.json, that holds the hook's script)
${flagHelp('sandbox')}
      --audit                judge side effects strictly: writes outside the project are errors
      --project <dir>        the project hooks see (a bounded copy, never the folder itself);
                             default: the project whose .claude/settings.json wires the
                             hook, else the current folder
      --home <dir>           a HOME to copy for hooks (dotfiles they expect); default: an empty one
      --live                 replay the cases that matter inside the real agent (Claude Code, or
                             the --agent; headless, against a fake model on 127.0.0.1, in its own
                             network namespace) and check the oracle against it
      --live-cases <n>       replay at most n cases live, each a whole agent session (default 6 in
                             Claude Code, 4 in other agents)
      --claude-bin <path>    the Claude Code binary for --live (default: claude on PATH, else the
                             one installed in node_modules)

Probes and controls (run first; a guard must show a control firing):
${flagHelp('config')}
${flagHelp('canaries')}
${flagHelp('allow-no-controls')}

Fuzzing (generated payloads, after the named cases):
  -n, --runs <n>             generated cases per event, half valid, half invalid (default 100;
                             0: none)
      --seed <n>             replay the run made with this seed (every run prints its seed)
${flagHelp('max-time')}
      --regressions <file>   where shrunk failures are saved and re-run first on every run
                             (default: .hookcheck/regressions.json here, once that folder exists; commit it)
      --state-dir <dir>      keep the regressions file in this folder instead of .hookcheck/
      --prune                drop saved regressions that no longer fail
${flagHelp('help')}

Exit codes: 0 no error findings, 1 error findings, 2 hookcheck could not do its job, 3 no evidence
(a guard whose controls never fired, or that has none).`;
