/**
 * node's parseArgs, with errors a person can act on: an unknown flag names the command and the
 * nearest flag it has, a flag without its value or a switch given a value says so. Every command
 * parses its argv here, so a typo reads the same whichever command it is made in.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closestMatch } from '../util/edit-distance.js';
import { UsageError } from '../errors.js';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

interface CommandArgsConfig<O extends OptionsConfig, P extends boolean> {
  readonly options: O;
  readonly allowPositionals: P;
  /** Replaces "`hookcheck <command> --help` lists the options" where the command knows a better fix. */
  readonly hint?: string;
}

type StrictResult<O extends OptionsConfig, P extends boolean> = ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: P; strict: true }>>;

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];
type OptionToken = Extract<Token, { kind: 'option' }>;

/** Parses `argv` as parseArgs does in strict mode; any problem is a UsageError (exit 2). */
export function parseCommandArgs<const O extends OptionsConfig, const P extends boolean>(command: string, argv: readonly string[], config: CommandArgsConfig<O, P>): StrictResult<O, P> {
  const hint = config.hint ?? `\`hookcheck ${command} --help\` lists the options.`;
  // A lenient pass first: its tokens show what was typed, where strict mode only gives a message.
  const { tokens } = parseArgs({ args: [...argv], options: config.options, allowPositionals: true, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'option') checkOption(token, command, config.options, hint);
    else if (token.kind === 'positional' && !config.allowPositionals) {
      throw new UsageError(`\`hookcheck ${command}\` takes no argument "${token.value}".`, { hint });
    }
  }
  try {
    return parseArgs({ args: [...argv], options: config.options, allowPositionals: config.allowPositionals, strict: true });
  } catch (error) {
    // Only a case the checks above do not foresee gets here; node's first line still names it.
    throw new UsageError((error as Error).message.split('\n')[0]!, { hint });
  }
}

function checkOption(token: OptionToken, command: string, options: OptionsConfig, hint: string): void {
  const option = Object.hasOwn(options, token.name) ? options[token.name]! : undefined;
  if (option === undefined) throw new UsageError(`Unknown option ${token.rawName} for \`hookcheck ${command}\`${suggestion(token, options)}.`, { hint });
  const flag = `--${token.name}`;
  if (option.type === 'boolean' && token.value !== undefined) {
    throw new UsageError(`${flag} is a switch and takes no value (got ${token.rawName}=${token.value}).`, { hint: `Write ${flag} alone to turn it on, or leave it out; ${hint}` });
  }
  if (option.type !== 'string') return;
  if (token.value === undefined) throw new UsageError(`${token.rawName} needs a value, and nothing follows it.`, { hint: `Write ${flag} <value>; ${hint}` });
  // `--timeout --runs 5` most likely lost the timeout's value; strict mode refuses it too.
  if (!token.inlineValue && token.value.startsWith('-') && token.value !== '-') {
    throw new UsageError(`${token.rawName} needs a value, and got the option ${token.value} instead.`, {
      hint: `Give ${flag} its value; if the value does start with a dash, write ${flag}=${token.value}.`,
    });
  }
}

function suggestion(token: OptionToken, options: OptionsConfig): string {
  const names = Object.keys(options);
  if (!token.rawName.startsWith('--')) {
    // One letter is too short to guess from; only a wrong case (-H for -h) is a clear slip.
    const short = names.find((name) => options[name]!.short?.toLowerCase() === token.name.toLowerCase());
    return short === undefined ? '' : ` (did you mean -${options[short]!.short}, --${short}?)`;
  }
  const negated = /^no-(.+)$/.exec(token.name)?.[1];
  if (negated !== undefined && options[negated]?.type === 'boolean') return ` (--${negated} is off unless given: leave it out)`;
  const near = closestMatch(token.name, names);
  return near === null ? '' : ` (did you mean --${near}?)`;
}
