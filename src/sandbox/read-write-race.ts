/**
 * A read-modify-write without a lock loses updates only when copies interleave, and copies started
 * together interleave by chance: an interpreter's start-up alone spreads them further apart than
 * the few microseconds between a read and a write. So the copies run at once are traced, and every
 * call that opens, writes, truncates, renames or removes one of the state files a single run wrote
 * is held back first: copies that reach their update within the hold of each other each read
 * before any writes (copies that drift further apart, after slow start-ups, may still not). A
 * locked update still ends right (the copies wait for the lock, only slower), and appends stay
 * whole.
 */

/** How long each call on a state file is held: more than copies started together drift apart. */
export const HOLD_MS = 500;
/** What the holds can add to a copy's run (a few calls on each of its files, the copies waiting in turn on a lock). */
export const HOLDS_ALLOWANCE_MS = 12 * HOLD_MS;

const CALLS = 'openat,open,creat,write,pwrite64,truncate,ftruncate,rename,renameat,renameat2,unlink,unlinkat';

/** strace's options: nothing printed, calls on `paths` (by name or by an fd opened on them) held back. */
export function widenOptions(paths: readonly string[]): string[] {
  return ['-f', '-qq', '-o', '/dev/null', ...paths.flatMap((path) => ['-P', path]), '-e', `trace=${CALLS}`, '-e', `inject=${CALLS}:delay_enter=${HOLD_MS * 1000}`];
}
