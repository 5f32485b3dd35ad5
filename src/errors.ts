/**
 * hookcheck's own errors: few, and each with a hint that says what to do. The CLI prints known
 * errors as message + hint and exits 2; anything else is a bug and is reported as one.
 */

export class HookcheckError extends Error {
  readonly hint: string | undefined;

  constructor(message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.hint = options.hint;
  }
}

/** The command line is wrong (unknown option, missing value, bad duration…), or a library call's arguments are. */
export class UsageError extends HookcheckError {}

/** A file the user pointed at (a hook, a settings file) is missing or unreadable. */
export class ConfigError extends HookcheckError {}
