/**
 * A read-modify-write without a lock loses updates only when copies interleave, and copies started
 * together interleave by chance: an interpreter's start-up alone spreads them further apart than
 * the few microseconds between a read and a write. So the copies run at once are traced, and each
 * process stops right after its first look of each kind at one of the state files a single run
 * wrote (whether it is there, opening it or failing to, reading it: strace delivers a SIGSTOP once
 * that call has returned). The sandbox's init lets its copy go on once every copy is stopped too,
 * waits on a lock, or has ended (sandbox-init.ts). The copies thus take each look in step: every
 * copy has read (or found nothing) before any writes, however far apart load spread them, and an
 * unlocked update loses its records every time. A locked update still ends right (the copies
 * waiting on the lock let the one holding it go on), and appends, which look at nothing first,
 * only stop at their open.
 *
 * A copy that waits for another some other way (a lock folder it polls) is never seen waiting: a
 * stopped copy goes on by itself after HOLD_BOUND_SECONDS, and from then on no copy is held, so
 * such a hook is only slower, once. The init counts that time in the ticks of its loop (5 ms asleep each), not
 * by the clock: on a loaded machine a tick takes longer, so the bound grows with the load that
 * spreads the copies apart (and a polled lock on a loaded machine is slower still).
 * Without the init (no perl), the calls on the state files are held back a fixed time instead,
 * which makes copies within that time of each other interleave, not all of them.
 */

/** How long a stopped copy waits for the others at most, in the init's ticks (200 a second at idle). */
export const HOLD_BOUND_SECONDS = 10;
/** Without the init: how long each call on a state file is held. */
export const HOLD_MS = 500;
/**
 * What the holds may add to a copy's run before its timeout: waiting for the slowest copy to look.
 * Copies of a hook that poll a lock folder wait one bound, past it with a short timeout: their
 * copies at once are then "not judged" (info), never a finding.
 */
export const HOLDS_ALLOWANCE_MS = 6_000;

/** A look at a state file: whether it is there, opening it (or failing to), reading it. */
const LOOKS = 'access,faccessat,faccessat2,stat,lstat,newfstatat,statx,open,openat,read,pread64,readv,preadv,preadv2';
const CALLS = 'openat,open,creat,write,pwrite64,truncate,ftruncate,rename,renameat,renameat2,unlink,unlinkat';

/**
 * strace's options: each process stops after its first look of each kind at `paths` (by name or
 * by an fd opened on them), and `log` gets the stops for the init to see; without a log (no init to let
 * them go on), every call on `paths` is held back HOLD_MS instead.
 */
export function holdOptions(paths: readonly string[], log: string | null): string[] {
  const filter = ['-f', '-qq', ...paths.flatMap((path) => ['-P', path])];
  if (log === null) return [...filter, '-o', '/dev/null', '-e', `trace=${CALLS}`, '-e', `inject=${CALLS}:delay_enter=${HOLD_MS * 1000}`];
  return [...filter, '-o', log, '-e', `trace=${LOOKS}`, '-e', `inject=${LOOKS}:signal=SIGSTOP:when=1`];
}
