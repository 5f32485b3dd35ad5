/**
 * `.hookcheck/heartbeat-regressions.json`: the tick sequences that broke a property, run first on
 * every later `hookcheck heartbeat`. Written in a stable order, and only when something was added.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readJsonFile } from './read-json-file.js';
import { dirname, join } from 'node:path';
import { ConfigError } from '../errors.js';
import { savedSequencesFileSchema, type SavedSequence } from '../heartbeat/properties/saved-sequences.js';

export const HEARTBEAT_REGRESSIONS_PATH = join('.hookcheck', 'heartbeat-regressions.json');

export function readSavedSequences(path: string): SavedSequence[] {
  if (!existsSync(path)) return [];
  return readJsonFile(path, savedSequencesFileSchema, {
    holds: 'saved tick sequences',
    notJsonHint: 'Fix the file (a merge conflict is the usual cause), or delete it to start afresh.',
    wrongHint: 'Fix or remove the entries named above, or delete the file.',
  }).sequences;
}

/** Adds the sequences not saved yet; returns how many were added (the file is written only then). */
export function saveSequences(path: string, saved: readonly SavedSequence[], found: readonly SavedSequence[]): number {
  const key = (entry: SavedSequence) => JSON.stringify([entry.heartbeat, entry.steps]);
  const known = new Set(saved.map(key));
  const added = found.filter((entry) => !known.has(key(entry)));
  if (added.length === 0) return 0;
  const sequences = [...saved, ...added].sort((a, b) => a.heartbeat.localeCompare(b.heartbeat) || key(a).localeCompare(key(b)));
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify({ version: 1, sequences }, null, 2)}\n`);
  } catch (error) {
    throw new ConfigError(`Could not save tick sequences to ${path}: ${(error as Error).message}`, { hint: 'Check that the folder is writable.' });
  }
  return added.length;
}
