/**
 * A `.git` for the scratch project that answers as the real one does (`git branch --show-current`,
 * `git status`, `git log`, `git diff`) without copying the object store: HEAD, index, config and
 * refs are copied (bounded), and the real objects are borrowed through `objects/info/alternates`.
 * git writes new objects, refs and index changes into the copy only; the real repository is only
 * read (and the sandbox shows it read-only). Without the sandbox, git may refresh the time of a
 * borrowed object it would have written again: never its content.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const MAX_INDEX_BYTES = 64 * 1024 * 1024;
const MAX_SMALL_BYTES = 4 * 1024 * 1024;
const MAX_REF_ENTRIES = 10_000;
/** Files of the repository's own folder: where HEAD points, what is staged, what is in progress. */
const PER_WORKTREE = ['HEAD', 'ORIG_HEAD', 'MERGE_HEAD', 'CHERRY_PICK_HEAD', 'REVERT_HEAD', 'FETCH_HEAD'];
/** Files shared by every worktree of the repository. */
const SHARED = ['config', 'packed-refs', 'shallow', 'description'];

interface GitCopy {
  /** The real object store the copy reads (to show read-only in the sandbox). */
  readonly objects: string;
}

/** Builds `<target>/.git` from `<source>/.git` (a folder, or a `gitdir:` file); null when there is none. */
export function copyGitMetadata(source: string, target: string): GitCopy | { readonly problem: string } | null {
  const gitDir = findGitDir(source);
  if (gitDir === null) return null;
  const commonDir = readCommonDir(gitDir);
  const objects = join(commonDir, 'objects');
  if (!existsSync(join(gitDir, 'HEAD')) || !existsSync(objects)) return { problem: 'its .git has no HEAD or no objects' };
  const copy = join(target, '.git');
  for (const folder of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags']) mkdirSync(join(copy, folder), { recursive: true });
  for (const name of PER_WORKTREE) copySmall(join(gitDir, name), join(copy, name), MAX_SMALL_BYTES);
  for (const name of SHARED) copySmall(join(commonDir, name), join(copy, name), MAX_SMALL_BYTES);
  const indexCopied = copySmall(join(gitDir, 'index'), join(copy, 'index'), MAX_INDEX_BYTES);
  copyBounded(join(commonDir, 'refs'), join(copy, 'refs'));
  copyBounded(join(commonDir, 'info'), join(copy, 'info'));
  writeFileSync(join(copy, 'objects', 'info', 'alternates'), `${objects}\n`);
  return indexCopied || !existsSync(join(gitDir, 'index')) ? { objects } : { problem: 'its git index is over 64 MiB (git status sees every file as new)' };
}

function findGitDir(source: string): string | null {
  const dotGit = join(source, '.git');
  const stat = lstatSync(dotGit, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return realpathSync(dotGit);
  if (!stat?.isFile() || stat.size > 4096) return null;
  const match = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
  const gitDir = match ? resolve(source, match[1]!) : null;
  return gitDir !== null && existsSync(gitDir) ? realpathSync(gitDir) : null;
}

/** A worktree's folder names the repository's shared one in `commondir`. */
function readCommonDir(gitDir: string): string {
  const file = join(gitDir, 'commondir');
  if (!existsSync(file)) return gitDir;
  const common = resolve(gitDir, readFileSync(file, 'utf8').trim());
  return existsSync(common) ? realpathSync(common) : gitDir;
}

function copySmall(from: string, to: string, maxBytes: number): boolean {
  const stat = lstatSync(from, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size > maxBytes) return false;
  cpSync(from, to);
  return true;
}

/** Folders of small files (refs, info), regular files only, bounded in count and size. */
function copyBounded(from: string, to: string): void {
  if (!lstatSync(from, { throwIfNoEntry: false })?.isDirectory()) return;
  let copied = 0;
  cpSync(from, to, {
    recursive: true,
    filter: (path) => {
      const stat = lstatSync(path);
      const keep = copied < MAX_REF_ENTRIES && (stat.isDirectory() || (stat.isFile() && stat.size <= MAX_SMALL_BYTES));
      if (keep) copied++;
      return keep;
    },
  });
}
