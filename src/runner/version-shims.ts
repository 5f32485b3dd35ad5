/**
 * pyenv, rbenv and nodenv put a folder of shims on PATH: each `python3` there is a bash script that
 * runs the manager (about forty processes, a third of a second) to choose a version, then execs
 * that version's program with the version's `bin` folder ahead on PATH and the choice in
 * `<TOOL>_VERSION`. A hook run a few hundred times would pay that on every call for an answer that
 * does not change within a run, so the choice is made once, here, and handed to every hook the
 * way `pyenv exec` hands it to the interpreter: same program, same PATH, same variables.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

interface Manager {
  readonly tool: string;
  readonly rootVar: string;
  readonly versionVar: string;
}

const MANAGERS: readonly Manager[] = [
  { tool: 'pyenv', rootVar: 'PYENV_ROOT', versionVar: 'PYENV_VERSION' },
  { tool: 'rbenv', rootVar: 'RBENV_ROOT', versionVar: 'RBENV_VERSION' },
  { tool: 'nodenv', rootVar: 'NODENV_ROOT', versionVar: 'NODENV_VERSION' },
];

/** The manager's own answer takes ~0.1 s; one that hangs must not hold a run. */
const VERSION_NAME_TIMEOUT_MS = 5_000;

export interface ResolvedShims {
  /** Variables to set: PATH with each chosen version's `bin` ahead, and each manager's root and version. */
  readonly env: Readonly<Record<string, string>>;
  /** What was resolved, e.g. "pyenv 3.11.7", for a report or a notice. */
  readonly resolved: readonly string[];
}

/**
 * The environment `pyenv exec` (and its kin) would give a program started from `cwd`, for each
 * manager whose shims are on PATH; null when none is, or when a manager's choice is the system's
 * program or several versions at once (then the shim decides per call, as before).
 */
export function resolveVersionShims(env: Readonly<Record<string, string | undefined>>, cwd: string): ResolvedShims | null {
  const path = env['PATH'];
  if (path === undefined) return null;
  const set: Record<string, string> = {};
  const ahead: string[] = [];
  const resolved: string[] = [];
  for (const folder of new Set(path.split(':'))) {
    if (basename(folder) !== 'shims') continue;
    const root = dirname(folder);
    const manager = MANAGERS.find(({ tool }) => existsSync(join(root, 'libexec', tool)));
    if (manager === undefined || resolved.some((entry) => entry.startsWith(`${manager.tool} `))) continue;
    const version = versionName(manager, root, env, cwd);
    const bin = version === null ? null : join(root, 'versions', version, 'bin');
    if (version === null || bin === null || !existsSync(bin)) continue;
    ahead.push(bin);
    set[manager.rootVar] = root;
    set[manager.versionVar] = version;
    resolved.push(`${manager.tool} ${version}`);
  }
  if (ahead.length === 0) return null;
  return { env: { ...set, PATH: [...ahead, path].join(':') }, resolved };
}

function versionName(manager: Manager, root: string, env: Readonly<Record<string, string | undefined>>, cwd: string): string | null {
  try {
    const name = execFileSync(join(root, 'libexec', manager.tool), ['version-name'], {
      cwd,
      env: { ...env, [manager.rootVar]: root },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: VERSION_NAME_TIMEOUT_MS,
    }).trim();
    // "system" is the program found after the shims; "3.11:3.12" leaves the choice to each command.
    return name === '' || name === 'system' || name.includes(':') || name.includes('/') ? null : name;
  } catch {
    return null;
  }
}
