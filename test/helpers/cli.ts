/**
 * The built CLI as a user runs it, for the tests of commands: `node bin/hookcheck.js ...` from the
 * repository root (or `cwd`), with only PATH, NO_COLOR and what a test adds in its environment. The
 * one place a test spawns hookcheck; it never rejects, a test reads the exit code.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The CLI's entry point, for a test that hands it to a script of its own (the GitHub Action's audit step). */
export const BIN = join(ROOT, 'bin', 'hookcheck.js');
// The system python3 first: a version-manager shim costs ~300 ms a start.
const PATH = `/usr/bin:/bin:${process.env['PATH'] ?? ''}`;

/**
 * What a test adds to the CLI's environment. A name given here replaces PATH or NO_COLOR (a file's
 * own PATH, or one without strace); a name given `undefined` is left out (a variable the runner does
 * not have, or NO_COLOR where the hook behind `record` must see only what a direct run gives it).
 */
export type CliEnv = Readonly<Record<string, string | undefined>>;

/** What a few tests need beyond args, cwd and env; each is execa's option of the same name. */
export interface CliOptions {
  /** All of stdin: `record` hands the agent's payload on to its hook from it; '' ends it at once, so no command waits on it. */
  readonly input?: string | Uint8Array;
  /** stdout and stderr as bytes: the record tests compare what the hook printed through the wrapper with what it printed alone. */
  readonly encoding?: 'buffer';
  /** Output kept to its last byte, final newline included, for the same comparison and the record error lines it ends with. */
  readonly stripFinalNewline?: false;
  /** stdout left to a test that reads it as it comes (it signals `record` once the hook behind it says it is ready). */
  readonly buffer?: { readonly stdout: false };
  /** The runner's whole environment, its PATH as it is, with NO_COLOR and `env` on top: audit-agents' lint and explain runs were written so. */
  readonly extendEnv?: true;
}

export function hookcheck<const O extends CliOptions = Record<never, never>>(args: readonly string[], cwd = ROOT, env: CliEnv = {}, options = {} as O) {
  const base = options.extendEnv === true ? { NO_COLOR: '1' } : { PATH, NO_COLOR: '1' };
  return execa('node', [BIN, ...args], { ...options, cwd, reject: false, env: { ...base, ...env }, extendEnv: options.extendEnv === true });
}
