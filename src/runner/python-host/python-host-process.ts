/**
 * One Python host process (host-program.py) and its control pipe: requests out, answers in, one
 * JSON object a line on fd 3. Each run's process group is held (run-hook.ts: startHookHost), so
 * that stopping the host, or interrupting hookcheck, kills what the run started too.
 */
import { closeSync, openSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import { packagePath } from '../../util/package-root.js';
import { startHookHost } from '../run-hook.js';
import { watchHost } from '../hook-host.js';

/** Copied beside the compiled modules by the build (scripts/build.js), and run by path. */
const HOST_PROGRAM = packagePath('dist', 'src', 'runner', 'python-host', 'host-program.py');

/** What the host says once started: its environment and folder as python has them. */
export interface HostReady {
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  readonly executable: string;
}

export interface HostAnswer {
  readonly id: number;
  readonly unsure?: string;
  readonly exit?: number;
  readonly signal?: string;
  readonly crashed?: boolean;
  readonly stdout?: string;
  readonly stderr?: string;
  readonly stdoutBytes?: number;
  readonly stderrBytes?: number;
  readonly stdinDelivered?: boolean;
  readonly stdinEpipe?: boolean;
  readonly durationMs: number;
}

export interface PythonHost {
  /** The folder it was started in. */
  readonly cwd: string;
  /** Null when it did not start (`lost` says why). */
  readonly ready: Promise<HostReady | null>;
  send(request: object): void;
  onAnswer: ((answer: HostAnswer) => void) | null;
  onLost: ((why: string) => void) | null;
  lost: string | null;
  stop(): void;
}

export function startPythonHost(pythonBin: string, env: Readonly<Record<string, string>>, cwd: string): PythonHost {
  // Nothing of the runs reaches the host's own fd 1 and 2 (each run has its sockets): only the host's own failure would.
  const devNull = openSync('/dev/null', 'w');
  let started: ReturnType<typeof startHookHost>;
  try {
    started = startHookHost(pythonBin, [HOST_PROGRAM], env, devNull, cwd);
  } finally {
    closeSync(devNull);
  }
  const { child, stop, hold } = started;
  const control = child.stdio[3] as Duplex;
  let markReady: (ready: HostReady | null) => void = () => {};
  let release: (() => void) | null = null;
  const host: PythonHost = {
    cwd,
    ready: new Promise((resolve) => (markReady = resolve)),
    send: (request) => control.write(`${JSON.stringify(request)}\n`),
    onAnswer: null,
    onLost: null,
    lost: null,
    stop,
  };
  watchHost<(HostReady & { ready: true }) | { id: number; pid: number } | HostAnswer>(child, control, 'it wrote what is not JSON on its control pipe', {
    message: (message) => {
      if ('ready' in message) markReady(message);
      else if ('pid' in message) release = hold(message.pid);
      else {
        release?.();
        release = null;
        host.onAnswer?.(message);
      }
    },
    lost: (why) => {
      host.lost = why;
      markReady(null);
      stop();
      host.onLost?.(why);
    },
  });
  return host;
}
