/**
 * The scratch project as Claude Code would see the real one: every file git shows (or a bounded
 * walk finds) copied into a writable layer bounded in count and size, ignored folders
 * (node_modules, .venv, build output) shown read-only in place and never copied, and a `.git` that
 * answers as the real one. The real folder is only read. What was left out is data, with why.
 */
import { appendFileSync, constants, copyFileSync, lstatSync, mkdirSync, readlinkSync, realpathSync, symlinkSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { isInside } from '../util/path-inside.js';
import { copyGitMetadata } from './git-metadata.js';
import { listProjectFiles } from './project-files.js';

const PROJECT_COPY_LIMITS = { files: 10_000, bytes: 128 * 1024 * 1024, fileBytes: 16 * 1024 * 1024, readOnlyFolders: 200 } as const;
const MAX_EXAMPLES = 5;

export type LeftOutReason = 'file-too-big' | 'over-file-count' | 'over-total-size' | 'link-leaves-project' | 'unreadable' | 'over-read-only-count' | 'over-walk-bound' | 'git-metadata';

export interface LeftOut {
  readonly reason: LeftOutReason;
  readonly count: number;
  /** A few of the paths (project-relative), or what went wrong. */
  readonly examples: readonly string[];
}

export interface ProjectView {
  readonly listedBy: 'git' | 'walk';
  readonly copiedFiles: number;
  readonly copiedBytes: number;
  /** Project-relative folders shown read-only (ignored folders, nested repositories), never copied. */
  readonly readOnly: readonly string[];
  /** Whether the scratch project has a `.git` that answers as the real one. */
  readonly git: boolean;
  readonly leftOut: readonly LeftOut[];
}

/** A host folder the sandbox shows read-only at `target` (a folder of the scratch project, or itself). */
export interface ReadOnlyMount {
  readonly source: string;
  readonly target: string;
}

/** `link`: read-only folders are symlinks to the real ones (no sandbox); `mount`: empty mount points the sandbox binds. */
export type ReadOnlyStyle = 'link' | 'mount';

export function seedProjectView(source: string, target: string, style: ReadOnlyStyle, path: string | undefined): { view: ProjectView; mounts: ReadOnlyMount[] } {
  const realSource = realpathSync(source);
  const files = listProjectFiles(realSource, path);
  const leftOut = new Map<LeftOutReason, { count: number; examples: string[] }>();
  const leave = (reason: LeftOutReason, what: string) => {
    const entry = leftOut.get(reason) ?? { count: 0, examples: [] };
    entry.count++;
    if (entry.examples.length < MAX_EXAMPLES) entry.examples.push(what);
    leftOut.set(reason, entry);
  };
  const readOnlyFolders: string[] = [];
  let copiedFiles = 0;
  let copiedBytes = 0;
  const insideReal = new Map<string, boolean>();
  const made = new Set<string>();
  // A symlinked folder on the way must not let the copy reach outside the project.
  const parentInside = (from: string) => {
    const parent = dirname(from);
    if (!insideReal.has(parent)) insideReal.set(parent, parent === realSource || isInside(realSource, safeRealpath(parent)));
    return insideReal.get(parent)!;
  };
  for (const entry of files.entries) {
    if (isAbsolute(entry) || entry.split('/').includes('..')) continue;
    const from = join(realSource, entry);
    const to = join(target, entry);
    const stat = lstatSync(from, { throwIfNoEntry: false });
    if (!stat || !parentInside(from)) continue;
    if (stat.isDirectory()) readOnlyFolders.push(entry);
    else if (stat.isSymbolicLink()) {
      const pointsAt = resolve(dirname(from), readlinkSync(from));
      if (pointsAt !== realSource && !isInside(realSource, pointsAt)) leave('link-leaves-project', entry);
      else {
        mkdirSync(dirname(to), { recursive: true });
        symlinkSync(relative(dirname(from), pointsAt) || '.', to);
      }
    } else if (stat.isFile()) {
      if (stat.size > PROJECT_COPY_LIMITS.fileBytes) leave('file-too-big', entry);
      else if (copiedFiles >= PROJECT_COPY_LIMITS.files) leave('over-file-count', entry);
      else if (copiedBytes + stat.size > PROJECT_COPY_LIMITS.bytes) leave('over-total-size', entry);
      else if (copyFile(from, to, made)) {
        copiedFiles++;
        copiedBytes += stat.size;
      } else leave('unreadable', entry);
    }
  }
  if (files.unwalked > 0) leftOut.set('over-walk-bound', { count: files.unwalked, examples: [] });
  const mounts: ReadOnlyMount[] = [];
  const readOnly: string[] = [];
  for (const folder of [...files.ignoredFolders, ...readOnlyFolders]) {
    const from = join(realSource, folder);
    if (!lstatSync(from, { throwIfNoEntry: false })?.isDirectory() || !parentInside(from)) continue;
    if (readOnly.length >= PROJECT_COPY_LIMITS.readOnlyFolders) {
      leave('over-read-only-count', folder);
      continue;
    }
    const to = join(target, folder);
    mkdirSync(dirname(to), { recursive: true });
    if (style === 'link') symlinkSync(from, to);
    else {
      mkdirSync(to, { recursive: true });
      mounts.push({ source: from, target: to });
    }
    readOnly.push(folder);
  }
  const git = files.repositoryRoot ? copyGitMetadata(realSource, target) : null;
  if (git !== null && 'problem' in git) leave('git-metadata', git.problem);
  // `node_modules/` in .gitignore matches folders only: a link in its place must stay ignored too.
  const linkedIgnored = style === 'link' ? readOnly.filter((folder) => files.ignoredFolders.includes(folder)) : [];
  if (git !== null && 'objects' in git && linkedIgnored.length > 0) {
    mkdirSync(join(target, '.git', 'info'), { recursive: true });
    appendFileSync(join(target, '.git', 'info', 'exclude'), `\n${linkedIgnored.map((folder) => `/${folder.replace(/[\\*?[\]!#\s]/g, (char) => `\\${char}`)}`).join('\n')}\n`);
  }
  // The object store the copy borrows: shown read-only where it is (it may lie outside the project).
  if (git !== null && 'objects' in git && !isInside(realSource, git.objects)) mounts.push({ source: git.objects, target: git.objects });
  const view: ProjectView = {
    listedBy: files.listedBy,
    copiedFiles,
    copiedBytes,
    readOnly,
    git: git !== null && 'objects' in git,
    leftOut: [...leftOut].map(([reason, { count, examples }]) => ({ reason, count, examples })),
  };
  return { view, mounts };
}

/** A copy-on-write clone where the filesystem can, else a copy; false when the file cannot be read. */
function copyFile(from: string, to: string, made: Set<string>): boolean {
  try {
    // One mkdir per folder, not per file: copying is most of the cost of a scratch area.
    if (!made.has(dirname(to))) mkdirSync(dirname(to), { recursive: true });
    made.add(dirname(to));
    copyFileSync(from, to, constants.COPYFILE_FICLONE);
    return true;
  } catch {
    return false;
  }
}

function safeRealpath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return '/';
  }
}
