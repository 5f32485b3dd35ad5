/**
 * The walls of a live agent session (live/contained-session.ts): the agent, the fake model and
 * every hook the agent runs start, as a sandboxed hook does, from an empty root that admits
 * read-only the system's folders (programs, libraries, /etc) and nothing else of the host: no home
 * folder (the agent has a private HOME), no /opt, /srv, /var/lib or /mnt; a private /tmp, fresh
 * empty socket folders, no root-only file of /etc, no capabilities, only loopback, and a PID
 * namespace of their own, so whatever they leave behind ends with the session. What the session
 * needs is shown again read-only: hookcheck itself (its agents too), node, the agent, what the
 * caller names (the user's project and hook), and the tools on the session's PATH (a pyenv, a cargo
 * in HOME, and where the links in PATH folders lead), as the hook sandbox shows them, with the
 * credential files in them replaced; writable only the folders hookcheck made for the session.
 */
import { existsSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute } from 'node:path';
import { PACKAGE_ROOT } from '../util/package-root.js';
import { inside, inSystemFolder, linkTargets, maskedFiles, revealsHome, systemArgs } from './admitted-root.js';
import { maskArgs } from './host-folders.js';
import { INTERPRETER_HOMES } from './command-paths.js';
import { hostWallArgs, SOCKET_FOLDERS } from './walls.js';

/** What a session is shown of the hidden places. */
export interface SessionPaths {
  /** Host paths the session reads: the agent, the user's project and hook. */
  readonly shown: readonly string[];
  /** Folders hookcheck made for the session, which its hooks write to. */
  readonly writable: readonly string[];
}

/** Folders the session has of its own (its /tmp, the socket folders' tmpfs): never shown from the host whole. */
const OWN_FOLDERS = ['/tmp', ...SOCKET_FOLDERS];

/**
 * bwrap arguments (before `--`) that wall in one session; `privateTmp` is a fresh host folder that
 * becomes its /tmp, `toolPath` the PATH the session is given.
 */
export function sessionWallArgs(privateTmp: string, paths: SessionPaths, toolPath = ''): string[] {
  // node's own folder (an install under HOME, as nvm makes) and hookcheck's (a clone under /tmp) come back.
  const own = [PACKAGE_ROOT, dirname(dirname(realpathSync(process.execPath)))];
  const tools = [...toolPath.split(':'), ...INTERPRETER_HOMES.map((name) => process.env[name] ?? '')].filter((path) => isAbsolute(path));
  const writable = unique(paths.writable.filter((path) => existsSync(path)));
  // Never the root, a folder of the session's own, a home or a folder holding one (a project or PATH entry that is a HOME).
  const shows = (path: string) => path !== '/' && !OWN_FOLDERS.includes(path) && !inSystemFolder(path) && !revealsHome(path, [homedir()]) && !writable.some((folder) => inside(folder, path));
  // A PATH folder's links lead to their packages (`~/.local/bin/tool -> ~/.local/share/pipx/venvs/tool/bin/tool`): those come back too.
  const linked = tools.flatMap((folder) => linkTargets(folder, []));
  const entries = unique([...own, ...paths.shown, ...tools, ...linked])
    .flatMap(withRealPath)
    .filter(({ path, real }) => shows(path) && shows(real));
  const shown = unique(entries.flatMap(({ path, real }) => [path, real]));
  // Credentials and sockets in what is shown again, found at the real path: an unreadable node wherever it is mounted.
  const masks = maskArgs(entries.flatMap(({ path, real }) => maskedFiles(real).flatMap((file) => unique([file, path + file.slice(real.length)]).map((at) => ({ file, at })))));
  return [
    ...systemArgs(),
    ...['--ro-bind-try', '/sys', '/sys', '--dev', '/dev', '--proc', '/proc'],
    ...['--cap-drop', 'ALL'],
    ...hostWallArgs(),
    ...['--bind', privateTmp, '/tmp'],
    ...shown.flatMap((path) => ['--ro-bind', path, path]),
    ...writable.flatMap((folder) => ['--bind', folder, folder]),
    ...masks,
    // The empty root itself: a write to / or a folder made for a mount fails, as on a read-only host.
    ...['--remount-ro', '/'],
    ...['--unshare-net', '--unshare-ipc', '--unshare-pid', '--unshare-uts', '--die-with-parent'],
  ];
}

/** A path and where it leads when a link leads elsewhere: both are shown, so the link is followed inside. */
function withRealPath(path: string): { path: string; real: string }[] {
  if (!existsSync(path)) return [];
  return [{ path, real: realpathSync(path) }];
}

function unique(paths: readonly string[]): string[] {
  return [...new Set(paths)];
}
