/**
 * The environment a hook sees: a small allowlist from the caller (enough to find interpreters),
 * HOME and TMPDIR moved into the scratch area, and the agent's own variables. The caller's whole
 * environment (tokens, keys) reaches a hook only when the user asks for it.
 */

const ALLOWED_NAMES = new Set(['PATH', 'LANG', 'LANGUAGE', 'TZ', 'TERM', 'USER', 'LOGNAME', 'SHELL', 'VIRTUAL_ENV']);
/** Interpreter managers keep their state under variables with these prefixes (pyenv, nvm, asdf…). */
const ALLOWED_PREFIXES = ['LC_', 'PYENV_', 'NVM_', 'ASDF_', 'VOLTA_', 'RBENV_', 'UV_', 'BUN_'];

export interface HookEnvOptions {
  readonly callerEnv: Readonly<Record<string, string | undefined>>;
  readonly inheritEnv: boolean;
  readonly projectDir: string;
  readonly homeDir: string;
  readonly tmpDir: string;
  /** Agent variables for this invocation (e.g. CLAUDE_PROJECT_DIR, CLAUDE_ENV_FILE). */
  readonly agentEnv: Readonly<Record<string, string>>;
}

/** Builds the environment for one hook invocation. */
export function buildHookEnv(options: HookEnvOptions): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.callerEnv)) {
    if (value === undefined) continue;
    if (options.inheritEnv || ALLOWED_NAMES.has(name) || ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      env[name] = value;
    }
  }
  env['PATH'] ??= '/usr/local/bin:/usr/bin:/bin';
  env['HOME'] = options.homeDir;
  env['TMPDIR'] = options.tmpDir;
  return { ...env, ...options.agentEnv };
}
