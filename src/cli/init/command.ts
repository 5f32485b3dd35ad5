/**
 * `hookcheck init`: finds the hooks wired here (or in the paths given) and writes a starter config
 * with probe templates for each, refusing to replace an existing config without --force.
 */
import { dirname, relative, resolve } from 'node:path';
import { findConfiguredHooks } from '../../config/find-configured-hooks.js';
import { parseConfig } from '../../config/load-config.js';
import { checkStarterTarget, isFile, writeStarterConfig } from '../../config/starter-config-file.js';
import { starterConfig } from '../../config/starter-config.js';
import { ConfigError } from '../../errors.js';
import { EXIT } from '../exit-codes.js';
import { DEFAULT_INIT_OUTPUT, INIT_USAGE, parseInitArgs } from './args.js';

/** Runs `hookcheck init` with `argv` (after the command name) in `cwd`; returns the exit code. */
export async function initCommand(argv: readonly string[], cwd: string): Promise<number> {
  const args = parseInitArgs(argv);
  if (args.help) {
    process.stdout.write(`${INIT_USAGE}\n`);
    return EXIT.clean;
  }
  const shown = (path: string) => relative(cwd, path) || path;
  const output = resolve(cwd, args.output ?? DEFAULT_INIT_OUTPUT);
  checkStarterTarget(output, args.force, shown);
  const found = findConfiguredHooks(args.paths, cwd);
  for (const problem of found.problems) process.stderr.write(`hookcheck: ${problem}\n`);
  if (found.hooks.length === 0) {
    const where = args.paths.length === 0 ? cwd : args.paths.join(', ');
    throw new ConfigError(`No hooks found in ${where}.`, {
      hint: `Looked at ${found.searched.map(shown).join(', ')}. Wire command hooks there, or name a hook script: hookcheck init path/to/hook.py`,
    });
  }
  const text = starterConfig(found.hooks, { configDir: dirname(output), isFile });
  assertValid(text, output);
  writeStarterConfig(output, text);
  process.stderr.write(`hookcheck: wrote ${shown(output)} with ${found.hooks.length} hook(s).\nFill in the probes marked TODO, then run: hookcheck run\n`);
  return EXIT.clean;
}

/** A starter config that does not validate is hookcheck's bug: say so, and write nothing. */
function assertValid(text: string, path: string): void {
  try {
    parseConfig(text, path);
  } catch (error) {
    throw new Error(`hookcheck init built a config that does not validate; nothing was written.\n${(error as Error).message}\n${text}`, { cause: error });
  }
}
