/**
 * The environment a hook sees: a small allowlist from the caller (enough to find interpreters),
 * HOME and TMPDIR moved into the scratch area, and the agent's own variables. The caller's whole
 * environment (tokens, keys) reaches a hook only when the user asks for it.
 */

const ALLOWED_NAMES = new Set(['PATH', 'LANG', 'LANGUAGE', 'TZ', 'TERM', 'USER', 'LOGNAME', 'SHELL', 'VIRTUAL_ENV']);
/** Variables that lead to a host socket or agent (ssh-agent, the session bus, Docker): never passed, even with the whole environment. */
const SOCKET_NAMES = new Set([
  'SSH_AUTH_SOCK',
  'SSH_AGENT_PID',
  'DBUS_SESSION_BUS_ADDRESS',
  'DBUS_SYSTEM_BUS_ADDRESS',
  'DOCKER_HOST',
  'CONTAINER_HOST',
  'XDG_RUNTIME_DIR',
  'WAYLAND_DISPLAY',
  'DISPLAY',
  'GPG_AGENT_INFO',
  'TMUX',
  'TMUX_PANE',
  'STY',
  'PODMAN_SOCKET',
  'KRB5CCNAME',
]);
/**
 * npm checks the registry for a newer npm on every run and stamps ~/.npm with the time it did: a
 * network lookup and a HOME write that are npm's own, not the hook's, on every hook that runs
 * `npm test`. Switched off unless the caller set them; what the hook itself fetches still shows.
 */
const NPM_QUIET = { npm_config_update_notifier: 'false', NO_UPDATE_NOTIFIER: '1' } as const;
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
    if (value === undefined || SOCKET_NAMES.has(name)) continue;
    if (options.inheritEnv || ALLOWED_NAMES.has(name) || ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      env[name] = value;
    }
  }
  env['PATH'] ??= '/usr/local/bin:/usr/bin:/bin';
  for (const [name, value] of Object.entries(NPM_QUIET)) env[name] ??= value;
  env['HOME'] = options.homeDir;
  env['TMPDIR'] = options.tmpDir;
  return { ...env, ...options.agentEnv };
}
