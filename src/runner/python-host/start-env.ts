/**
 * The environment a run in a Python host gets. python reads some variables only as it starts
 * (PYTHONPATH, the locale, TZ for time's names, a pyenv shim's choice of python): a run may use a
 * host only where they are the host's own. And what python's start (or a shim before it) changed
 * in its environment, a process of the run's own would have changed too: the locale coercion's
 * LC_CTYPE, a shim's PATH. That change is given to each run, where the run had what the host had.
 */

/** Names python, or a shim in front of it, reads only as it starts. */
const STARTUP_NAME = /^(PYTHON|PYENV_|LC_)|^(LANG|TZ|PATH|VIRTUAL_ENV)$/;

/** How the host's interpreter started: the environment it was given, the one it had once started, its folder. */
export interface HostStart {
  readonly given: Readonly<Record<string, string>>;
  readonly started: Readonly<Record<string, string>>;
  /** The folders the host started in, as given and as python saw it: a variable holding it is the run's folder. */
  readonly cwds: readonly string[];
}

/** The run's environment as a python of its own would have it, or why the host cannot give it. */
export function runEnvironment(start: HostStart, env: Readonly<Record<string, string>>, cwd: string): { readonly env: Record<string, string> } | { readonly why: string } {
  const names = new Set([...Object.keys(start.given), ...Object.keys(env)]);
  for (const name of names) {
    if (STARTUP_NAME.test(name) && start.given[name] !== env[name]) return { why: `${name} differs from the run the python host started with, and python reads it as it starts` };
  }
  const result: Record<string, string> = { ...env };
  for (const name of new Set([...Object.keys(start.given), ...Object.keys(start.started)])) {
    const [before, after] = [start.given[name], start.started[name]];
    if (before === after) continue;
    if (env[name] !== before) return { why: `python's start changed ${name}, which this run sets otherwise` };
    if (after === undefined) delete result[name];
    else result[name] = start.cwds.includes(after) ? cwd : after;
  }
  return { env: result };
}
