/**
 * argv of `hookcheck audit` and `hookcheck try` → raw options. Only shape is checked here; meaning
 * (does the folder exist, is the reporter known) is checked when the options are resolved.
 */
import { UsageError } from '../../errors.js';
import { FLAGS, flagHelp, listValues } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';

export interface AuditArgs {
  /** A folder, settings file, plugin folder or plugin.json (audit); a folder or git URL (try). */
  readonly target: string | null;
  readonly home?: string;
  /** The folder `$CLAUDE_PROJECT_DIR` stands for (default: derived from the target). */
  readonly project?: string;
  readonly config?: string;
  readonly agentVersion?: string;
  /** `name` or `name=file`, in the order given. */
  readonly reporters: readonly string[];
  readonly baseline?: string;
  readonly updateBaseline: boolean;
  readonly noRun: boolean;
  readonly runs?: string;
  readonly seed?: string;
  readonly timeout?: string;
  readonly maxTime?: string;
  readonly jobs?: string;
  readonly sandbox?: string;
  readonly canaries: readonly string[];
  readonly allowNoControls: boolean;
  readonly yes: boolean;
  readonly help: boolean;
}

const OPTIONS = {
  home: FLAGS.home.option,
  project: FLAGS.project.option,
  config: FLAGS.config.option,
  'agent-version': FLAGS['agent-version'].option,
  // One report a reporter, each to stdout or its own file.
  reporter: { ...FLAGS.reporter.option, multiple: true },
  baseline: { type: 'string' },
  'update-baseline': { type: 'boolean' },
  'no-run': { type: 'boolean' },
  runs: FLAGS.runs.option,
  seed: FLAGS.seed.option,
  timeout: FLAGS.timeout.option,
  'max-time': FLAGS['max-time'].option,
  jobs: FLAGS.jobs.option,
  sandbox: FLAGS.sandbox.option,
  canaries: FLAGS.canaries.option,
  'allow-no-controls': FLAGS['allow-no-controls'].option,
  yes: { type: 'boolean', short: 'y' },
  help: FLAGS.help.option,
} as const;

export function parseAuditArgs(argv: readonly string[], command: 'audit' | 'try'): AuditArgs {
  const { values, positionals } = parseCommandArgs(command, argv, { options: OPTIONS, allowPositionals: true });
  if (positionals.length > 1) {
    throw new UsageError(`hookcheck ${command} takes one ${command === 'try' ? 'folder or git URL' : 'folder or file'}; got ${positionals.length}: ${positionals.join(' ')}.`, {
      hint: `Run hookcheck ${command} once per target.`,
    });
  }
  return {
    target: positionals[0] ?? null,
    home: values.home,
    project: values.project,
    config: values.config,
    agentVersion: values['agent-version'],
    reporters: values.reporter ?? [],
    baseline: values.baseline,
    updateBaseline: values['update-baseline'] ?? false,
    noRun: values['no-run'] ?? false,
    runs: values.runs,
    seed: values.seed,
    timeout: values.timeout,
    maxTime: values['max-time'],
    jobs: values.jobs,
    sandbox: values.sandbox,
    canaries: listValues(values.canaries),
    allowNoControls: values['allow-no-controls'] ?? false,
    yes: values.yes ?? false,
    help: values.help ?? false,
  };
}

/** The options of `hookcheck audit`, which `hookcheck try` takes too. */
export const AUDIT_OPTIONS = `Options:
      --home <dir>           also audit the user scope: <dir>/.claude/settings.json, skills, agents
                             (hooks get a copy of it as HOME, never the real one)
      --project <dir>        the project the hooks belong to ($CLAUDE_PROJECT_DIR, and the copy they
                             run in); default: the folder holding .claude/, else the target's folder
  -c, --config <file>        probes for the guards: a hook in it that runs the same script as a wired
                             handler gives that handler its probes and canaries; the heartbeats it
                             declares run after the hooks and are gated with them (default: the
                             nearest hookcheck.config.json/.yaml above the audited folder)
      --agent-version <v>    Claude Code version to judge matchers and answers by (default: latest)
  -r, --reporter <name[=file]>
                             pretty, json, junit, sarif or github; repeatable, one file per
                             reporter (default: pretty on stdout); e.g. -r pretty -r sarif=hookcheck.sarif
      --baseline <file>      accept the findings in this file: only new ones fail the gate, and an
                             accepted finding that no longer occurs fails it too (stale)
      --update-baseline      write the current findings to the --baseline file and pass
      --no-run               lint the wiring only; run nothing
  -n, --runs <n>             generated cases per event and kind for each hook (default 25; 0: none)
      --seed <n>             replay the generated cases of an earlier audit
  -t, --timeout <duration>   the longest any invocation may take, whatever the wiring says:
                             seconds (10) or with a unit (500ms, 2s, 1m); default 10
${flagHelp('max-time')}
${flagHelp('jobs')}
      --sandbox bwrap|none   bwrap (default): each hook in bubblewrap, host read-only, no network,
                             real HOME hidden; none: plain scratch folders (only for hooks you trust)
      --canaries <names>     built-in controls every guard must stop (bash-destructive, secret-files,
                             network-exfil); default: all, each kind counted only where the guard
                             stops one of it (a guard of rm -rf / must stop rm -rf ~); none: no canaries
${flagHelp('allow-no-controls')}
${flagHelp('help')}`;

export const AUDIT_USAGE = `Usage:
  hookcheck audit [options] [folder | settings.json | plugin folder | plugin.json]

Finds every hook the configuration wires (project and local settings, plugins, skill and agent
frontmatter, and with --home the user's), lints the wiring, runs each command hook through the run
phases in the sandbox with the events and matchers it is wired with (writes outside the project
and network attempts are errors), and gates CI on the result.

${AUDIT_OPTIONS}

Exit codes: 0 the gate passes, 1 error findings (or a stale baseline), 2 hookcheck could not do its
job, 3 no evidence (a guard without controls that fired).`;
