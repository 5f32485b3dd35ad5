/**
 * Where `hookcheck init` writes: never over an existing config unless asked, and never next to
 * another config file, since two in one folder stop every run.
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ConfigError } from '../errors.js';
import { CONFIG_NAMES } from './load-config.js';

/** Throws when writing `path` would replace a config (without `force`) or sit next to another one. */
export function checkStarterTarget(path: string, force: boolean, shown: (path: string) => string): void {
  const dir = dirname(path);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new ConfigError(`--output ${shown(path)}: the folder ${shown(dir)} does not exist.`, { hint: 'Create the folder, or choose another path.' });
  const isConfigName = (CONFIG_NAMES as readonly string[]).includes(basename(path));
  const others = isConfigName ? CONFIG_NAMES.map((name) => join(dir, name)).filter((other) => other !== path && existsSync(other)) : [];
  if (existsSync(path) && !force) {
    throw new ConfigError(`${shown(path)} already exists; hookcheck init does not overwrite it.`, { hint: 'Run `hookcheck init --force` to replace it, or write elsewhere with --output <file>.' });
  }
  if (others[0] !== undefined) {
    throw new ConfigError(`${shown(others[0])} already exists; a second config file next to it would stop every run.`, {
      hint: `Remove or rename ${shown(others[0])} first, or write elsewhere with --output <file>.`,
    });
  }
}

/** Writes the starter config, naming the path and the fix when it cannot. */
export function writeStarterConfig(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw new ConfigError(`Could not write ${path}: ${(error as Error).message}`, { hint: 'Choose a writable path with --output <file>.', cause: error });
  }
}
