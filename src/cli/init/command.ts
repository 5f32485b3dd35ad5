/**
 * `hookcheck init`: finds the hooks wired here (or in the paths given) and writes a starter config
 * with probe templates for each, refusing to replace an existing config without --force.
 */
import { statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { findConfiguredHooks } from '../../config/find-configured-hooks.js';
import { parseConfig } from '../../config/load-config.js';
import { checkStarterTarget, writeStarterConfig } from '../../config/starter-config-file.js';
import { isFile } from '../../util/is-file.js';
import { starterConfig } from '../../config/starter-config.js';
import { findScheduledScripts } from '../../config/find-scheduled-scripts.js';
import { starterHeartbeats } from '../../config/starter-heartbeats.js';
import { ConfigError } from '../../errors.js';
import { EXIT } from '../exit-codes.js';
import { print } from '../print.js';
import { DEFAULT_INIT_OUTPUT, INIT_USAGE, parseInitArgs } from './args.js';

/** Runs `hookcheck init` with `argv` (after the command name) in `cwd`; returns the exit code. */
export async function initCommand(argv: readonly string[], cwd: string): Promise<number> {
  const args = parseInitArgs(argv);
  if (args.help) return print(INIT_USAGE);
  const shown = (path: string) => relative(cwd, path) || path;
  const output = resolve(cwd, args.output ?? DEFAULT_INIT_OUTPUT);
  checkStarterTarget(output, args.force, shown);
  const found = findConfiguredHooks(args.paths, cwd);
  for (const problem of found.problems) process.stderr.write(`hookcheck: ${problem}\n`);
  // Scheduled scripts (crontab files, systemd timers) in the folders searched: proposed as heartbeats.
  const folders = args.paths.length === 0 ? [cwd] : args.paths.map((path) => resolve(cwd, path)).filter((path) => statSync(path).isDirectory());
  const heartbeats = starterHeartbeats(folders.flatMap(findScheduledScripts), dirname(output));
  if (found.hooks.length === 0 && heartbeats.entries.length === 0) {
    const where = args.paths.length === 0 ? cwd : args.paths.join(', ');
    throw new ConfigError(`No hooks found in ${where}${heartbeats.unscheduled.length > 0 ? ', and no scheduled script with a plain interval' : ''}.`, {
      hint: `Looked at ${found.searched.map(shown).join(', ')} and for crontab files and systemd timers. Wire command hooks there, or name a hook script: hookcheck init path/to/hook.py`,
    });
  }
  const text = starterConfig(found.hooks, { configDir: dirname(output), isFile }, heartbeats);
  assertValid(text, output);
  writeStarterConfig(output, text);
  const beats = heartbeats.entries.length === 0 ? '' : ` and ${heartbeats.entries.length} heartbeat(s) run on a schedule`;
  const next = [
    found.hooks.length > 0 ? 'fill in the probes marked TODO, then run: hookcheck run' : '',
    heartbeats.entries.length > 0 ? "fill in each heartbeat's TODO keys, then run: hookcheck heartbeat" : '',
  ]
    .filter(Boolean)
    .join('; ');
  process.stderr.write(`hookcheck: wrote ${shown(output)} with ${found.hooks.length} hook(s)${beats}.\n${next.charAt(0).toUpperCase()}${next.slice(1)}.\n`);
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
