/** The sweep after a Gemini session: a detached process working in the scratch area is killed, one elsewhere is left alone. */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { killStrayProcesses } from '../../../../src/live/stray-processes.js';
import { runHook } from '../../../../src/runner/run-hook.js';
import { tempDir } from '../../../helpers/temp-dir.js';

/**
 * Starts `sleep <seconds>` in its own session (out of runHook's group, pipes closed) and returns its
 * pid. The shell waits until the child is `sleep` and leads its own session: one still in the group
 * when the shell exits would be killed by runHook as a leftover.
 */
async function startDetachedSleep(seconds: number, cwd: string, home: string): Promise<number> {
  const script = `setsid sleep ${seconds} >/dev/null 2>&1 </dev/null & p=$!; until grep -Eq "^$p \\(sleep\\) . [0-9]+ [0-9]+ $p " /proc/$p/stat; do :; done; echo $p`;
  const outcome = await runHook({ command: { form: 'shell', script }, stdin: '', cwd, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: home }, timeoutMs: 10_000 });
  return Number(outcome.stdout.trim());
}

/** Running (a zombie is dead, only not yet reaped). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe(killStrayProcesses.name, () => {
  it("kills what runs in the session's scratch area or with its HOME, and nothing else", async () => {
    const root = tempDir('hookcheck-stray-');
    const elsewhere = tempDir('hookcheck-not-the-session-');
    const [project, home] = [join(root, 'project'), join(root, 'home')];
    for (const dir of [project, home]) mkdirSync(dir);
    const inProject = await startDetachedSleep(301, project, elsewhere);
    const withHome = await startDetachedSleep(302, elsewhere, home);
    const unrelated = await startDetachedSleep(303, elsewhere, elsewhere);
    try {
      expect(killStrayProcesses(root, home).sort()).toEqual(['sleep 301', 'sleep 302']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([isRunning(inProject), isRunning(withHome), isRunning(unrelated)]).toEqual([false, false, true]);
    } finally {
      for (const pid of [inProject, withHome, unrelated]) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});
