/**
 * Runs an agent session inside a fresh network namespace with only loopback (bubblewrap
 * `--unshare-net`): the agent, the fake model and every tool the agent runs can reach 127.0.0.1
 * and nothing else, whatever the hook or the replayed tool call tries.
 */
import { packagePath } from '../util/package-root.js';
import { HookcheckError } from '../errors.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import type { AgentSession, AgentSessionOptions } from './agent-session.js';

interface ContainedSessionOptions extends AgentSessionOptions {
  /** The bubblewrap binary. */
  readonly bwrapBin: string;
  /** The user's project, copied (bounded) into the session's scratch project. */
  readonly seedFrom?: string;
  readonly extraPaths?: readonly string[];
}

/** Room for the agent's start-up and its turns beyond the hook's own timeout. */
const SESSION_EXTRA_MS = 90_000;
const MAX_SESSION_OUTPUT_BYTES = 256 * 1024 * 1024;

/** The compiled file of a session entry point, by its path under src (`agents/gemini/live/session-main.js`). */
export function compiledEntry(underSrc: string): string {
  return packagePath('dist', 'src', underSrc);
}

interface ContainedRun {
  readonly bwrapBin: string;
  /** The compiled entry point: reads its options as JSON on stdin, writes its result as JSON on stdout. */
  readonly entry: string;
  readonly input: object;
  readonly path: string;
  readonly timeoutMs: number;
}

/**
 * Runs an entry point in its own network namespace, with `input` on its stdin, and returns the JSON
 * it printed. Every agent's session runs this way, so no agent reaches anything but loopback.
 */
export async function runContained<T>(run: ContainedRun, runHook: (options: RunHookOptions) => Promise<HookOutcome>): Promise<T> {
  const outcome = await runHook({
    command: { form: 'exec', file: run.bwrapBin, args: ['--dev-bind', '/', '/', '--unshare-net', '--die-with-parent', '--', process.execPath, run.entry] },
    stdin: JSON.stringify(run.input),
    cwd: '/',
    env: { PATH: run.path },
    timeoutMs: run.timeoutMs + SESSION_EXTRA_MS,
    maxOutputBytes: MAX_SESSION_OUTPUT_BYTES,
  });
  if (outcome.kind !== 'exited' || outcome.exitCode !== 0) {
    throw new HookcheckError(`A live agent session failed (${outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind}): ${outcome.stderr.trim().slice(0, 500)}`, {
      hint: `Check that bubblewrap can make a network namespace here: ${run.bwrapBin} --dev-bind / / --unshare-net -- true`,
    });
  }
  return JSON.parse(outcome.stdout) as T;
}

/** Runs one Claude Code session in its own network namespace and returns what it observed. */
export async function runContainedSession(options: ContainedSessionOptions, runHook: (options: RunHookOptions) => Promise<HookOutcome>): Promise<AgentSession> {
  const { bwrapBin, ...sessionOptions } = options;
  return runContained<AgentSession>(
    { bwrapBin, entry: compiledEntry('live/session-main.js'), input: sessionOptions, path: options.callerEnv['PATH'] ?? '/usr/bin:/bin', timeoutMs: options.hookTimeoutMs },
    runHook,
  );
}
