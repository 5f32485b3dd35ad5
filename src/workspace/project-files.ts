/**
 * Which files of a project Claude Code would see, as paths relative to it: from git when the folder
 * is a repository (tracked, untracked-but-not-ignored, and ignored files), else from a bounded walk.
 * Ignored folders (dependencies, build output, virtualenvs) are listed apart: they are shown
 * read-only, never copied.
 */
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { runGit, splitNul } from '../runner/run-git.js';

interface ProjectFiles {
  readonly listedBy: 'git' | 'walk';
  readonly entries: readonly string[];
  readonly ignoredFolders: readonly string[];
  /** The folder is the root of its repository, so its `.git` belongs to the view. */
  readonly repositoryRoot: boolean;
  /** Entries the walk did not reach because it was over its bound. */
  readonly unwalked: number;
}

/** Without git: folders that hold what a package manager installed, shown read-only. */
const DEPENDENCY_FOLDERS = new Set(['node_modules', '.venv', 'venv', '__pycache__', '.tox', '.mypy_cache', '.pytest_cache', '.gradle', 'bower_components', '.yarn']);
const MAX_WALKED = 50_000;

export function listProjectFiles(source: string, path: string | undefined): ProjectFiles {
  return listWithGit(source, path) ?? walk(source);
}

function listWithGit(source: string, path: string | undefined): ProjectFiles | null {
  const top = runGit(source, ['rev-parse', '--show-toplevel'], path);
  if (top === null) return null;
  const shown = runGit(source, ['ls-files', '-co', '--exclude-standard', '-z'], path);
  const ignored = runGit(source, ['ls-files', '-o', '-i', '--exclude-standard', '--directory', '-z'], path);
  if (shown === null || ignored === null) return null;
  const ignoredEntries = splitNul(ignored);
  return {
    listedBy: 'git',
    entries: [...new Set([...splitNul(shown), ...ignoredEntries.filter((entry) => !entry.endsWith('/'))])],
    ignoredFolders: ignoredEntries.filter((entry) => entry.endsWith('/')).map((entry) => entry.slice(0, -1)),
    repositoryRoot: sameFolder(top.trim(), source),
    unwalked: 0,
  };
}

function sameFolder(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** Every file and link under `source` (never following a link), dependency folders apart. */
function walk(source: string): ProjectFiles {
  const entries: string[] = [];
  const ignoredFolders: string[] = [];
  let seen = 0;
  let unwalked = 0;
  const visit = (relative: string) => {
    let names: string[];
    try {
      names = readdirSync(join(source, relative)).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const path = relative === '' ? name : `${relative}/${name}`;
      if (relative === '' && name === '.git') continue;
      if (seen++ >= MAX_WALKED) {
        unwalked++;
        continue;
      }
      const stat = lstatSync(join(source, path), { throwIfNoEntry: false });
      if (stat?.isDirectory()) {
        if (DEPENDENCY_FOLDERS.has(name)) ignoredFolders.push(path);
        else visit(path);
      } else if (stat) entries.push(path);
    }
  };
  visit('');
  return { listedBy: 'walk', entries, ignoredFolders, repositoryRoot: lstatSync(join(source, '.git'), { throwIfNoEntry: false }) !== undefined, unwalked };
}
