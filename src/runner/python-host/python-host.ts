/**
 * Python hook hosts: long-lived python3 processes that each run Python hooks one at a time, each
 * run in a child the host forks (host-program.py), so that a run costs a fork and the hook's own
 * imports instead of an interpreter's start. At most `jobs` hosts, started when needed, with the
 * environment and folder of the first run (python-host-process.ts). A run the host cannot vouch for
 * (its time ran out, its output passed the cap, it left a process behind, the host was lost, or it
 * starts python otherwise than the host was started: start-env.ts) comes back `unsure`, and the
 * caller runs it as a process.
 */
import type { HookOutcome } from '../../model/outcome.js';
import type { HookHostPool, HostContainment, HostRun } from '../hook-host.js';
import { hostSlots } from '../host-slots.js';
import type { RunHookOptions } from '../run-hook.js';
import { startPythonHost, type HostAnswer, type PythonHost } from './python-host-process.js';
import { runEnvironment } from './start-env.js';

const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
/** The host ends a run at its timeout itself; past this much more without an answer, the host is taken for lost. */
const ANSWER_GRACE_MS = 5000;

/** Hosts running `pythonBin`, which the hook's command names `argv0` (python's sys.orig_argv[0]); `contained`: each inside a sandbox. */
export function createPythonHostPool(pythonBin: string, argv0: string, jobs: number, contained?: HostContainment): HookHostPool {
  // Every host starts with the first run's environment, in the folder of the run it is started for.
  let firstEnv: Readonly<Record<string, string>> | null = null;
  let startIn = '/';
  const slots = hostSlots(() => startPythonHost(pythonBin, firstEnv!, startIn, contained), jobs);
  let nextId = 1;
  return {
    async run(file, args, options) {
      if (options.keepStdinOpen) return { kind: 'unsure', why: 'stdin left open needs a process of its own' };
      firstEnv ??= options.env;
      startIn = options.cwd;
      const host = await slots.acquire();
      const ready = await host.ready;
      if (ready === null) {
        slots.release(host, false);
        return { kind: 'unsure', why: `the python host did not start: ${host.lost ?? 'no answer'}` };
      }
      const env = runEnvironment({ given: firstEnv, started: ready.env, cwds: [host.cwd, ready.cwd] }, options.env, options.cwd);
      if ('why' in env) {
        slots.release(host, true);
        return { kind: 'unsure', why: env.why };
      }
      const stdin = Buffer.from(options.stdin);
      const request = {
        id: nextId++,
        file,
        args,
        argv0,
        cwd: options.cwd,
        env: env.env,
        stdin: stdin.toString('base64'),
        maxOutputBytes: options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
        timeoutMs: options.timeoutMs,
      };
      const result = await ask(host, request, options);
      slots.noteRun(result.kind === 'answered' ? result.outcome.durationMs : null);
      // A host that was lost, or did not answer in time, is not used again; an unsure run leaves the host as it was.
      slots.release(host, host.lost === null && !('late' in result));
      return result.kind === 'answered' ? result : { kind: 'unsure', why: result.why };
    },
    close: () => slots.close(),
  };
}

type Asked = HostRun | { readonly kind: 'unsure'; readonly why: string; readonly late: true };

function ask(host: PythonHost, request: { readonly id: number; readonly stdin: string }, options: RunHookOptions): Promise<Asked> {
  return new Promise<Asked>((resolve) => {
    const finish = (result: Asked) => {
      clearTimeout(timer);
      host.onAnswer = null;
      host.onLost = null;
      resolve(result);
    };
    const timer = setTimeout(() => finish({ kind: 'unsure', why: `the python host gave no answer within ${options.timeoutMs + ANSWER_GRACE_MS} ms`, late: true }), options.timeoutMs + ANSWER_GRACE_MS);
    host.onAnswer = (answer) => {
      if (answer.id !== request.id) finish({ kind: 'unsure', why: `the host answered run ${answer.id} for run ${request.id}`, late: true });
      else if (answer.unsure !== undefined) finish({ kind: 'unsure', why: answer.unsure });
      else finish(answered(answer, Buffer.byteLength(Buffer.from(request.stdin, 'base64'))));
    };
    host.onLost = (why) => finish({ kind: 'unsure', why });
    if (host.lost !== null) finish({ kind: 'unsure', why: host.lost });
    else host.send(request);
  });
}

function answered(answer: HostAnswer, stdinBytes: number): HostRun {
  const stdout = Buffer.from(answer.stdout ?? '', 'base64');
  const stderr = Buffer.from(answer.stderr ?? '', 'base64');
  const ending = answer.signal !== undefined ? { kind: 'killed' as const, signal: answer.signal } : { kind: 'exited' as const, exitCode: answer.exit ?? 1 };
  const outcome: HookOutcome = {
    ...ending,
    durationMs: answer.durationMs,
    stdout: stdout.toString('utf8'),
    stderr: stderr.toString('utf8'),
    stdoutBytes: answer.stdoutBytes ?? stdout.length,
    stderrBytes: answer.stderrBytes ?? stderr.length,
    stdoutTruncated: false,
    stderrTruncated: false,
    stdin: { bytes: stdinBytes, delivered: answer.stdinDelivered ?? true, epipe: answer.stdinEpipe ?? false, leftOpen: false },
    leftovers: { processes: [], heldPipes: false },
  };
  return { kind: 'answered', outcome, crashed: answer.crashed ?? false, clean: true };
}
