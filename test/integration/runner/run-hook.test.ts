/**
 * The runner's promises, on real processes: timeouts end the whole group, output memory is
 * bounded, a grandchild holding the pipes never makes us wait, nothing outlives the run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

/** A sleep duration no other test uses, so `ps` finds only this test's processes. */
function uniqueSleep(): string {
  return `300.${process.pid}${Math.floor(Math.random() * 1e6)}`;
}

const scratchDirs: string[] = [];
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a bash script written for this test alone. */
function runScript(body: string, options: Partial<RunHookOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-runner-'));
  scratchDirs.push(dir);
  const path = join(dir, 'hook.sh');
  writeFileSync(path, `#!/usr/bin/env bash\n${body}\n`, { mode: 0o755 });
  return runHook({ command: { form: 'exec', file: path, args: [] }, stdin: '{}', cwd: '/tmp', env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }, timeoutMs: 5000, ...options });
}

describe(runHook.name, () => {
  it('separates stdout and stderr and gives the exact stdin', async () => {
    const outcome = await run('echo-stdin.sh', { stdin: '{"x":"héllo"}' });
    expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0, stdout: '', stderr: '{"x":"héllo"}' });
  });

  it('stops a hook that ignores SIGTERM within its timeout plus the grace, leaving nothing running', async () => {
    const marker = uniqueSleep();
    const started = Date.now();
    const outcome = await runScript(`trap '' TERM\nwhile :; do sleep ${marker}; done`, { timeoutMs: 1000, killGraceMs: 500 });
    // Killed, not waited for: the loop never ends, so any end is the kill; the bound only says it did not hang.
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(outcome).toMatchObject({ kind: 'timed-out', timeoutMs: 1000, killedWith: 'SIGKILL' });
    expect(processesMatching(`sleep ${marker}`)).toEqual([]);
  }, 90_000);

  it('does not wait for a background child that holds stdout, and kills it', async () => {
    const marker = uniqueSleep();
    const started = Date.now();
    const outcome = await runScript(`cat >/dev/null\nsleep ${marker} &\necho '{}'`);
    // Well before the child's sleep would end (300 s): not waited for, whatever the machine's load.
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0, stdout: '{}\n' });
    // Caught mid-exec the child may show only its short name; one leftover, holding the pipe, killed.
    expect(outcome.leftovers.heldPipes).toBe(true);
    expect(outcome.leftovers.processes).toHaveLength(1);
    expect(processesMatching(`sleep ${marker}`)).toEqual([]);
  }, 90_000);

  it('finds and kills a child that left the process group (setsid) but holds stdout', async () => {
    const marker = uniqueSleep();
    const outcome = await runScript(`cat >/dev/null\nsetsid sleep ${marker} &\nexit 0`);
    // Caught before its exec the child still reads "setsid sleep …": either name is the same process.
    expect(outcome.leftovers.heldPipes).toBe(true);
    expect(outcome.leftovers.processes.filter((name) => name === `sleep ${marker}` || name === `setsid sleep ${marker}`)).toHaveLength(1);
    expect(processesMatching(`sleep ${marker}`)).toEqual([]);
  });

  it('names the missing interpreter of a #! line', async () => {
    const outcome = await run('shebang-names-missing-absolute-interpreter.sh');
    expect(outcome).toMatchObject({ kind: 'spawn-failed', code: 'ENOENT', message: 'interpreter not found: the #! line asks for /opt/hookcheck-missing/bin/python3' });
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

  it('reports arguments the system refuses before any process exists as data too', async () => {
    const outcome = await runHook({ command: { form: 'exec', file: '/bin/echo', args: ['a\u0000b'] }, stdin: '', cwd: '/tmp', env: { PATH: '/usr/bin:/bin' }, timeoutMs: 5000 });
    expect(outcome).toMatchObject({ kind: 'spawn-failed', stdout: '', leftovers: { processes: [], heldPipes: false } });
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
