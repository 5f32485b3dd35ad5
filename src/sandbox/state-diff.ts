/**
 * Comparing snapshots of a hook's writable folders: what was added, removed or changed, and which
 * differences are noise rather than state (content that changes on every run, files named by the
 * time or pid of the run that wrote them, such as npm's `~/.npm/_logs/<time>-debug-0.log`).
 */
import { clockMasked } from './clock-mask.js';

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

export function diffPaths(diff: StateDiff): string[] {
  return [...diff.added, ...diff.removed, ...diff.changed];
}

function sameEntry(a: SnapshotEntry, b: SnapshotEntry): boolean {
  return a.type === b.type && a.hash === b.hash && a.mode === b.mode;
}

/** What two single runs of the same payload, each in a fresh area, disagree on. */
export interface StateNoise {
  /** Paths whose content (or presence) differs between the two runs: time, pids, random ids. */
  readonly volatile: ReadonlySet<string>;
  /** Name shapes of files that each run named differently: a new log file per run, not state. */
  readonly volatileNames: ReadonlySet<string>;
}

export function learnNoise(one: Snapshot, other: Snapshot): StateNoise {
  const diff = diffSnapshots(one, other);
  const renamed = [...diff.added, ...diff.removed].filter((path) => nameShape(path) !== path);
  return { volatile: new Set(diffPaths(diff)), volatileNames: new Set(renamed.map(nameShape)) };
}

/**
 * The path with what varies from run to run masked: digit runs and long hex ids. Two runs that
 * name a file by their start time or pid agree on its shape.
 */
export function nameShape(path: string): string {
  return path.replace(/(?=[0-9a-f]*\d)[0-9a-f]{8,}|\d+/gi, '#');
}

/** A folder of caches or logs in HOME (`~/.npm/_logs`, `~/.cache/…`): tools keep their own files there. */
const HOME_CACHE_OR_LOG = /^home\/(?:.*\/)?(?:\.cache|_?logs?|_?cache|_cacache)\//i;

/**
 * A file a tool the hook ran (npm, pip…) writes under HOME's caches or logs, named by the run that
 * wrote it: the tool's bookkeeping, not something the hook did to the user's machine.
 */
export function isHomeCacheNoise(path: string, noise: StateNoise): boolean {
  return HOME_CACHE_OR_LOG.test(path) && noise.volatileNames.has(nameShape(path));
}

/**
 * Differing paths that are state: neither volatile content, nor a file named by its run, nor a
 * file whose two versions differ only in the times written into them.
 */
export function stateDifference(a: Snapshot, b: Snapshot, noise: StateNoise, { keepVolatile = false } = {}): string[] {
  const gitDirs = [...gitFolders(a), ...gitFolders(b)];
  return diffPaths(diffSnapshots(a, b)).filter(
    (path) => !noise.volatileNames.has(nameShape(path)) && (keepVolatile || !noise.volatile.has(path)) && !differsOnlyInTimes(a[path], b[path]) && !isGitBookkeeping(path, gitDirs),
  );
}

/**
 * A file git keeps for itself inside one of `gitDirs` (FETCH_HEAD, the index, objects, logs, remote
 * refs). A repository's branches, tags and checkout (refs/heads, refs/tags, HEAD) stay state: a hook
 * that commits twice moves a branch twice.
 */
function isGitBookkeeping(path: string, gitDirs: readonly string[]): boolean {
  const dir = gitDirs.find((folder) => path.startsWith(folder));
  if (dir === undefined) return false;
  const inside = path.slice(dir.length);
  return !(inside === 'HEAD' || inside.startsWith('refs/heads/') || inside.startsWith('refs/tags/'));
}

/**
 * Git's own folders in a snapshot (`…/.git/`, and a bare repository: a folder holding `HEAD` beside
 * `objects/` or `refs/`): git writes and locks FETCH_HEAD, its index, refs and objects itself, so
 * most of what differs there is git's bookkeeping of the commands the hook ran (see isGitBookkeeping).
 */
export function gitFolders(snapshot: Snapshot): string[] {
  const paths = Object.keys(snapshot);
  const dotGit = new Set(paths.flatMap((path) => /^(.*?\/\.git\/)/.exec(path)?.[1] ?? []));
  const bare = paths.filter((path) => path.endsWith('/HEAD')).map((path) => path.slice(0, -'HEAD'.length));
  const repositories = bare.filter((dir) => paths.some((path) => path.startsWith(`${dir}objects/`) || path.startsWith(`${dir}refs/`)));
  return [...dotGit, ...repositories];
}

/** Two versions of a file that differ only in the times written into them (clock-mask.ts). */
export function differsOnlyInTimes(a: SnapshotEntry | undefined, b: SnapshotEntry | undefined): boolean {
  return a?.text !== undefined && b?.text !== undefined && a.type === b.type && a.mode === b.mode && clockMasked(a.text) === clockMasked(b.text);
}
