/**
 * A recorded payload names the user's own folders. Written as `<project>` and `<home>` (the
 * placeholders of src/fuzz/portable.ts), it can be replayed in a scratch folder on any machine.
 */

export interface RecordedFolders {
  /** $CLAUDE_PROJECT_DIR, else the payload's `cwd`. */
  readonly projectDir: string | undefined;
  readonly homeDir: string | undefined;
}

interface Replacement {
  readonly pattern: RegExp;
  readonly mark: string;
}

/** Every string in `value` with the folders replaced by placeholders. */
export function toPortableValue(value: unknown, folders: RecordedFolders): unknown {
  const replacements = buildReplacements(folders);
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return replaceFolders(item, replacements);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    return item;
  };
  return walk(value);
}

/** `text` with the folders replaced by placeholders. */
export function toPortableText(text: string, folders: RecordedFolders): string {
  return replaceFolders(text, buildReplacements(folders));
}

function replaceFolders(text: string, replacements: readonly Replacement[]): string {
  return replacements.reduce((result, { pattern, mark }) => result.replace(pattern, mark), text);
}

/**
 * Longest folder first, since the project usually lives under HOME. A folder only matches as a
 * whole path: `/home/ann/app` is not replaced inside `/home/ann/app2` or `/mnt/home/ann/app`. The
 * root folder (and a relative one) is never replaced: that would rewrite every path.
 */
function buildReplacements(folders: RecordedFolders): Replacement[] {
  const pairs: [string | undefined, string][] = [
    [folders.projectDir, '<project>'],
    [folders.homeDir, '<home>'],
  ];
  return pairs
    .map(([dir, mark]) => [dir?.replace(/\/+$/, '') ?? '', mark] as const)
    .filter(([dir]) => dir.startsWith('/'))
    .sort(([a], [b]) => b.length - a.length)
    .map(([dir, mark]) => ({ pattern: new RegExp(String.raw`(?<![\w.-])${escapeRegExp(dir)}(?![\w.-])`, 'g'), mark }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
