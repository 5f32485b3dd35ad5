/** Finding what outlived a Codex session by the CODEX_HOME in its environment. */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { killProcessesWithEnv } from '../../../../src/live/leftover-processes.js';

describe(killProcessesWithEnv.name, () => {
  it('kills a process that left its group with the session variable set, and names it; others are left alone', async () => {
    const home = `/nonexistent/hookcheck-leftover-${process.pid}`;
    // detached: a group and session of its own, as Codex gives the terminals it runs tools in.
    const leftover = spawn('sleep', ['30'], { detached: true, stdio: 'ignore', env: { PATH: process.env['PATH'], CODEX_HOME: home } });
    const bystander = spawn('sleep', ['30'], { detached: true, stdio: 'ignore', env: { PATH: process.env['PATH'], CODEX_HOME: `${home}-other` } });
    const ended = new Promise((resolve) => leftover.once('exit', (_code, signal) => resolve(signal)));
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(killProcessesWithEnv('CODEX_HOME', home)).toEqual(['sleep 30']);
      expect(await ended).toBe('SIGKILL');
      expect(bystander.exitCode).toBeNull();
    } finally {
      leftover.kill('SIGKILL');
      bystander.kill('SIGKILL');
    }
  });
});
