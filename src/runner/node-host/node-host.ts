/**
 * Node hook hosts: long-lived node processes that each run JavaScript hooks one at a time, a fresh
 * module instance per run (host-program.ts), so that a run costs a module load instead of a node
 * start. At most `jobs` hosts, started when needed. A run the host cannot vouch for (it timed out,
 * escaped the capture, lost the host, or needs what only a process of its own has) comes back
 * `unsure`, and the caller runs it as a process; a host left unclean is replaced.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { packagePath } from '../../util/package-root.js';
import type { HookOutcome } from '../../model/outcome.js';
import { startHookHost } from '../run-hook.js';
import { hostSlots } from '../host-slots.js';
import { watchHost, type HookHostPool, type HostContainment, type HostRun } from '../hook-host.js';

export type { HostRun } from '../hook-host.js';

/** Hosts for JavaScript hooks: `run` takes a .js, .mjs or .cjs file. */
export type NodeHostPool = HookHostPool;

interface Answer {
  readonly id: number;
  readonly exit?: number;
  readonly crash?: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly stdoutBytes: number;
  readonly stderrBytes: number;
  readonly durationMs: number;
  readonly clean: boolean;
  /** Bytes reached the host's own fd 1 or 2 during the run: written past the capture. */
  readonly escaped: boolean;
  /** Why the run's answer needs a process of its own (it listens for the events that end one). */
  readonly needsProcess?: string;
}

interface Host {
  readonly ready: Promise<boolean>;
  send(line: string): void;
  onAnswer: ((answer: Answer) => void) | null;
  onLost: ((why: string) => void) | null;
  lost: string | null;
  stop(): void;
}

/** Compiled, and run by path: the tests run the sources, and the CLI runs from a bundle. Its folder holds the modules it imports. */
export const NODE_HOST_FOLDER = packagePath('dist', 'src', 'runner', 'node-host');
const HOST_PROGRAM = join(NODE_HOST_FOLDER, 'host-program.js');
const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;

/** Variables that change how node itself starts: a host started without them would run the hook differently. */
const NODE_START_VARIABLES = ['NODE_OPTIONS', 'NODE_PATH', 'NODE_EXTRA_CA_CERTS', 'NODE_PRESERVE_SYMLINKS'];

/** `contained`: each host inside a sandbox (sandbox/host-sandbox.ts). */
export function createNodeHostPool(nodeBin: string, jobs: number, contained?: HostContainment): NodeHostPool {
  const slots = hostSlots(() => startHost(nodeBin, contained), jobs);
  let nextId = 1;

  return {
    async run(file, args, options) {
      const started = NODE_START_VARIABLES.find((name) => options.env[name] !== undefined);
      if (started !== undefined) return { kind: 'unsure', why: `${started} is set: it changes how node starts` };
      if (options.keepStdinOpen) return { kind: 'unsure', why: 'stdin left open needs a process of its own' };
      const host = await slots.acquire();
      if (!(await host.ready)) {
        slots.release(host, false);
        return { kind: 'unsure', why: `the node host did not start: ${host.lost ?? 'no answer'}` };
      }
      const id = nextId++;
      const stdin = typeof options.stdin === 'string' ? Buffer.from(options.stdin) : Buffer.from(options.stdin);
      const request = { id, file, args, cwd: options.cwd, env: options.env, stdin: stdin.toString('base64'), maxOutputBytes: options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES };
      const result = await new Promise<HostRun>((resolve) => {
        const timer = setTimeout(() => resolve({ kind: 'unsure', why: `no answer within ${options.timeoutMs} ms` }), options.timeoutMs);
        host.onAnswer = (answer) => {
          clearTimeout(timer);
          if (answer.id !== id) resolve({ kind: 'unsure', why: `the host answered run ${answer.id} for run ${id}` });
          else if (answer.needsProcess !== undefined) resolve({ kind: 'unsure', why: answer.needsProcess });
          else if (answer.escaped)
            resolve({ kind: 'unsure', why: 'it wrote to stdout or stderr past the streams node gives it (through a child process that inherits them, say), which in a host are not its own' });
          else resolve(answered(answer, stdin.length));
        };
        host.onLost = (why) => {
          clearTimeout(timer);
          resolve({ kind: 'unsure', why });
        };
        if (host.lost !== null) resolve({ kind: 'unsure', why: host.lost });
        else host.send(`${JSON.stringify(request)}\n`);
      });
      host.onAnswer = null;
      host.onLost = null;
      slots.noteRun(result.kind === 'answered' ? result.outcome.durationMs : null);
      // A host that lost a run, or whose run left something running, is not used again.
      slots.release(host, result.kind === 'answered' && host.lost === null && result.clean);
      return result;
    },
    close: () => slots.close(),
  };
}

function answered(answer: Answer, stdinBytes: number): HostRun {
  const stdout = Buffer.from(answer.stdout, 'base64');
  const stderr = Buffer.from(answer.stderr, 'base64');
  const outcome: HookOutcome = {
    kind: 'exited',
    exitCode: answer.exit ?? answer.crash ?? 1,
    durationMs: answer.durationMs,
    stdout: stdout.toString('utf8'),
    stderr: stderr.toString('utf8'),
    stdoutBytes: answer.stdoutBytes,
    stderrBytes: answer.stderrBytes,
    stdoutTruncated: answer.stdoutBytes > stdout.length,
    stderrTruncated: answer.stderrBytes > stderr.length,
    stdin: { bytes: stdinBytes, delivered: true, epipe: false, leftOpen: false },
    leftovers: { processes: [], heldPipes: false },
  };
  return { kind: 'answered', outcome, crashed: answer.crash !== undefined, clean: answer.clean };
}

function startHost(nodeBin: string, contained: HostContainment | undefined): Host {
  // The host's fd 1 and 2: a file it measures before and after each run, gone with the host.
  const outputFile = join(tmpdir(), `hookcheck-host-${process.pid}-${randomUUID()}`);
  const outputFd = openSync(outputFile, 'w+', 0o600);
  let started: ReturnType<typeof startHookHost>;
  try {
    const { file, args } = contained ? contained.wrap(nodeBin, [HOST_PROGRAM]) : { file: nodeBin, args: [HOST_PROGRAM] };
    started = startHookHost(file, args, { PATH: '/usr/bin:/bin' }, outputFd);
  } finally {
    closeSync(outputFd);
    rmSync(outputFile, { force: true });
  }
  const { child, stop } = started;
  let markReady: (ready: boolean) => void = () => {};
  const host: Host = {
    ready: new Promise((resolve) => (markReady = resolve)),
    send: (line) => (child.stdio[3] as Duplex).write(line),
    onAnswer: null,
    onLost: null,
    lost: null,
    stop,
  };
  // Only a run writing to fd 3 itself puts anything but JSON there.
  watchHost<Answer | { ready: true }>(child, child.stdio[3] as Duplex, 'a run wrote to the host’s control pipe', {
    message: (message) => {
      if ('ready' in message) markReady(true);
      else host.onAnswer?.(message);
    },
    lost: (why) => {
      host.lost = why;
      markReady(false);
      stop();
      host.onLost?.(why);
    },
  });
  return host;
}
