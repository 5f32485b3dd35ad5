/**
 * Whether bubblewrap can build the sandbox here (user namespaces allowed, mounts permitted), and
 * whether its walls hold once built: a hook that could write a read-only folder, keep a
 * capability, remount `/`, write a kernel setting or read /etc/shadow is not contained, and
 * hookcheck must not say it is.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import { systemArgs } from './admitted-root.js';
import { dropArgs, namespaceArgs } from './hook-identity.js';
import { wallArgs } from './walls.js';

/** Each wall the probe tries, by the exit code its script gives when the wall does not hold. */
const BROKEN_WALLS: Readonly<Record<number, string>> = {
  10: 'a hook can remount / read-write',
  11: 'a hook keeps capabilities',
  12: 'a hook can write a read-only folder',
  13: 'a hook can write kernel settings (/proc/sys)',
  14: 'a hook can read /etc/shadow',
  15: 'a hook reads files only host root may read (its uid is host root)',
};

const PROBE_SCRIPT = `
if command -v mount >/dev/null 2>&1; then mount -o remount,bind,rw / 2>/dev/null && exit 10; fi
grep -Eq '^CapEff:[[:space:]]*0+$' /proc/self/status || exit 11
(echo broken > "$1/wall") 2>/dev/null && exit 12
for knob in /proc/sys/vm/swappiness /proc/sys/kernel/ostype; do [ -e "$knob" ] && [ -w "$knob" ] && exit 13; done
head -c 1 /etc/shadow 2>/dev/null | grep -q . && exit 14
[ -n "$2" ] && head -c 1 "$2" 2>/dev/null | grep -q . && exit 15
exit 0`;

/** Null when the sandbox works and its walls hold, else what went wrong. */
export async function probeSandbox(bwrapBin: string, path: string, runHook: (options: RunHookOptions) => Promise<HookOutcome>): Promise<string | null> {
  const folder = mkdtempSync(join(tmpdir(), 'hookcheck-walls-'));
  const wall = join(folder, 'wall');
  writeFileSync(wall, 'intact');
  // As root, a file only root may read: the hook must be refused it (it runs as nobody).
  // (The folder open to all, so that only the file's own mode stands in the way.)
  const rootOnly = process.getuid?.() === 0 ? join(folder, 'root-only') : '';
  if (rootOnly) {
    chmodSync(folder, 0o755);
    writeFileSync(rootOnly, 'secret', { mode: 0o600 });
  }
  try {
    const outcome = await runHook({
      command: {
        form: 'exec',
        file: bwrapBin,
        args: [
          ...systemArgs(),
          '--dev',
          '/dev',
          '--proc',
          '/proc',
          ...wallArgs(),
          '--tmpfs',
          '/tmp',
          '--ro-bind',
          folder,
          folder,
          '--remount-ro',
          '/',
          ...namespaceArgs(),
          '--die-with-parent',
          '--',
          ...dropArgs(),
          'sh',
          '-c',
          PROBE_SCRIPT,
          'probe',
          folder,
          rootOnly,
        ],
      },
      stdin: '',
      cwd: '/',
      // Only system folders are inside: the probe's shell and tools come from them first, whatever the caller's PATH holds.
      env: { PATH: `/usr/bin:/bin:/usr/sbin:/sbin:${path}` },
      timeoutMs: 10_000,
    });
    if (readFileSync(wall, 'utf8') !== 'intact') return 'the sandbox walls do not hold: a hook wrote a read-only folder';
    if (outcome.kind === 'exited' && outcome.exitCode === 0) return null;
    const broken = outcome.kind === 'exited' ? BROKEN_WALLS[outcome.exitCode] : undefined;
    if (broken !== undefined) return `the sandbox walls do not hold: ${broken}`;
    return outcome.stderr.trim() || (outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
