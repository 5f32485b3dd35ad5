/**
 * What driving a mod's `tool.call` hooks found (drive-mod-main.ts runs them in the sandbox): the
 * hooks it registered, and what became of each call sent through them.
 */

/** One `on(...)` of a module. */
export interface Registration {
  readonly module: string;
  readonly event: string;
  /** The matcher in words (`tool=Bash`), or "every call". */
  readonly matcher: string;
  readonly hasCatch: boolean;
}

/**
 * What Claude Code would do with one call after the mod's hooks: `answered` (a hook answered it,
 * and the tool does not run: a `deny` is held back with its text), `rewrote` (the call goes on
 * changed), `went-on` (unchanged), `changed-result` (unchanged, and a hook changed what the model
 * reads back).
 */
export interface DrivenCall {
  readonly name: string;
  /** How many hooks selected the call. */
  readonly hooks: number;
  readonly ended: 'answered' | 'rewrote' | 'went-on' | 'changed-result';
  readonly answer?: string;
  readonly deny?: string;
  readonly rewrittenTo?: string;
  /** What of the mods API its hooks used (`$.agent.list`): the stand-in answers nothing, so such a call is not judged. */
  readonly usedApi?: readonly string[];
  /** Hooks that threw or hung on the way, each passed over as Claude Code passes it over. */
  readonly steps: readonly { readonly module: string; readonly matcher: string; readonly ended: 'threw' | 'timed-out' | 'catch-threw'; readonly error?: string | undefined }[];
}

export interface ModDriveReport {
  readonly registrations: readonly Registration[];
  readonly calls: readonly DrivenCall[];
  /** Modules that could not be driven, and why. */
  readonly problems: readonly string[];
}

/** What the driver reads on stdin. */
export interface ModDriveInput {
  readonly pluginRoot: string;
  readonly pluginName: string;
  readonly modules: readonly string[];
  /** The JavaScript a TypeScript module was compiled into (compile-typescript-mods.ts), by module. */
  readonly compiled: Readonly<Record<string, string>>;
  readonly calls: readonly { readonly name: string; readonly event: Record<string, unknown> }[];
}
