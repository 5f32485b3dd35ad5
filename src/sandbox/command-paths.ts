/**
 * The folders a hook's command line names, which the sandbox must show for the hook to start: what
 * its words point at, never a home folder's secrets, a host socket, or the shared /tmp whole.
 */
import { lstatSync } from 'node:fs';
import { basename, dirname, isAbsolute } from 'node:path';
import type { HookCommand } from '../runner/hook-command.js';
import { absolutePathsIn, blankSeparatedWords } from '../shell/loose-words.js';
import { inHome, inside } from './admitted-root.js';

/** Variables that point at interpreter installations, which often live in HOME: a hook is shown them. */
export const INTERPRETER_HOMES = ['PYENV_ROOT', 'NVM_DIR', 'VIRTUAL_ENV', 'VOLTA_HOME', 'ASDF_DATA_DIR', 'BUN_INSTALL', 'RBENV_ROOT', 'CARGO_HOME', 'RUSTUP_HOME', 'UV_PYTHON_INSTALL_DIR'];

/**
 * The folders a command needs to see: its script's folder and the folders of the absolute paths
 * among its words. Inside a home folder (the hidden HOME, or any user's) only the folder of the
 * script it runs is shown, and never one under a dot-folder other than `.claude`: `cat
 * ~/.ssh/id_rsa` must find the home absent.
 */
export function commandPaths(command: HookCommand, hiddenHome: string | null = null): string[] {
  const words = command.form === 'shell' ? absolutePathsIn(command.script) : [command.file, ...command.args].filter((word) => isAbsolute(word));
  const script = scriptRun(command);
  const kept = words.filter((word) => !inHome(word, [hiddenHome]) || (word === script && !underDotFolder(word)));
  return kept.flatMap(shownFor);
}

/** Where host daemons keep sockets, in sub-folders too: nothing in them is shown whole. */
const SOCKET_TREES = ['/run', '/var/run'];
/** Shared folders: never shown whole (the private /tmp would be lost); their sub-folders may be. */
const SHARED_FOLDERS = ['/tmp', '/var/tmp', '/dev/shm'];

/**
 * What to show for a path a command names: its folder (a script's neighbours), but never a socket
 * (a read-only bind does not stop connect()), nor a folder of the host's sockets or its shared
 * /tmp: there only the named file itself.
 */
function shownFor(word: string): string[] {
  const stat = lstatSync(word, { throwIfNoEntry: false });
  if (stat?.isSocket()) return [];
  const folder = dirname(word);
  if (!SOCKET_TREES.some((root) => inside(root, folder)) && !SHARED_FOLDERS.includes(folder)) return [folder];
  return stat?.isFile() ? [word] : [];
}

const INTERPRETERS = new Set(['sh', 'bash', 'dash', 'zsh', 'python', 'python3', 'node', 'bun', 'deno', 'ruby', 'perl', 'tsx', 'uv', 'env']);

/** The file the command runs: its program, or the script an interpreter is given. */
function scriptRun(command: HookCommand): string | null {
  // Cut at the same blanks as the paths above, so that a script named there is the one found here.
  const words = command.form === 'shell' ? blankSeparatedWords(command.script, { unquote: true, skipAssignments: true }) : [command.file, ...command.args];
  for (const word of words.slice(0, 4)) {
    if (word.startsWith('-') || word === 'run') continue;
    if (!INTERPRETERS.has(basename(word))) return isAbsolute(word) ? word : null;
  }
  return null;
}

function underDotFolder(path: string): boolean {
  return path
    .split('/')
    .slice(0, -1)
    .some((part) => part.startsWith('.') && part !== '.claude');
}
