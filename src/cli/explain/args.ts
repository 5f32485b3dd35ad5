/** argv of `hookcheck explain` → raw options. */
import { UsageError } from '../../errors.js';
import type { REPORTERS_OF } from '../../reporters/names.js';
import { readReporterName } from '../option-readers.js';
import { FLAGS, flagHelp } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';
import { OTHER_AGENT_IDS } from '../../agents/agent-ids.js';

type ExplainReporterName = (typeof REPORTERS_OF.explain)[number];

interface ExplainArgs {
  /** A project or plugin folder, or a settings / hooks file; `.` when not given. */
  readonly path: string;
  readonly event?: string;
  readonly tool?: string;
  readonly match?: string;
  readonly command?: string;
  readonly payload?: string;
  readonly agentVersion?: string;
  /** Another agent whose hooks to explain, by its rules. */
  readonly agent?: string;
  readonly home?: string;
  readonly reporter: ExplainReporterName;
  readonly help: boolean;
}

export const EXPLAIN_USAGE = `Usage:
  hookcheck explain [path] --event <Event> --tool <Tool> [options]
  hookcheck explain [path] --event <Event> --match <value> [options]
  hookcheck explain [path] --payload <payload.json> [options]

Says which of the hooks wired in path (default: .) Claude Code runs for one event, and why each
one does or does not: the matcher rule, the version rule, the "if" field, duplicates.

Options:
  --event <Event>          the hook event, e.g. PreToolUse, SessionStart (case-sensitive)
  --tool <Tool>            the tool name, for tool events (Bash, Edit, mcp__memory__create…)
  --match <value>          the matcher value of other events (SessionStart: startup, resume…)
  --command <cmd>          the Bash command, to evaluate "if" rules such as Bash(git *)
  --payload <file.json>    a hook payload: gives the event, the matcher value and the command
  --agent-version <v>      the Claude Code version whose matcher rules apply (default: latest)
  --agent <id>             explain another agent's hooks by its rules:
                           ${OTHER_AGENT_IDS.join(', ')} (--event in its names, e.g.
                           BeforeTool; --tool its tool name, e.g. run_shell_command)
  --home <dir>             also read user hooks from <dir>/.claude
  -r, --reporter <name>    pretty (default) or json
${flagHelp('help', 27)}`;

export function parseExplainArgs(argv: readonly string[]): ExplainArgs {
  const { values, positionals } = parseCommandArgs('explain', argv, {
    options: {
      event: { type: 'string' },
      tool: { type: 'string' },
      match: { type: 'string' },
      command: { type: 'string' },
      payload: { type: 'string' },
      'agent-version': FLAGS['agent-version'].option,
      agent: FLAGS.agent.option,
      home: FLAGS.home.option,
      reporter: FLAGS.reporter.option,
      help: FLAGS.help.option,
    },
    allowPositionals: true,
  });
  if (positionals.length > 1)
    throw new UsageError(`hookcheck explain takes one path, got ${positionals.length}: ${positionals.join(' ')}.`, {
      hint: 'Give one project or plugin folder (or settings file); quote a --command that has spaces.',
    });
  const reporter = readReporterName(values.reporter ?? 'pretty', 'explain');
  const optional = {
    event: values.event,
    tool: values.tool,
    match: values.match,
    command: values.command,
    payload: values.payload,
    agentVersion: values['agent-version'],
    agent: values.agent,
    home: values.home,
  };
  return {
    path: positionals[0] ?? '.',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    reporter,
    help: values.help ?? false,
  };
}
