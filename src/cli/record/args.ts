/** argv of `hookcheck record` → raw options; the hook command is everything after `--`, untouched. */
import { UsageError } from '../../errors.js';
import { FLAGS, flagHelp } from '../flags.js';
import { parseCommandArgs } from '../parse-command-args.js';

export interface RecordArgs {
  /** The hook command, word by word; empty only with --help. */
  readonly command: readonly string[];
  readonly name?: string;
  readonly dir?: string;
  readonly help: boolean;
}

export const RECORD_USAGE = `Usage:
  hookcheck record [options] -- <hook command…>

Runs the hook exactly as given (same stdin, stdout, stderr, exit code) and keeps each payload it
receives in .hookcheck/recorded/ (paths as <project> and <home>, secrets redacted). Put it in front
of a hook command in your Claude Code settings for a while, e.g.
  "command": "node_modules/.bin/hookcheck record --name guard -- python3 .claude/hooks/guard.py"
(npx works too, but gives the hook npm_* variables and more PATH entries than it would get.)
It never writes to stdout or stderr itself: a payload it cannot save is noted in
.hookcheck/recorded/errors.log.

Options:
      --name <label>   prefix the file names with <label>- (letters, digits, ".", "_", "-")
      --dir <folder>   keep payloads in <folder>/.hookcheck/recorded
                       (default: $CLAUDE_PROJECT_DIR, else the current folder)
${flagHelp('help', 23)}

Exit code: the hook's own; 126 or 127 when it cannot be started.`;

const LABEL = /^[A-Za-z0-9][\w.-]{0,63}$/;
const COMMAND_HINT = 'Write the hook command after --: hookcheck record -- python3 .claude/hooks/guard.py';

/** Parses hookcheck's own options (before `--`) and takes the command after it as is. */
export function parseRecordArgs(argv: readonly string[]): RecordArgs {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const { values } = parseCommandArgs('record', own, {
    options: { name: { type: 'string' }, dir: { type: 'string' }, help: FLAGS.help.option },
    allowPositionals: false,
    ...(separator === -1 ? { hint: COMMAND_HINT } : {}),
  });
  const help = values.help ?? false;
  if (!help && command.length === 0) {
    throw new UsageError(separator === -1 ? 'record needs the hook command after --.' : 'Nothing after --: record needs the hook command to run.', { hint: COMMAND_HINT });
  }
  if (values.name !== undefined && !LABEL.test(values.name)) {
    throw new UsageError(`--name got "${values.name}", which cannot be part of a file name.`, {
      hint: 'Use up to 64 letters, digits, ".", "_" and "-", starting with a letter or digit: --name guard',
    });
  }
  if (values.dir === '') throw new UsageError('--dir got an empty folder name.', { hint: 'Give a folder, e.g. --dir . for the current one, or leave --dir out.' });
  return { command, name: values.name, dir: values.dir, help };
}
