/**
 * Who a sandboxed hook is on the host. As an ordinary user, the user: bwrap maps the sandbox's uid
 * to it, and file permissions protect what others own. As root, a user namespace would map the
 * hook's uid to host uid 0, and file permissions would let it read whatever root owns wherever
 * something is bound by mistake. So as root bwrap builds the sandbox without a user namespace and
 * the hook starts as host `nobody` (setpriv, no capabilities left, no groups): the scratch folders
 * it writes are handed over to that uid before each invocation.
 */
import { lstatSync, lchownSync, readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { findExecutable } from '../runner/find-executable.js';

/** Host `nobody` on Debian-like systems and most others. */
export const UNPRIVILEGED_ID = 65534;

/** setpriv (util-linux) in the system folders, or null: without it root falls back to a mapped uid. */
let setprivBin: string | null | undefined;

function findSetpriv(): string | null {
  if (setprivBin === undefined) setprivBin = findExecutable('setpriv', '/usr/bin:/bin:/usr/sbin:/sbin');
  return setprivBin;
}

/** The host uid a hook runs as when it is not hookcheck's own, or null when it is. */
export function droppedUid(): number | null {
  return process.getuid?.() === 0 && findSetpriv() !== null ? UNPRIVILEGED_ID : null;
}

/** Namespaces the sandbox unshares: all of them, but no user namespace when the hook drops to nobody (its uid must be the host's). */
export function namespaceArgs(): string[] {
  if (droppedUid() === null) return ['--unshare-all'];
  return ['--unshare-ipc', '--unshare-pid', '--unshare-net', '--unshare-uts', '--unshare-cgroup-try'];
}

/** Capabilities bwrap keeps for the first program inside: just those setpriv needs to give up root, which it then drops. */
export function keptCapabilityArgs(): string[] {
  if (droppedUid() === null) return [];
  return ['--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_SETPCAP'];
}

/** The words that start the program inside as nobody, with no capability it could regain. */
export function dropArgs(): string[] {
  const uid = droppedUid();
  if (uid === null) return [];
  return [findSetpriv()!, `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--inh-caps=-all', '--bounding-set=-all', '--'];
}

/** When each scratch root was last handed over: later, only folders changed since are looked into again. */
const handedOver = new Map<string, number>();
/** Folder times are compared with this much slack, against a clock read at a different moment. */
const CLOCK_SLACK_MS = 2_000;

/**
 * Everything under `root` (not `root` itself, which keeps other host users out) owned by the
 * hook's uid, so it can write its scratch project, HOME and /tmp, the status file and its trace.
 * An entry is created in a folder that then changes, so after the first time only the files of
 * folders changed since are looked at (a scratch project of a thousand files costs ~30 ms a walk).
 * Links are changed, not what they point to.
 */
export function handOver(root: string): void {
  const uid = droppedUid();
  if (uid === null) return;
  const since = (handedOver.get(root) ?? -Infinity) - CLOCK_SLACK_MS;
  handedOver.set(root, Date.now());
  const own = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat && (stat.uid !== uid || stat.gid !== uid)) lchownSync(path, uid, uid);
    return stat;
  };
  const visit = (folder: string, changed: boolean) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        const stat = own(path);
        if (stat) visit(path, stat.mtimeMs >= since);
      } else if (changed) own(path);
    }
  };
  visit(root, true);
}
