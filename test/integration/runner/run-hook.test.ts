/**
 * The runner's promises, on real processes: timeouts end the whole group, output memory is
 * bounded, a grandchild holding the pipes never makes us wait, nothing outlives the run.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runHook, type RunHookOptions } from '../../../src/runner/run-hook.js';
import { fixturePath } from '../../helpers/run-fixture.js';

function run(name: string, options: Partial<RunHookOptions> = {}) {
  return runHook({
    command: { form: 'exec', file: fixturePath(name), args: [] },
    stdin: '{"hook_event_name":"PreToolUse"}',
    cwd: '/tmp',
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    timeoutMs: 5000,
    ...options,
  });
}

/** Processes whose command line mentions `text` (ps, not /proc: an independent witness). */
function processesMatching(text: string): string[] {
  return execFileSync('ps', ['-eo', 'stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(text) && !line.trimStart().startsWith('Z'));
}

describe(runHook.name, () => {
  it('separates stdout and stderr and gives the exact stdin', async () => {
    const outcome = await run('echo-stdin.sh', { stdin: '{"x":"héllo"}' });
    expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0, stdout: '', stderr: '{"x":"héllo"}' });
  });

  it('stops a hook that ignores SIGTERM within its timeout plus the grace, leaving nothing running', async () => {
    const started = Date.now();
    const outcome = await run('ignores-sigterm-sleeps-forever.sh', { timeoutMs: 1000, killGraceMs: 500 });
    expect(Date.now() - started).toBeLessThan(1000 + 500 + 2000);
    expect(outcome).toMatchObject({ kind: 'timed-out', timeoutMs: 1000, killedWith: 'SIGKILL' });
    expect(processesMatching('ignores-sigterm-sleeps-forever')).toEqual([]);
  });

  it('does not wait for a background child that holds stdout, and kills it', async () => {
    const started = Date.now();
    const outcome = await run('background-child-holds-stdout.sh');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0, stdout: '{}\n' });
    expect(outcome.leftovers.heldPipes).toBe(true);
    expect(outcome.leftovers.processes).toEqual(['sleep 60']);
    expect(processesMatching('sleep 60').filter((line) => !line.includes('ps -eo'))).toEqual([]);
  });

  it('keeps memory bounded while a hook prints 1 GiB, and counts every byte', async () => {
    const before = process.memoryUsage().rss;
    const outcome = await run('prints-one-gib.sh', { timeoutMs: 60_000, maxOutputBytes: 1024 * 1024 });
    const grownMb = (process.memoryUsage().rss - before) / 1024 / 1024;
    expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0, stdoutBytes: 1024 ** 3, stdoutTruncated: true });
    expect(outcome.stdout.length).toBe(1024 * 1024);
    expect(grownMb).toBeLessThan(200);
  }, 90_000);

  it('records EPIPE from a hook that never reads a large payload', async () => {
    const outcome = await run('ignores-stdin.sh', { stdin: 'x'.repeat(300_000) });
    expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0 });
    expect(outcome.stdin).toMatchObject({ delivered: false, bytes: 300_000 });
  });

  it('reports a hook that cannot start as data, not as an exception', async () => {
    const outcome = await run('no-such-hook.sh');
    expect(outcome).toMatchObject({ kind: 'spawn-failed', code: 'ENOENT' });
  });

  it('reports death by signal apart from an exit code', async () => {
    const outcome = await runHook({ command: { form: 'shell', script: 'kill -SEGV $$' }, stdin: '', cwd: '/tmp', env: { PATH: '/usr/bin:/bin' }, timeoutMs: 5000 });
    expect(outcome).toMatchObject({ kind: 'killed', signal: 'SIGSEGV' });
  });

  it('lets a hook that reads to EOF hang when stdin is left open, then kills it', async () => {
    const outcome = await run('reads-stdin-to-eof.sh', { keepStdinOpen: true, timeoutMs: 500 });
    expect(outcome).toMatchObject({ kind: 'timed-out' });
    expect(outcome.stdin.leftOpen).toBe(true);
  });
});
