/**
 * The host folders a hook's sandbox shows (sandbox-command.ts): what it needs to start, the tools
 * its PATH links lead to, the project's ignored folders, and the credential files masked in them.
 */
import { existsSync, lstatSync, statSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';
import { inSystemFolder, linkTargets, maskedFiles, revealsHome } from './admitted-root.js';
import { TMPFS_BYTES } from './resource-limits.js';
import type { SandboxLayout } from './sandbox-command.js';

export interface HostFolders {
  readonly visible: readonly string[];
  /** The folders links in PATH folders and in the project's node_modules lead to. */
  readonly linked: readonly string[];
  /** `--ro-bind-try` of the project's ignored folders, with a throwaway tmpfs for the caches tools write there. */
  readonly readOnly: readonly string[];
  /** Credentials and sockets in those ignored folders: an unreadable node in their place. */
  readonly readOnlyMasks: readonly string[];
}

/**
 * The host folders the sandbox shows, worked out once per layout: every case of a hook mounts the
 * same ones, and finding them (a stat of each, the links of each PATH folder) cost more than the rest
 * of a case's set-up. Keyed by everything they are read from. What may change between cases is
 * worked out each time: the copies lent to a hook of another uid (a mutant written over its script).
 */
const hostFoldersByLayout = new Map<string, HostFolders>();
const LAYOUTS_KEPT = 64;

export function hostFolders(layout: SandboxLayout): HostFolders {
  const mounts = layout.scratch.readOnlyMounts ?? [];
  const key = JSON.stringify([layout.visible, layout.realHome, mounts]);
  const known = hostFoldersByLayout.get(key);
  if (known !== undefined) return known;
  const visible = visiblePaths(layout);
  const linked = [
    ...new Set([...visible.filter(holdsTools), ...mounts.map(({ source }) => source).filter((source) => basename(source) === 'node_modules')].flatMap((folder) => linkTargets(folder, visible))),
  ];
  // Ignored folders of the project (node_modules, .venv): shown read-only in place, never copied.
  const readOnly = mounts.flatMap(({ source, target }) => ['--ro-bind-try', source, target, ...writableCaches(source, target)]);
  const readOnlyMasks = maskArgs(mounts.flatMap(({ source, target }) => maskedFiles(source, false).map((file) => ({ file, at: target + file.slice(source.length) }))));
  const folders = { visible, linked, readOnly, readOnlyMasks };
  if (hostFoldersByLayout.size >= LAYOUTS_KEPT) hostFoldersByLayout.delete(hostFoldersByLayout.keys().next().value!);
  hostFoldersByLayout.set(key, folders);
  return folders;
}

/** An unreadable node over each file still there (one gone since is left out: bwrap cannot make it in a read-only bind). */
export function maskArgs(found: readonly { readonly file: string; readonly at: string }[]): string[] {
  return found.filter(({ file }) => lstatSync(file, { throwIfNoEntry: false }) !== undefined).flatMap(({ at }) => ['--ro-bind', '/dev/null', at]);
}

/** Tools write their caches inside node_modules (vite, babel, eslint): there they get a throwaway tmpfs. */
const DEPENDENCY_CACHES = ['.cache', '.vite', '.vitest'];

function writableCaches(source: string, target: string): string[] {
  if (basename(source) !== 'node_modules') return [];
  return DEPENDENCY_CACHES.filter((name) => existsSync(join(source, name))).flatMap((name) => ['--perms', '1777', '--size', String(TMPFS_BYTES), '--tmpfs', join(target, name)]);
}

/**
 * What must stay visible for the hook to start: absolute paths of the layout, minus anything that
 * would show a home folder whole (a project that is HOME, or holds one) and what the system folders
 * already show.
 */
function visiblePaths(layout: SandboxLayout): string[] {
  return [...new Set(layout.visible.filter((path) => isAbsolute(path) && !revealsHome(path, [layout.realHome]) && !inSystemFolder(path) && reachable(path)))];
}

/** Folders of programs (PATH entries: `bin`, `sbin`, a version manager's `shims`), whose links lead to tools. */
function holdsTools(folder: string): boolean {
  return ['bin', 'sbin', 'shims', '.bin'].includes(basename(folder));
}

/**
 * A path this user cannot even look at (a PATH folder under another user's HOME) would make bwrap
 * refuse to start; the hook could not use it outside the sandbox either. Missing paths are fine
 * (bwrap skips them).
 */
function reachable(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'EACCES';
  }
}
