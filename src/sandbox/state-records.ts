/**
 * A state file read as records, the way a person reads a log: the lines of a text file, or the
 * elements of a JSON array. Loggers add records; counters and flags rewrite a value. Comparing
 * records tells the two apart: a logger that appends one record per call is doing its job, a
 * counter that counts a replayed call twice, or parallel calls that drop records, is a bug.
 */
import { clockMasked } from './clock-mask.js';
import type { Snapshot, SnapshotEntry } from './state-diff.js';

export interface Records {
  readonly kind: 'lines' | 'json-list';
  /** Each record as text (JSON elements serialised). */
  readonly items: readonly string[];
}

/**
 * The records of a file, their times masked (two runs stamp the same record differently); an
 * absent file has none; undefined when the content is unknown (binary, large).
 */
export function recordsOf(entry: SnapshotEntry | undefined): Records | undefined {
  if (entry === undefined) return { kind: 'lines', items: [] };
  if (entry.text === undefined) return undefined;
  const list = jsonList(entry.text);
  if (list !== undefined) return { kind: 'json-list', items: list.map((item) => clockMasked(JSON.stringify(item))) };
  return { kind: 'lines', items: entry.text === '' ? [] : clockMasked(entry.text).replace(/\n$/, '').split('\n') };
}

function jsonList(text: string): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the second of two runs added as many records as the first did, and kept everything the
 * first left: `twice` is `once` with one run's records appended again. With `countOnly` (the
 * records hold a time or pid) only the numbers of records are compared.
 */
export function isAppendedAgain(original: SnapshotEntry | undefined, once: SnapshotEntry | undefined, twice: SnapshotEntry | undefined, countOnly = false): boolean {
  if (once === undefined || twice === undefined) return false;
  if (!countOnly && isTextAppendedAgain(original, once, twice)) return true;
  const [base, first, second] = [recordsOf(original), recordsOf(once), recordsOf(twice)];
  if (base === undefined || first === undefined || second === undefined || first.kind !== second.kind) return false;
  const added = first.items.length - base.items.length;
  if (added <= 0 || second.items.length !== first.items.length + added) return false;
  return countOnly || (startsWith(first.items, base.items) && startsWith(second.items, first.items));
}

/**
 * The same test on the bytes: a logger that appends each payload with no newline (`cat >> log`)
 * grows one line, and its second run adds exactly what its first did.
 */
function isTextAppendedAgain(original: SnapshotEntry | undefined, once: SnapshotEntry, twice: SnapshotEntry): boolean {
  if (once.text === undefined || twice.text === undefined || (original !== undefined && original.text === undefined)) return false;
  const [base, first, second] = [clockMasked(original?.text ?? ''), clockMasked(once.text), clockMasked(twice.text)];
  const added = first.slice(base.length);
  return added !== '' && first.startsWith(base) && second === first + added;
}

function startsWith(items: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((item, index) => items[index] === item);
}

export interface RecordComparison {
  /** Records of the reference run missing from the other (by content, or by number with countOnly). */
  readonly missing: number;
  /** Records the other run has beyond the reference run's. */
  readonly extra: number;
}

/**
 * Records of `reference` that `other` lost, and records it has in excess, in any order: parallel
 * appenders interleave their lines, which is no loss. Undefined when either file is not readable
 * as records (its content is unknown).
 */
export function compareRecords(reference: SnapshotEntry | undefined, other: SnapshotEntry | undefined, countOnly = false): RecordComparison | undefined {
  const [expected, seen] = [recordsOf(reference), recordsOf(other)];
  if (expected === undefined || seen === undefined) return undefined;
  if (countOnly) return { missing: Math.max(0, expected.items.length - seen.items.length), extra: Math.max(0, seen.items.length - expected.items.length) };
  const left = new Map<string, number>();
  for (const item of seen.items) left.set(item, (left.get(item) ?? 0) + 1);
  let missing = 0;
  for (const item of expected.items) {
    const count = left.get(item) ?? 0;
    if (count === 0) missing++;
    else left.set(item, count - 1);
  }
  return { missing, extra: [...left.values()].reduce((sum, count) => sum + count, 0) };
}

/**
 * A few lines a person can read: each differing path as it was after each run, named by `labels`
 * ("after one run: …; after two runs of the same payload: …").
 */
export function describeRuns(labels: readonly [string, string], a: Snapshot, b: Snapshot, paths: readonly string[]): string {
  return paths
    .slice(0, 3)
    .map((path) => {
      // Both contents when both are short; else both as numbers of records, so the two compare.
      const quoted = [a[path], b[path]].every((entry) => entry === undefined || (entry.text !== undefined && entry.text.length <= 80));
      return `${path}: ${labels[0]}: ${describeEntry(a[path], quoted)}; ${labels[1]}: ${describeEntry(b[path], quoted)}`;
    })
    .join(' | ');
}

function describeEntry(entry: SnapshotEntry | undefined, quoted: boolean): string {
  if (entry === undefined) return 'absent';
  if (quoted && entry.text !== undefined) return JSON.stringify(entry.text);
  const records = recordsOf(entry);
  if (records !== undefined) return `${records.items.length} ${records.kind === 'lines' ? 'line' : 'record'}${records.items.length === 1 ? '' : 's'}`;
  return `${entry.size} bytes`;
}
