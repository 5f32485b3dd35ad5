/**
 * The walls of a live agent session (live/contained-session.ts): the agent, the fake model and
 * every hook the agent runs see the host read-only, no home folder of the system's users (the
 * agent has a private HOME), a private /tmp, fresh empty socket folders, no root-only file, no
 * capabilities, only loopback, and a PID namespace of their own: whatever they leave behind ends
 * with the session. What the session needs from the hidden places is shown again: read-only
 * hookcheck itself (its agents too), node, the agent, what the caller names (the user's project
 * and hook), and the tools on the session's PATH (a pyenv, a cargo in HOME, and where the links in
 * PATH folders lead), as the hook sandbox shows them, with the credential files in them replaced; writable only the folders hookcheck made
 * for the session (a recorder's, a truth row's).
 */
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute } from 'node:path';
import { PACKAGE_ROOT } from '../util/package-root.js';
import { inside, linkTargets, maskedFiles, revealsHome, systemHomes } from './admitted-root.js';
import { maskArgs } from './host-folders.js';
import { INTERPRETER_HOMES } from './command-paths.js';
import { TMPFS_BYTES } from './resource-limits.js';
import { hostWallArgs, SOCKET_FOLDERS } from './walls.js';

/** What a session is shown of the hidden places. */
export interface SessionPaths {
  /** Host paths the session reads: the agent, the user's project and hook. */
  readonly shown: readonly string[];
  /** Folders hookcheck made for the session, which its hooks write to. */
  readonly writable: readonly string[];
}

/** Where users' homes live: hidden whole, whoever's they are. */
const HOME_ROOTS = ['/home', '/root'];

/**
 * bwrap arguments (before `--`) that wall in one session; `privateTmp` is a fresh host folder that
 * becomes its /tmp, `toolPath` the PATH the session is given.
 */
export function sessionWallArgs(privateTmp: string, paths: SessionPaths, toolPath = ''): string[] {
  const hidden = hiddenHomes();
  // The socket folders are fresh tmpfs too (hostWallArgs): a PATH folder or a TMPDIR there comes back.
  const covered = [...hidden, '/tmp', ...SOCKET_FOLDERS];
  // node's own folder (an install under HOME, as nvm makes) and hookcheck's (a clone under /tmp) come back.
  const own = [PACKAGE_ROOT, dirname(dirname(realpathSync(process.execPath)))];
  const tools = [...toolPath.split(':'), ...INTERPRETER_HOMES.map((name) => process.env[name] ?? '')].filter((path) => isAbsolute(path));
  const writable = unique(paths.writable.filter((path) => existsSync(path)));
  // Never a hidden folder itself, a home or a folder holding one (a project or PATH entry that is a HOME): only what lies inside.
  const shows = (path: string) => !covered.includes(path) && covered.some((root) => inside(root, path)) && !revealsHome(path, [homedir()]) && !writable.some((folder) => inside(folder, path));
  // A PATH folder's links lead to their packages (`~/.local/bin/tool -> ~/.local/share/pipx/venvs/tool/bin/tool`): those come back too.
  const linked = tools.flatMap((folder) => linkTargets(folder, []));
  const entries = unique([...own, ...paths.shown, ...tools, ...linked])
    .flatMap(withRealPath)
    .filter(({ path, real }) => shows(path) && shows(real));
  const shown = unique(entries.flatMap(({ path, real }) => [path, real]));
  // Credentials and sockets in what is shown again, found at the real path: an unreadable node wherever it is mounted.
  const masks = maskArgs(entries.flatMap(({ path, real }) => maskedFiles(real).flatMap((file) => unique([file, path + file.slice(real.length)]).map((at) => ({ file, at })))));
  return [
    ...['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'],
    ...['--cap-drop', 'ALL'],
    ...hostWallArgs(),
    ...hidden.flatMap((home) => ['--size', String(TMPFS_BYTES), '--tmpfs', home]),
    ...['--bind', privateTmp, '/tmp'],
    ...shown.flatMap((path) => ['--ro-bind', path, path]),
    ...writable.flatMap((folder) => ['--bind', folder, folder]),
    ...masks,
    // A write into a hidden home fails instead of vanishing with the tmpfs.
    ...hidden.flatMap((home) => ['--remount-ro', home]),
    ...['--unshare-net', '--unshare-ipc', '--unshare-pid', '--unshare-uts', '--die-with-parent'],
  ];
}

/**
 * The home roots, every user's home and hookcheck's own HOME, and where each leads when it is a link
 * (`/root -> /var/roothome`): a home inside another is covered by it.
 */
function hiddenHomes(): string[] {
  const candidates = [...HOME_ROOTS, ...systemHomes(), homedir()].flatMap((path) => (existsSync(path) ? [realpathSync(path)] : []));
  // A home under /tmp is gone with the host's /tmp already.
  const all = unique(candidates.filter((path) => path !== '/' && !inside('/tmp', path) && isRealFolder(path)));
  return all.filter((home) => !all.some((other) => other !== home && inside(other, home))).sort();
}

/** A path and where it leads when a link leads elsewhere: both are shown, so the link is followed inside. */
function withRealPath(path: string): { path: string; real: string }[] {
  if (!existsSync(path)) return [];
  return [{ path, real: realpathSync(path) }];
}

function isRealFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function unique(paths: readonly string[]): string[] {
  return [...new Set(paths)];
}
