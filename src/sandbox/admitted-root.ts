/**
 * What a sandboxed hook's root holds: nothing of the host it was not admitted. The sandbox starts
 * from an empty root and binds read-only the system's programs, libraries and configuration, then
 * the paths the hook needs (see sandbox-command.ts). Three things stay out even of what is admitted:
 * the home folders of the system's users (whatever HOME says), credential files inside admitted
 * tool homes and plugin folders, and unix sockets anywhere admitted (a read-only bind does not stop
 * connect()). Symlinks in PATH folders that lead out of the admitted paths bring their target in, so
 * a tool installed elsewhere and linked onto PATH still runs.
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, type Stats } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

/** The system's own folders: programs, libraries, their configuration. */
const SYSTEM_FOLDERS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc', '/nix/store'];
/** Where home folders live; passwd also names `/`, `/bin` or `/var/...` for system users. */
const HOME_ROOTS = ['/home', '/root', '/Users', '/export', '/var/home'];

/** File names that hold credentials in tool homes: tokens, keys, registry and login settings. */
const CREDENTIAL_FILE =
  /^(?:credentials(?:\.toml|\.json)?|\.?npmrc|\.yarnrc(?:\.yml)?|\.pypirc|pip\.(?:conf|ini)|\.?netrc|_netrc|\.git-credentials|\.pgpass|\.my\.cnf|id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?|.*\.(?:pem|key|p12|pfx|jks|keystore|token)|auth\.json|hosts\.yml|token)$/i;
/** Folders whose contents are code and data, not settings: searched for sockets only. */
const NOT_SEARCHED = new Set(['node_modules', '.git', 'site-packages', 'dist-packages', 'versions', 'registry', 'toolchains', '__pycache__', 'git']);
const SEARCH_DEPTH = 3;
const MAX_ENTRIES = 20_000;

let system: readonly string[] | null = null;

/** bwrap arguments binding the system folders read-only (a folder that is a link stays a link). */
export function systemArgs(): readonly string[] {
  // The system's folders do not change while hookcheck runs: looked at once.
  system ??= SYSTEM_FOLDERS.flatMap((path) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) return ['--symlink', readlinkSync(path), path];
    return stat?.isDirectory() ? ['--ro-bind', path, path] : [];
  });
  return system;
}

/** Whether `path` lies in a system folder, which is bound whole and never searched. */
export function inSystemFolder(path: string): boolean {
  return SYSTEM_FOLDERS.some((folder) => inside(folder, path));
}

let homes: readonly string[] | null = null;

/** The home folders of the system's users, from passwd, and `/root`: never shown, whatever HOME says. */
export function systemHomes(): readonly string[] {
  if (homes !== null) return homes;
  let passwd = '';
  try {
    passwd = readFileSync('/etc/passwd', 'utf8');
  } catch {
    // No passwd (a minimal container): /root is still a home.
  }
  const named = passwd.split('\n').map((line) => line.split(':')[5] ?? '');
  homes = [...new Set(['/root', ...named.filter((home) => HOME_ROOTS.some((root) => inside(root, home)))])].sort();
  return homes;
}

/** Whether binding `path` would show a home folder: the home itself, or a folder holding one. */
export function revealsHome(path: string, extraHomes: readonly (string | null)[] = []): boolean {
  const all = [...systemHomes(), ...extraHomes.filter((home): home is string => home !== null)];
  return path === '/' || all.some((home) => inside(path, home));
}

/** Whether `path` lies inside one of the system's home folders (or `extra`). */
export function inHome(path: string, extraHomes: readonly (string | null)[] = []): boolean {
  return [...systemHomes(), ...extraHomes.filter((home): home is string => home !== null)].some((home) => inside(home, path));
}

const masked = new Map<string, readonly string[]>();

/**
 * Files under `folder` no hook gets even where the folder is admitted: credential files (see
 * CREDENTIAL_FILE) and unix sockets (`credentials: false`: sockets only, for folders a hook may read
 * whole, such as the project's node_modules). Searched once per process, to a bounded depth and count.
 */
export function maskedFiles(folder: string, credentials = true): readonly string[] {
  const key = `${credentials ? 'c' : 's'}${folder}`;
  const known = masked.get(key);
  if (known !== undefined) return known;
  const found: string[] = [];
  let seen = 0;
  const visit = (dir: string, depth: number, credentials: boolean) => {
    for (const name of namesIn(dir)) {
      if (seen++ >= MAX_ENTRIES) return;
      const path = join(dir, name);
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isSocket() || (credentials && isCredential(path, stat))) found.push(path);
      // Dependencies and caches hold no settings, but a socket may be anywhere.
      else if (stat.isDirectory() && depth < SEARCH_DEPTH) visit(path, depth + 1, credentials && !NOT_SEARCHED.has(name));
    }
  };
  const top = lstatSync(folder, { throwIfNoEntry: false });
  if (top?.isDirectory()) visit(folder, 0, credentials);
  else if (top && (top.isSocket() || (credentials && isCredential(folder, top)))) found.push(folder);
  masked.set(key, found);
  return found;
}

function isCredential(path: string, stat: Stats): boolean {
  if (!stat.isFile()) return false;
  return CREDENTIAL_FILE.test(basename(path)) || path.endsWith(`${sep}.docker${sep}config.json`);
}

const targets = new Map<string, readonly string[]>();

/**
 * Where the links in `folder` lead outside `admitted`: a PATH folder's `tool -> /opt/tool/bin/tool`
 * brings in `/opt/tool` (a package is the folder holding its `bin`), so the tool finds its own files.
 * In node_modules the packages and `@scope` packages are links to follow (pnpm, workspaces, `npm link`).
 */
export function linkTargets(folder: string, admitted: readonly string[]): string[] {
  let known = targets.get(folder);
  if (known === undefined) {
    known = linksIn(folder).flatMap((link) => {
      try {
        return [realpathSync(link)];
      } catch {
        return [];
      }
    });
    targets.set(folder, known);
  }
  // Only what the admitted paths do not already show (`cargo -> rustup` beside it brings nothing).
  const outside = known
    .filter((real) => !inSystemFolder(real) && !admitted.some((path) => inside(path, real)))
    .map((real) => {
      // A package linked from another node_modules resolves its dependencies beside it: that whole folder.
      const dependencies = real.lastIndexOf(`${sep}node_modules${sep}`);
      if (dependencies !== -1) return real.slice(0, dependencies + `${sep}node_modules`.length);
      const holder = lstatSync(real, { throwIfNoEntry: false })?.isDirectory() ? real : dirname(real);
      return basename(holder) === 'bin' ? dirname(holder) : holder;
    })
    .filter((target) => target !== '/' && !inSystemFolder(target) && !revealsHome(target));
  return [...new Set(outside)];
}

function linksIn(folder: string): string[] {
  const entries = (dir: string) => namesIn(dir).map((name) => join(dir, name));
  const top = entries(folder);
  const scoped = basename(folder) === 'node_modules' ? top.filter((path) => basename(path).startsWith('@')).flatMap(entries) : [];
  return [...top, ...scoped].slice(0, MAX_ENTRIES).filter((path) => lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink());
}

/** The names in `dir`; none where it cannot be read (gone, or not this user's). */
function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** `path` is `folder` or lies inside it (a string test: the sandbox's paths are absolute and normal). */
export function inside(folder: string, path: string): boolean {
  return path === folder || path.startsWith(folder === '/' ? '/' : `${folder}/`);
}
