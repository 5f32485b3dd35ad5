/**
 * A node host answers as the hook's own process does: each fixture runs both ways and the two
 * outcomes are held equal (exit, stdout, stderr unless the run threw). What a host cannot stand
 * for comes back `unsure`: a hook that never ends, one that writes past the capture; one that
 * leaves something running is answered, and flagged unclean. The host program runs compiled
 * (dist/), as the CLI runs it: `npm run build` first, as `npm test` does.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeHostPool, type HostRun } from '../../../src/runner/node-host/node-host.js';
import { runHook, type RunHookOptions } from '../../../src/runner/run-hook.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { tempDir } from '../../helpers/temp-dir.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/hooks/node-host/', import.meta.url));
const cwd = tempDir('hookcheck-node-host-');
const pool = createNodeHostPool(process.execPath, 2);
afterAll(() => pool.close());

const payload = (command: string) => JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } });

function options(file: string, stdin: string, timeoutMs = 10_000): RunHookOptions {
  return { command: { form: 'exec', file: process.execPath, args: [file] }, stdin, cwd, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: cwd }, timeoutMs };
}

function answered(run: HostRun): Extract<HostRun, { kind: 'answered' }> {
  if (run.kind !== 'answered') throw new Error(`the host was unsure: ${run.why}`);
  return run;
}

const essentials = (outcome: HookOutcome, withStderr: boolean) => ({
  kind: outcome.kind,
  exitCode: 'exitCode' in outcome ? outcome.exitCode : null,
  stdout: outcome.stdout,
  ...(withStderr ? { stderr: outcome.stderr } : {}),
});

describe('node host', () => {
  const agreeing: [string, string][] = [
    ['stdin-events-deny.js', 'rm -rf build/'],
    ['stdin-events-deny.js', 'ls -la'],
    ['read-fd0-exit2.cjs', 'rm -rf build/'],
    ['read-fd0-exit2.cjs', 'ls -la'],
    ['await-stdin-exitcode.mjs', 'rm build'],
    ['await-stdin-exitcode.mjs', 'ls'],
    ['write-sync-fd1.mjs', 'ls'],
    ['open-dev-stdin.mjs', 'ls'],
    ['writes-dev-stdout.mjs', 'ls'],
  ];
  it.each(agreeing)('answers %s on "%s" as its own process does', async (name, command) => {
    const file = join(FIXTURES, name);
    const asProcess = await runHook(options(file, payload(command)));
    const inHost = answered(await pool.run(file, [], options(file, payload(command))));
    expect(inHost.clean).toBe(true);
    expect(essentials(inHost.outcome, !inHost.crashed)).toEqual(essentials(asProcess, !inHost.crashed));
  });

  it('gives a CommonJS hook its argv, cwd and env, and runs it as the main module', async () => {
    const file = join(FIXTURES, 'read-fd0-exit2.cjs');
    const run = answered(await pool.run(file, ['--flag', 'x'], options(file, payload('ls'))));
    expect(JSON.parse(run.outcome.stdout)).toEqual({ cwd, home: cwd, argv: ['--flag', 'x'] });
  });

  it('reads a throw and an unhandled rejection as node does: exit 1, the error on stderr', async () => {
    for (const name of ['throws-after-read.mjs', 'unhandled-rejection.mjs']) {
      const file = join(FIXTURES, name);
      const asProcess = await runHook(options(file, payload('ls')));
      const run = answered(await pool.run(file, [], options(file, payload('ls'))));
      expect(run.crashed).toBe(true);
      expect(asProcess).toMatchObject({ kind: 'exited', exitCode: 1 });
      expect(run.outcome).toMatchObject({ kind: 'exited', exitCode: 1 });
      expect(run.outcome.stderr).toContain(name === 'throws-after-read.mjs' ? 'the guard broke' : 'is not valid JSON');
    }
  });

  it('answers a run that exits with an interval still running, and calls it unclean', async () => {
    const file = join(FIXTURES, 'exit-leaves-interval.mjs');
    const run = answered(await pool.run(file, [], options(file, payload('ls'))));
    expect(run.outcome).toMatchObject({ kind: 'exited', exitCode: 0, stdout: '{}' });
    expect(run.clean).toBe(false);
    // The host that held the interval is gone; the next run gets a fresh one and still answers.
    const next = join(FIXTURES, 'stdin-events-deny.js');
    expect(answered(await pool.run(next, [], options(next, payload('rm -rf x')))).outcome.stdout).toContain('"deny"');
  });

  it('is unsure of a hook that never ends, and of one that writes past the capture', async () => {
    const spins = join(FIXTURES, 'spins-forever.mjs');
    expect(await pool.run(spins, [], options(spins, payload('ls'), 1500))).toEqual({ kind: 'unsure', why: 'no answer within 1500 ms' });
    const inherits = join(FIXTURES, 'child-inherits-stdout.mjs');
    const run = await pool.run(inherits, [], options(inherits, payload('ls')));
    expect(run).toMatchObject({ kind: 'unsure', why: expect.stringContaining('past the streams node gives it') });
    // As its own process the same hook answers: the difference is the host's, and it says so.
    expect(await runHook(options(inherits, payload('ls')))).toMatchObject({ kind: 'exited', exitCode: 0, stdout: '{}\n' });
  });

  it('is unsure of a hook that answers from an exit handler, which only the end of a process calls', async () => {
    const file = join(FIXTURES, 'prints-on-exit.mjs');
    expect(await runHook(options(file, payload('ls')))).toMatchObject({ kind: 'exited', exitCode: 0, stdout: '{"decision":"block","reason":"said on exit"}' });
    expect(await pool.run(file, [], options(file, payload('ls')))).toEqual({ kind: 'unsure', why: "it listens for the process's exit events, which only a process of its own gives as node does" });
  });

  it('replaces a host whose run left a global behind: the next run starts without it, as a process does', async () => {
    const file = join(FIXTURES, 'keeps-a-global.mjs');
    const first = answered(await pool.run(file, [], options(file, payload('ls'))));
    expect(first.outcome.stdout).toBe('{"calls":1}');
    expect(first.clean).toBe(false);
    expect(answered(await pool.run(file, [], options(file, payload('ls')))).outcome.stdout).toBe('{"calls":1}');
  });

  it('is unsure where node would start differently, without starting a host', async () => {
    const file = join(FIXTURES, 'stdin-events-deny.js');
    const run = await pool.run(file, [], { ...options(file, payload('ls')), env: { PATH: '/usr/bin:/bin', NODE_OPTIONS: '--max-old-space-size=64' } });
    expect(run).toEqual({ kind: 'unsure', why: 'NODE_OPTIONS is set: it changes how node starts' });
  });
});
