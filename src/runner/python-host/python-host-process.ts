/**
 * One Python host process (host-program.py) and its control pipe: requests out, answers in, one
 * JSON object a line on fd 3. Each run's process group is held (run-hook.ts: startHookHost), so
 * that stopping the host, or interrupting hookcheck, kills what the run started too.
 */
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { packagePath } from '../../util/package-root.js';
import { startHookHost } from '../run-hook.js';
import { watchHost, type HostContainment } from '../hook-host.js';

/** Copied beside the compiled modules by the build (scripts/build.js), and run by path; its folder holds the child's part too. */
export const PYTHON_HOST_FOLDER = packagePath('dist', 'src', 'runner', 'python-host');
const HOST_PROGRAM = join(PYTHON_HOST_FOLDER, 'host-program.py');

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

/** `contained`: started inside a sandbox, in its folder (`cwd` is then not used). */
export function startPythonHost(pythonBin: string, env: Readonly<Record<string, string>>, cwd: string, contained?: HostContainment): PythonHost {
  // Nothing of the runs reaches the host's own fd 1 and 2 (each run has its sockets): only the host's own failure would.
  const devNull = openSync('/dev/null', 'w');
  let started: ReturnType<typeof startHookHost>;
  try {
    const { file, args } = contained ? contained.wrap(pythonBin, [HOST_PROGRAM]) : { file: pythonBin, args: [HOST_PROGRAM] };
    started = startHookHost(file, args, env, devNull, contained ? '/' : cwd);
  } finally {
    closeSync(devNull);
  }
  const { child, stop, hold } = started;
  const control = child.stdio[3] as Duplex;
  let markReady: (ready: HostReady | null) => void = () => {};
  let release: (() => void) | null = null;
  const host: PythonHost = {
    cwd: contained?.startsIn ?? cwd,
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
      // A pid inside the sandbox names another process outside: the sandbox's end takes the run with it.
      else if ('pid' in message) release = contained ? null : hold(message.pid);
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
