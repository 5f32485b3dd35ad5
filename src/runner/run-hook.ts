/**
 * The only place that spawns hooks. Runs one invocation the way the agent does and returns what
 * happened: no shell pipe of ours between the hook and its exit code, stdout and stderr apart and
 * capped, the hook in its own process group, timeouts enforced on the whole group. A plain
 * `child_process.spawn`: every case pays for what the spawn does, and nothing more is needed here.
 */
import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { collectCapped, type CappedCollector } from './capped-collector.js';
import { toSpawnArgs, type HookCommand } from './hook-command.js';
import { ownTimeBounds, type CpuAccount, type HookOutcome, type LeftoverReport, type OwnTime } from '../model/outcome.js';
import { availableParallelism } from 'node:os';
import { writeStdin } from './write-stdin.js';
import { collectLeftovers, readOutputEnds } from './leftovers.js';
import { noteCapturedOutput } from './output-garbage.js';
import { readShebang, signalGroup } from './process-group.js';

export interface RunHookOptions {
  readonly command: HookCommand;
  /** Text, or bytes for input that is not UTF-8. */
  readonly stdin: string | Uint8Array;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** Leave stdin open after writing, as a host that forgets to close it would. */
  readonly keepStdinOpen?: boolean;
  /** Cap per output stream; the rest is counted, not kept. */
  readonly maxOutputBytes?: number;
  /** Time between SIGTERM and SIGKILL on timeout. */
  readonly killGraceMs?: number;
  /**
   * The hook's tree's CPU waits and use so far (the sandbox's cgroup reads them). With them the
   * timeout counts the hook's own time, not the machine's load: see `waitForEnd`.
   */
  readonly cpuAccount?: () => CpuAccount;
}

export const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
const DEFAULT_KILL_GRACE_MS = 1000;
/** How far past its timeout a hook kept waiting for a CPU may run before it is stopped unjudged. */
const MAX_CPU_WAIT_EXTENSION_MS = 30_000;
/** Own time this close to the timeout is the timeout: a timer cannot be set finer than this. */
const DEADLINE_SLACK_MS = 5;

/** Process groups of hooks running now, so an interrupted hookcheck can stop them all. */
const runningGroups = new Set<number>();

/** Kills every hook group still running (for SIGINT/SIGTERM to hookcheck itself). */
export function stopAllHooks(): void {
  for (const pgid of runningGroups) signalGroup(pgid, 'SIGKILL');
  runningGroups.clear();
}

/**
 * Starts a long-lived host that runs hooks itself (node-host/, python-host/), in its own process
 * group like a hook, stopped with the hooks on an interrupt. fd 3 is its control pipe; fd 1 and 2
 * are `outputFd` (a file the host watches). A host that runs each hook in a process group of its
 * own (python-host/) names each group to `hold`, so that `stop` and an interrupt kill it as well.
 */
export function startHookHost(
  file: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  outputFd: number,
  cwd = '/',
): { readonly child: ChildProcess; stop(): void; hold(pgid: number): () => void } {
  const child = spawn(file, args, { cwd, env: { ...env }, detached: true, stdio: ['ignore', outputFd, outputFd, 'pipe'] });
  if (child.pid !== undefined) runningGroups.add(child.pid);
  const held = new Set<number>();
  const stop = () => {
    for (const pgid of held) {
      signalGroup(pgid, 'SIGKILL');
      runningGroups.delete(pgid);
    }
    held.clear();
    if (child.pid === undefined) return;
    signalGroup(child.pid, 'SIGKILL');
    runningGroups.delete(child.pid);
  };
  const hold = (pgid: number) => {
    held.add(pgid);
    runningGroups.add(pgid);
    return () => {
      held.delete(pgid);
      runningGroups.delete(pgid);
    };
  };
  child.once('exit', stop);
  return { child, stop, hold };
}

/** Runs one hook invocation and reports its outcome; never throws for a hook's misbehaviour. */
export async function runHook(options: RunHookOptions): Promise<HookOutcome> {
  const { file, args } = toSpawnArgs(options.command);
  const cap = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const started = performance.now();
  const startedAtMs = Date.now();
  let child: Child;
  try {
    child = spawn(file, args, { cwd: options.cwd, env: { ...options.env }, detached: true, stdio: 'pipe' });
  } catch (error) {
    // Arguments the kernel refuses (too long, a NUL byte) fail before any process exists.
    return spawnFailed(error as NodeJS.ErrnoException, options, file);
  }
  // Out of descriptors, node gives up before the pipes exist: no process either.
  if (!child.stdin || !child.stdout || !child.stderr) return spawnFailed(Object.assign(new Error('no pipes for the hook (out of file descriptors?)'), { code: 'EMFILE' }), options, file);
  if (child.pid !== undefined) runningGroups.add(child.pid);
  const outputEnds = readOutputEnds(child.pid);
  const stdout = collectCapped(child.stdout, cap);
  const stderr = collectCapped(child.stderr, cap);
  const stdinState = writeStdin(child.stdin, options.stdin, options.keepStdinOpen ?? false);

  const ending = await waitForEnd(child, options, started, startedAtMs, file);
  const leftovers = ending.kind === 'spawn-failed' ? NO_LEFTOVERS : await collectLeftovers(child.pid!, outputEnds, stdout, stderr);
  if (child.pid !== undefined) runningGroups.delete(child.pid);
  child.stdin.destroy();
  child.stdout.destroy();
  child.stderr.destroy();

  const out = stdout.result();
  const err = stderr.result();
  noteCapturedOutput(out.text.length + err.text.length);
  return { ...captured(ending.durationMs, out, err), stdin: stdinState.report(), leftovers, ...ending.outcome };
}

/** What an outcome says of the two output streams. */
function captured(durationMs: number, out: ReturnType<CappedCollector['result']>, err: ReturnType<CappedCollector['result']>) {
  return { durationMs, stdout: out.text, stderr: err.text, stdoutBytes: out.bytes, stderrBytes: err.bytes, stdoutTruncated: out.truncated, stderrTruncated: err.truncated };
}

function spawnFailed(error: NodeJS.ErrnoException, options: RunHookOptions, file: string): HookOutcome {
  const stdin = typeof options.stdin === 'string' ? Buffer.byteLength(options.stdin) : options.stdin.length;
  const nothing = { text: '', bytes: 0, truncated: false };
  return {
    ...captured(0, nothing, nothing),
    stdin: { bytes: stdin, delivered: false, epipe: false, leftOpen: options.keepStdinOpen ?? false },
    leftovers: NO_LEFTOVERS,
    kind: 'spawn-failed',
    code: error.code ?? 'UNKNOWN',
    message: explainSpawnError(error, file),
  };
}

type Ending = { kind: 'ended'; durationMs: number; outcome: DistinctOutcome } | { kind: 'spawn-failed'; durationMs: number; outcome: DistinctOutcome };

type Measured = { cpuWaitMs?: number; ownTime?: OwnTime };

type DistinctOutcome =
  | ({ kind: 'exited'; exitCode: number } & Measured)
  | ({ kind: 'killed'; signal: string } & Measured)
  | ({ kind: 'timed-out'; timeoutMs: number; killedWith: 'SIGTERM' | 'SIGKILL' } & Measured)
  | { kind: 'spawn-failed'; code: string; message: string };

const NO_LEFTOVERS: LeftoverReport = { processes: [], heldPipes: false };

type Child = ChildProcessWithoutNullStreams;

/**
 * Resolves when the hook process itself ends (not its pipes), enforcing the timeout. With the
 * cgroup's CPU account the deadline is the hook's own time, by its low bound (ownTimeBounds):
 * each time it comes, the deadline moves by what the low bound still lacks, so a hook kept off the
 * CPU by a busy machine gets the time the agent would have given it on an idle one, while a hook
 * that sleeps, blocks or spins is stopped once even its low bound is up. The move is bounded: past
 * `timeout + MAX_CPU_WAIT_EXTENSION_MS` (or the timeout's own length, if longer) it is stopped, and
 * the checks say what the bounds allow (a timeout, or not judged).
 */
function waitForEnd(child: Child, options: RunHookOptions, started: number, startedAtMs: number, file: string): Promise<Ending> {
  return new Promise((resolve) => {
    let killedWith: 'SIGTERM' | 'SIGKILL' | null = null;
    let graceTimer: NodeJS.Timeout | undefined;
    let timer: NodeJS.Timeout | undefined;
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
    const account = options.cpuAccount;
    const cores = availableParallelism();
    const latest = options.timeoutMs + Math.max(options.timeoutMs, MAX_CPU_WAIT_EXTENSION_MS);
    const stop = () => {
      killedWith = 'SIGTERM';
      signalGroup(child.pid!, 'SIGTERM');
      graceTimer = setTimeout(() => {
        killedWith = 'SIGKILL';
        signalGroup(child.pid!, 'SIGKILL');
      }, options.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
    };
    const deadline = () => {
      const now = performance.now() - started;
      const sofar = account?.();
      // Ended (its init wrote how, and its cgroup is empty): the exit is on its way, not yet seen by this
      // busy process. A hook can write that file, not empty its cgroup: one that runs on is timed as ever.
      const ended = sofar?.endedAtMs !== undefined && sofar.running === false;
      if (ended && now < latest) {
        timer = setTimeout(deadline, latest - now);
        return;
      }
      const taken = sofar === undefined || ended ? sofar : withoutEnding(sofar);
      const ownLeft = taken === undefined ? 0 : options.timeoutMs - ownTimeBounds(spanOf(now, taken, startedAtMs), taken, cores, options.timeoutMs).lowMs;
      if (ownLeft <= DEADLINE_SLACK_MS || now >= latest) return stop();
      timer = setTimeout(deadline, Math.min(ownLeft, latest - now));
    };
    timer = setTimeout(deadline, options.timeoutMs);
    // Read while the cgroup still holds the tree: it is removed once the hook has ended.
    const measured = (durationMs: number) => {
      if (account === undefined) return {};
      const now = account();
      // A hook that was stopped had not ended, whatever its status file says.
      return { cpuWaitMs: Math.round(now.fullStallMs), ownTime: ownTimeBounds(spanOf(durationMs, killedWith ? withoutEnding(now) : now, startedAtMs), now, cores, options.timeoutMs) };
    };
    const settle = (ending: Ending) => {
      clearTimeout(timer);
      clearTimeout(graceTimer);
      resolve(ending);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      // Errors after a successful spawn (a pipe torn down) are not launch failures.
      if (child.pid !== undefined) return;
      settle({ kind: 'spawn-failed', durationMs: elapsed(), outcome: { kind: 'spawn-failed', code: error.code ?? 'UNKNOWN', message: explainSpawnError(error, file) } });
    });
    child.once('exit', (code, signal) => {
      const durationMs = elapsed();
      // Read once, and only for a run that reached its timeout: a quick one pays nothing for it.
      const measures = killedWith || durationMs > options.timeoutMs ? measured(durationMs) : {};
      if (killedWith) settle({ kind: 'ended', durationMs, outcome: { kind: 'timed-out', timeoutMs: options.timeoutMs, killedWith, ...measures } });
      else if (signal) settle({ kind: 'ended', durationMs, outcome: { kind: 'killed', signal, ...measures } });
      else settle({ kind: 'ended', durationMs, outcome: { kind: 'exited', exitCode: code ?? -1, ...measures } });
    });
  });
}

/** The account without the ending its status file claims: a hook still running, or stopped, had not ended. */
function withoutEnding({ endedAtMs: _claimed, ...account }: CpuAccount): CpuAccount {
  return account;
}

/**
 * The hook's own span of `elapsedMs` (hookcheck's clock since the spawn): from when its init
 * started it (or, without an init, when its sandbox had entered its cgroup) to when its init wrote
 * its ending, where the sandbox marked them; none while the sandbox is still being built. Without
 * the marks, a loaded machine adds to a hook's time the wait for the sandbox to be built, and this
 * process's own delay in seeing the exit, neither of them the hook's.
 */
function spanOf(elapsedMs: number, account: CpuAccount, startedAtMs: number): number {
  if (account.notStarted === true) return 0;
  const start = account.startedAtMs === undefined ? 0 : Math.max(0, account.startedAtMs - startedAtMs);
  const end = account.endedAtMs === undefined ? elapsedMs : Math.min(elapsedMs, account.endedAtMs - startedAtMs);
  return Math.max(0, end - start);
}

/** ENOENT for a file that exists means its #! interpreter is missing: say so. */
function explainSpawnError(error: NodeJS.ErrnoException, file: string): string {
  const shebang = error.code === 'ENOENT' && file.includes('/') ? readShebang(file) : null;
  return shebang === null ? error.message : `interpreter not found: the #! line asks for ${shebang}`;
}
