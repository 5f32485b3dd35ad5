/**
 * Comparing snapshots of a hook's writable folders: what was added, removed or changed, and
 * whether a change is only the same records appended again (what a replayed logger does).
 */

export interface SnapshotEntry {
  readonly type: 'file' | 'symlink';
  readonly size: number;
  readonly mode: number;
  readonly hash: string;
  /** The content, for small UTF-8 files. */
  readonly text?: string;
}

/** `<area>/<relative path>` → entry. */
export type Snapshot = Readonly<Record<string, SnapshotEntry>>;

export interface StateDiff {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
}

/** What differs from `before` to `after`, ignoring `volatile` paths (they change on every run). */
export function diffSnapshots(before: Snapshot, after: Snapshot, volatile: ReadonlySet<string> = new Set()): StateDiff {
  const keep = (path: string) => !volatile.has(path);
  return {
    added: Object.keys(after).filter((path) => !(path in before) && keep(path)),
    removed: Object.keys(before).filter((path) => !(path in after) && keep(path)),
    changed: Object.keys(after).filter((path) => path in before && sameEntry(before[path]!, after[path]!) === false && keep(path)),
  };
}

export function isEmptyDiff(diff: StateDiff): boolean {
  return diff.added.length + diff.removed.length + diff.changed.length === 0;
}

function sameEntry(a: SnapshotEntry, b: SnapshotEntry): boolean {
  return a.type === b.type && a.hash === b.hash && a.mode === b.mode;
}

/**
 * True when `twice` is `once` with the records one run appended added again: the second run
 * appended as many lines as the first, after an unchanged copy of what the first left.
 */
export function isAppendedAgain(original: SnapshotEntry | undefined, once: SnapshotEntry | undefined, twice: SnapshotEntry | undefined): boolean {
  if (once?.text === undefined || twice?.text === undefined) return false;
  const base = original?.text ?? '';
  if (!once.text.startsWith(base) || !twice.text.startsWith(once.text)) return false;
  const firstRecords = lineCount(once.text.slice(base.length));
  return firstRecords > 0 && lineCount(twice.text.slice(once.text.length)) === firstRecords;
}

function lineCount(text: string): number {
  return text === '' ? 0 : text.replace(/\n$/, '').split('\n').length;
}

/** A few lines a person can read: each differing path, with both contents when they are short. */
export function describeStateDifference(a: Snapshot, b: Snapshot, paths: readonly string[]): string {
  return paths
    .slice(0, 3)
    .map((path) => `${path}: ${describeEntry(a[path])} vs ${describeEntry(b[path])}`)
    .join('; ');
}

function describeEntry(entry: SnapshotEntry | undefined): string {
  if (entry === undefined) return 'absent';
  if (entry.text !== undefined && entry.text.length <= 80) return JSON.stringify(entry.text);
  return `${entry.size} bytes`;
}
