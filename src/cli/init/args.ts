/** argv of `hookcheck init` → raw options. */
import { UsageError } from '../../errors.js';
import { FLAGS, flagHelp } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';

interface InitArgs {
  /** Settings files, plugin or project folders, or hook scripts; none means the current folder. */
  readonly paths: readonly string[];
  readonly force: boolean;
  readonly output?: string;
  readonly help: boolean;
}

export const DEFAULT_INIT_OUTPUT = 'hookcheck.config.yaml';

export const INIT_USAGE = `Usage:
  hookcheck init [paths…] [options]   write a starter ${DEFAULT_INIT_OUTPUT} for the hooks found

Without paths, reads .claude/settings.json, .claude/settings.local.json, hooks/hooks.json and
.claude-plugin/plugin.json here. Each path may be one of those files, a project or plugin folder,
or a hook script (its events come from the settings that wire it, else PreToolUse).

Options:
  -o, --output <file>   where to write (default: ${DEFAULT_INIT_OUTPUT}; YAML)
  -f, --force           replace an existing config
${flagHelp('help', 24)}`;

export function parseInitArgs(argv: readonly string[]): InitArgs {
  const { values, positionals } = parseCommandArgs('init', argv, {
    options: { output: FLAGS.output.option, force: { type: 'boolean', short: 'f' }, help: FLAGS.help.option },
    allowPositionals: true,
  });
  if (values.output !== undefined && !/\.ya?ml$/.test(values.output)) {
    throw new UsageError(`--output ${values.output}: hookcheck init writes YAML.`, { hint: 'Name the file .yaml or .yml, e.g. --output hookcheck.config.yaml.' });
  }
  return { paths: positionals, force: values.force ?? false, ...(values.output === undefined ? {} : { output: values.output }), help: values.help ?? false };
}
