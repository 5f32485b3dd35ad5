/**
 * What really happened when a hook ran, as data. A hook's failure is never an exception: it is an
 * outcome for the oracle and the checks to judge.
 */

export interface StdinReport {
  /** Bytes hookcheck offered on stdin. */
  readonly bytes: number;
  /** All bytes reached the pipe before the hook exited. */
  readonly delivered: boolean;
  /** The hook closed its end before reading everything (EPIPE); tolerated and recorded. */
  readonly epipe: boolean;
  /** Stdin was deliberately left open (the "host never closes stdin" probe). */
  readonly leftOpen: boolean;
}

export interface LeftoverReport {
  /** Command lines of processes still in the hook's group after it exited; they were killed. */
  readonly processes: readonly string[];
  /** Something kept stdout or stderr open after the hook exited. */
  readonly heldPipes: boolean;
}

interface OutcomeBase {
  readonly durationMs: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly stdoutBytes: number;
  readonly stderrBytes: number;
  /** More was printed than the cap; `stdout`/`stderr` hold the first cap bytes. */
  readonly stdoutTruncated: boolean;
  readonly stderrTruncated: boolean;
  readonly stdin: StdinReport;
  readonly leftovers: LeftoverReport;
  /** Set when a long stdout was cut to an excerpt after the oracle read it (engine/kept-output.ts). */
  readonly stdoutWhole?: WholeStream;
  /** Read before the cut: stdout held a JSON answer the event's schema accepts. */
  readonly stdoutAnswers?: boolean;
  /** Bounds of the sandbox's cgroup the hook's tree ran into; absent when none was (or no cgroup could tell). */
  readonly limitsReached?: readonly LimitReached[];
  /**
   * Where the kernel could tell (the sandbox's cgroup), on every timeout and on any run that lasted
   * past its timeout because its deadline moved (run-hook.ts): the time the whole tree waited for a
   * CPU other work held, and the bounds of its own time (what the run would take on an idle machine).
   */
  readonly cpuWaitMs?: number;
  readonly ownTime?: OwnTime;
}

/** What the sandbox's cgroup says of a tree's CPU so far (cpu.pressure, cpu.stat). */
export interface CpuAccount {
  /** Time every runnable process of the tree waited for a CPU (`full`): progress lost to others. */
  readonly fullStallMs: number;
  /** Time at least one waited (`some`): also counts its own processes waiting for each other. */
  readonly someStallMs: number;
  /** CPU time the tree used. */
  readonly usedMs: number;
  /** When the hook's sandbox had entered its cgroup, by the host's clock (ms); absent before, or where not marked. */
  readonly startedAtMs?: number;
  /** When its init wrote how it ended (ms); absent while it runs, or where no init could. */
  readonly endedAtMs?: number;
  /** The init has not started the hook yet (the sandbox is still being built): none of its time has begun. */
  readonly notStarted?: boolean;
  /** Some process of the tree is still in its cgroup (the kernel's word, which the hook cannot write); absent where not read. */
  readonly running?: boolean;
}

/**
 * Bounds of a run's own time. At most its wall time less the time all of it waited (`full`); at
 * least its wall time less the time any of it waited (`some`), and no less than its CPU time
 * spread over every core. Between the two, a timeout cannot be told from a busy machine.
 */
export interface OwnTime {
  readonly lowMs: number;
  readonly highMs: number;
  readonly timeoutMs: number;
}

export function ownTimeBounds(elapsedMs: number, account: CpuAccount, cores: number, timeoutMs: number): OwnTime {
  const highMs = Math.round(elapsedMs - account.fullStallMs);
  const lowMs = Math.round(Math.min(highMs, Math.max(elapsedMs - account.someStallMs, account.usedMs / cores)));
  return { lowMs, highMs, timeoutMs };
}

/** A stream as it was captured before it was cut to an excerpt: its length and the hash of its text. */
export interface WholeStream {
  readonly chars: number;
  readonly sha256: string;
}

/** A cgroup bound the kernel enforced: a fork refused (processes), or a process killed for memory. */
export interface LimitReached {
  readonly resource: 'processes' | 'memory';
  /** The bound: a number of processes, or bytes. */
  readonly limit: number;
}

export type HookOutcome =
  | (OutcomeBase & { readonly kind: 'exited'; readonly exitCode: number })
  | (OutcomeBase & { readonly kind: 'killed'; readonly signal: string })
  | (OutcomeBase & {
      readonly kind: 'timed-out';
      readonly timeoutMs: number;
      /** SIGKILL when the hook ignored SIGTERM for the whole grace period. */
      readonly killedWith: 'SIGTERM' | 'SIGKILL';
    })
  | (OutcomeBase & { readonly kind: 'spawn-failed'; readonly code: string; readonly message: string });

export type OutcomeKind = HookOutcome['kind'];

/** The deadline's timer granularity (run-hook.ts): own time this close to the limit reached it. */
const OWN_TIME_SLACK_MS = 5;

/**
 * A timeout that is the hook's own: even the low bound of its own time reached the limit. False
 * where that was not measured (no cgroup could tell).
 */
export function ownTimeReached(outcome: HookOutcome): boolean {
  return outcome.kind === 'timed-out' && outcome.ownTime !== undefined && outcome.ownTime.lowMs >= outcome.timeoutMs - OWN_TIME_SLACK_MS;
}

/** One line for a human: "exited with code 2", "timed out after 2000 ms", … */
export function describeOutcome(outcome: HookOutcome): string {
  switch (outcome.kind) {
    case 'exited':
      return `exited with code ${outcome.exitCode}`;
    case 'killed':
      return `was killed by ${outcome.signal}`;
    case 'timed-out':
      return `timed out after ${outcome.timeoutMs} ms (stopped with ${outcome.killedWith})`;
    case 'spawn-failed':
      return `could not start (${outcome.code}: ${outcome.message})`;
  }
}

/**
 * How a timed-out outcome was confirmed: by the hook's own time (wall time less its wait for a
 * CPU), run again alone, or taken as the earlier confirmed one was.
 */
export type TimeoutConfirmed = 'own-time' | 'alone' | 'as-before';
