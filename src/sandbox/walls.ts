/**
 * The walls every sandboxed hook runs behind, root or not: no capabilities (so no remount, no
 * unmount of the tmpfs hiding HOME), an unprivileged uid inside when hookcheck is root, no
 * controlling terminal (run-hook.ts starts every hook command detached, in a session of its own:
 * no TIOCSTI into hookcheck's terminal; bwrap's --new-session is not used, as it would take the hook
 * out of the process group the timeout signals), kernel settings read-only, fresh empty folders
 * where the host keeps its sockets (/run, /var/tmp, /dev/shm), and the files only root may read
 * (/etc/shadow, private keys) replaced by empty ones.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { droppedUid, keptCapabilityArgs, UNPRIVILEGED_ID } from './hook-identity.js';
import { TMPFS_BYTES } from './resource-limits.js';

/** Folders where host daemons keep unix sockets (a read-only bind does not stop connect()). */
export const SOCKET_FOLDERS = ['/run', '/var/tmp', '/dev/shm'];
/** Kernel knobs: writable for a hook that is host root by uid, even without capabilities. */
const KERNEL_SETTINGS = ['/proc/sys', '/proc/sysrq-trigger'];
const ROOT_ONLY_SCAN = ['/etc'];
const MAX_SCANNED = 20_000;

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The walls by who runs the hook: they depend on nothing a case changes, so they are worked out once. */
const wallsFor = new Map<string, readonly string[]>();

/** bwrap arguments for the walls, after `/`, `/dev` and `/proc` are set up. */
export function wallArgs(): readonly string[] {
  const key = `${isRoot()}:${droppedUid()}`;
  const known = wallsFor.get(key) ?? buildWallArgs();
  wallsFor.set(key, known);
  return known;
}

function buildWallArgs(): string[] {
  const root = isRoot();
  return [
    '--cap-drop',
    'ALL',
    ...keptCapabilityArgs(),
    // Without setpriv, root's hook gets nobody's uid inside a user namespace (host uid 0 still).
    ...(root && droppedUid() === null ? ['--unshare-user', '--uid', String(UNPRIVILEGED_ID), '--gid', String(UNPRIVILEGED_ID)] : []),
    ...hostWallArgs(),
  ];
}

/**
 * The walls that hold whoever is inside (a hook, a live agent session): kernel settings read-only,
 * fresh empty socket folders, and for a root hookcheck the root-only files of /etc replaced.
 */
export function hostWallArgs(): string[] {
  return [
    ...KERNEL_SETTINGS.flatMap((path) => ['--ro-bind-try', path, path]),
    ...SOCKET_FOLDERS.filter(isRealFolder).flatMap((path) => ['--perms', '1777', '--size', String(TMPFS_BYTES), '--tmpfs', path]),
    ...(isRoot() ? rootOnlyPaths() : []).flatMap(({ path, folder }) => (folder ? ['--size', '4096', '--tmpfs', path, '--remount-ro', path] : ['--ro-bind', '/dev/null', path])),
  ];
}

/** A folder, not a link to one (`/var/run` is usually a link into `/run`, covered there). */
function isRealFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

let rootOnly: { path: string; folder: boolean }[] | null = null;

/**
 * Files and folders under /etc that other users may not read, replaced by empty ones for a root
 * hookcheck: needed where the hook's uid maps to host root (no setpriv), kept where it is host
 * nobody as a second wall. Scanned once per process.
 */
export function rootOnlyPaths(): readonly { readonly path: string; readonly folder: boolean }[] {
  if (rootOnly !== null) return rootOnly;
  const found: { path: string; folder: boolean }[] = [];
  let scanned = 0;
  const visit = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (scanned++ >= MAX_SCANNED) return;
      const path = join(dir, name);
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (!stat || stat.isSymbolicLink()) continue;
      const othersRead = (stat.mode & 0o004) !== 0;
      if (stat.isDirectory()) {
        if (!othersRead || (stat.mode & 0o001) === 0) found.push({ path, folder: true });
        else visit(path);
      } else if (stat.isFile() && !othersRead) found.push({ path, folder: false });
    }
  };
  for (const dir of ROOT_ONLY_SCAN) visit(dir);
  rootOnly = found;
  return found;
}
