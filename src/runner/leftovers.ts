/**
 * What a hook left behind when it exited: processes still in its group (killed, and named), or
 * one that left the group still holding its output pipes (found by the pipes it holds, killed).
 */
import type { CappedCollector } from './capped-collector.js';
import type { LeftoverReport } from '../model/outcome.js';
import { describeDescriptor, findHolders, holdsAnyOf, isGroupAlive, isInGroup, killProcesses, listGroupMembers, processState, signalGroup, type GroupMember } from './process-group.js';

/**
 * After the hook exits: anything still in its group is recorded and killed, then the pipes are
 * given until they close. Whether they were held is read from who holds them (a live process of
 * the group, or one that left it, found by its descriptors), never from how long EOF took: on a
 * busy machine EOF can lag long after the last writer is gone.
 */
export async function collectLeftovers(pgid: number, hookOutputEnds: ReadonlySet<string>, stdout: CappedCollector, stderr: CappedCollector): Promise<LeftoverReport> {
  const pipes = { closed: () => stdout.isEnded() && stderr.isEnded(), settled: Promise.all([stdout.ended, stderr.ended]).then(() => undefined) };
  const members = isGroupAlive(pgid) ? listGroupMembers(pgid) : [];
  let heldPipes = false;
  if (members.length > 0) {
    heldPipes = await groupHoldsPipes(members, hookOutputEnds, pipes);
    signalGroup(pgid, 'SIGKILL');
    // One that left the group meanwhile (setsid) outlives the signal: the search below finds it.
    await waitUntil(() => members.every((member) => !isInGroup(member.pid, pgid)), pipes);
  }
  const escapees = await killEscapedHolders(hookOutputEnds, pipes);
  // Without the ends' names nobody can be found holding them: pipes still open long after the
  // whole group died can only be held by a process that left it.
  const unnamedHold = hookOutputEnds.size === 0 && !pipes.closed();
  // One process is one entry: seen in the group before its exec and found again after it, it has
  // two command lines; the later one says what it became.
  const byPid = new Map([...members, ...escapees].map((process) => [process.pid, process.command]));
  return { processes: [...new Set(byPid.values())], heldPipes: heldPipes || escapees.length > 0 || unnamedHold };
}

interface Pipes {
  closed(): boolean;
  readonly settled: Promise<void>;
}

/** A safety bound on waiting for the pipes or the group, not a verdict: passing it decides nothing. */
const SAFETY_CAP_MS = 10_000;
/** How often the processes are looked at again while waiting. */
const LOOK_AGAIN_MS = 20;
/** How often the whole machine is searched again for a holder while EOF is awaited. */
const SEARCH_AGAIN_MS = 250;

/**
 * True when a member still alive holds stdout/stderr and is settled there (asleep, or has run past
 * its start-up). One that is only about to redirect its output is waited for.
 */
async function groupHoldsPipes(members: readonly GroupMember[], ends: ReadonlySet<string>, pipes: Pipes): Promise<boolean> {
  const deadline = performance.now() + SAFETY_CAP_MS;
  for (;;) {
    if (pipes.closed()) return false;
    // Unnamed ends: any live member may be the holder, as long as the pipes stay open.
    const holders = members.filter((member) => processState(member.pid) !== 'gone' && (ends.size === 0 || holdsAnyOf(member.pid, ends)));
    if (holders.length === 0) return false;
    if (holders.some((holder) => processState(holder.pid) === 'settled') || performance.now() > deadline) return true;
    await Promise.race([pipes.settled, delay(LOOK_AGAIN_MS)]);
  }
}

/** Waits until `done()` (killed processes gone, their descriptors closed) or the pipes have closed. */
async function waitUntil(done: () => boolean, pipes: Pipes): Promise<void> {
  const deadline = performance.now() + SAFETY_CAP_MS;
  while (!pipes.closed() && !done() && performance.now() < deadline) {
    await Promise.race([pipes.settled, delay(LOOK_AGAIN_MS)]);
  }
}

/**
 * With the group gone, only a process that left it (setsid) can hold the pipes: search the machine
 * for it by the ends it holds and kill it. When nobody holds them, EOF is on its way: wait for it.
 */
async function killEscapedHolders(ends: ReadonlySet<string>, pipes: Pipes): Promise<GroupMember[]> {
  const escapees: GroupMember[] = [];
  const deadline = performance.now() + SAFETY_CAP_MS;
  while (!pipes.closed() && performance.now() < deadline) {
    const holders = ends.size > 0 ? findHolders(ends) : [];
    if (holders.length > 0) {
      escapees.push(...holders);
      killProcesses(holders);
      await waitUntil(() => holders.every((holder) => processState(holder.pid) === 'gone'), pipes);
    } else {
      await Promise.race([pipes.settled, delay(SEARCH_AGAIN_MS)]);
    }
  }
  return escapees;
}

/**
 * What the hook's stdout and stderr are (`socket:[inode]`: node gives children socket pairs), read
 * while it runs, so that a leftover process can later be caught holding the same ones.
 */
export function readOutputEnds(pid: number | undefined): Set<string> {
  if (pid === undefined) return new Set();
  // Only the hook's own pipe or socket ends: a hook that redirected itself (`exec >/dev/null`, or
  // sh exec-ing a last command with `>/dev/null`) would otherwise name a file every process holds.
  return new Set([1, 2].map((fd) => describeDescriptor(pid, fd)).filter((name): name is string => name !== null && /^(pipe|socket):\[\d+\]$/.test(name)));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
