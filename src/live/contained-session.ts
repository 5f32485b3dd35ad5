/**
 * Runs an agent session walled in (sandbox/session-walls.ts): in a fresh network namespace with only
 * loopback, an empty root with the system's folders read-only and only what the session is shown,
 * no user's home, a private /tmp. The agent, the fake model and every
 * hook or tool the agent runs can reach 127.0.0.1 and nothing else, and write only what hookcheck
 * made for the session, whatever the hook or the replayed tool call tries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { packagePath } from '../util/package-root.js';
import { commandPaths } from '../sandbox/command-paths.js';
import { sessionWallArgs, type SessionPaths } from '../sandbox/session-walls.js';
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
  /** Folders hookcheck made for the session that its hook writes to (a recorder's). */
  readonly writable?: readonly string[];
  /** More host paths the hook reads (the script a recorder runs). */
  readonly shown?: readonly string[];
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
  /** What the walled-in session is shown of the hidden places (the entry point always). */
  readonly paths: SessionPaths;
}

/**
 * Runs an entry point in its own network namespace, with `input` on its stdin, and returns the JSON
 * it printed. Every agent's session runs this way, so no agent reaches anything but loopback.
 */
export async function runContained<T>(run: ContainedRun, runHook: (options: RunHookOptions) => Promise<HookOutcome>): Promise<T> {
  const privateTmp = mkdtempSync(join(tmpdir(), 'hookcheck-session-tmp-'));
  try {
    const walls = sessionWallArgs(privateTmp, { shown: [run.entry, ...run.paths.shown], writable: run.paths.writable }, run.path);
    const outcome = await runHook({
      command: { form: 'exec', file: run.bwrapBin, args: [...walls, '--', process.execPath, run.entry] },
      stdin: JSON.stringify(run.input),
      cwd: '/',
      env: { PATH: run.path },
      timeoutMs: run.timeoutMs + SESSION_EXTRA_MS,
      maxOutputBytes: MAX_SESSION_OUTPUT_BYTES,
    });
    if (outcome.kind !== 'exited' || outcome.exitCode !== 0) {
      throw new HookcheckError(`A live agent session failed (${outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind}): ${outcome.stderr.trim().slice(0, 500)}`, {
        hint: `Check that bubblewrap can make a network namespace here (${run.bwrapBin} --ro-bind / / --unshare-net -- true); the message above names a path it could not mount`,
      });
    }
    return JSON.parse(outcome.stdout) as T;
  } finally {
    rmSync(privateTmp, { recursive: true, force: true });
  }
}

/** Runs one Claude Code session in its own network namespace and returns what it observed. */
export async function runContainedSession(options: ContainedSessionOptions, runHook: (options: RunHookOptions) => Promise<HookOutcome>): Promise<AgentSession> {
  const { bwrapBin, writable = [], shown = [], ...sessionOptions } = options;
  // A project that is a home (hookcheck run from ~) is not shown: the session's project starts empty then.
  const read = [options.agentBin, ...(options.seedFrom === undefined ? [] : [options.seedFrom]), ...commandPaths(options.command, homedir()), ...shown];
  return runContained<AgentSession>(
    {
      bwrapBin,
      entry: compiledEntry('live/session-main.js'),
      input: sessionOptions,
      path: options.callerEnv['PATH'] ?? '/usr/bin:/bin',
      timeoutMs: options.hookTimeoutMs,
      paths: { shown: read, writable },
    },
    runHook,
  );
}
