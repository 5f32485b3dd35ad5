/**
 * `.hookcheck/regressions.json`: the shrunk failures of earlier runs, re-run first on every run.
 * Meant to be committed, so it is written in a stable order and only when something changed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readJsonFile } from './read-json-file.js';
import { dirname, join } from 'node:path';
import { ConfigError } from '../errors.js';
import { regressionsFileSchema, type Regression } from '../fuzz/regression.js';
import { formatHookCommand } from '../runner/hook-command.js';

export const REGRESSIONS_FILE_NAME = 'regressions.json';
/** In the folder hookcheck runs in, never in the hook's project (which may be someone else's). */
export const DEFAULT_REGRESSIONS_PATH = join('.hookcheck', REGRESSIONS_FILE_NAME);

/** The saved regressions at `path`; none when the file does not exist yet. */
export function readRegressions(path: string): Regression[] {
  if (!existsSync(path)) return [];
  return readJsonFile(path, regressionsFileSchema, {
    holds: 'hookcheck regressions',
    notJsonHint: 'Fix the file (it is written by hookcheck; a merge conflict is the usual cause), or delete it to start afresh.',
    wrongHint: 'Fix or remove the entries named above, or delete the file; hookcheck writes it again on the next failure.',
  }).regressions;
}

interface RegressionsUpdate {
  readonly added: readonly string[];
  readonly pruned: readonly string[];
  readonly written: boolean;
}

/**
 * Adds the new failures, drops fixed entries when `prune`, and writes the file when it changed.
 * Entries are sorted by hook, then id, so the file diffs well.
 */
export function updateRegressions(path: string, saved: readonly Regression[], found: readonly Regression[], fixed: ReadonlySet<string>, prune: boolean): RegressionsUpdate {
  const known = new Set(saved.map((entry) => entry.id));
  const added = found.filter((entry, index) => !known.has(entry.id) && found.findIndex((other) => other.id === entry.id) === index);
  const pruned = prune ? saved.filter((entry) => fixed.has(entry.id)).map((entry) => entry.id) : [];
  const kept = saved.filter((entry) => !pruned.includes(entry.id));
  const entries = [...kept, ...added].sort((a, b) => formatHookCommand(a.command).localeCompare(formatHookCommand(b.command)) || a.id.localeCompare(b.id));
  const text = `${JSON.stringify({ version: 1, regressions: entries }, null, 2)}\n`;
  const before = existsSync(path) ? readFileSync(path, 'utf8') : null;
  const changed = before !== text && (before !== null || entries.length > 0);
  if (changed) {
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    } catch (error) {
      throw new ConfigError(`Could not save regressions to ${path}: ${(error as Error).message}`, {
        hint: 'Make the folder writable or pass --regressions <file>; the report above is complete.',
        cause: error,
      });
    }
  }
  return { added: added.map((entry) => entry.id), pruned, written: changed };
}
