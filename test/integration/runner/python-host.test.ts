/**
 * A Python host answers as the hook's own process does: each fixture runs both ways and the two
 * outcomes are held equal, stderr included (the child ends as python ends a script: sys.exit's
 * message, the traceback, atexit, threads, os._exit). What a host cannot vouch for comes back
 * `unsure`: a hook that never ends, one that leaves a process behind, a run whose start
 * environment is not the host's. The host program runs from dist/: `npm run build` first.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { HostRun } from '../../../src/runner/hook-host.js';
import { findExecutable } from '../../../src/runner/find-executable.js';
import { createPythonHostPool } from '../../../src/runner/python-host/python-host.js';
import { runHook, type RunHookOptions } from '../../../src/runner/run-hook.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { tempDir } from '../../helpers/temp-dir.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/hooks/python-host/', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
const python = findExecutable('python3', PATH)!;
const cwd = tempDir('hookcheck-python-host-');
const pool = createPythonHostPool(python, 'python3', 2);
afterAll(() => pool.close());

const payload = (command: string) => JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } });

function options(file: string, stdin: string, extra: Partial<RunHookOptions> = {}): RunHookOptions {
  return { command: { form: 'exec', file: 'python3', args: [file] }, stdin, cwd, env: { PATH, HOME: cwd }, timeoutMs: 10_000, ...extra };
}

function answered(run: HostRun): Extract<HostRun, { kind: 'answered' }> {
  if (run.kind !== 'answered') throw new Error(`the host was unsure: ${run.why}`);
  return run;
}

const essentials = (outcome: HookOutcome) => ({
  kind: outcome.kind,
  exitCode: 'exitCode' in outcome ? outcome.exitCode : null,
  signal: 'signal' in outcome ? outcome.signal : null,
  stdout: outcome.stdout,
  stderr: outcome.stderr,
});

describe('python host', () => {
  const agreeing: [string, string, boolean][] = [
    ['json-deny.py', 'rm -rf build/', false],
    ['json-deny.py', 'ls -la', false],
    ['exit-message.py', 'ls', false],
    ['raises-after-read.py', 'ls', true],
    ['stderr-exit-2.py', 'rm build', false],
    ['reads-stdin-twice.py', 'ls', false],
    // Ended past the child's own ending: a failing exit there is taken for a crash (a kill by it is checked as a process).
    ['os-exit-3.py', 'ls', true],
    ['child-inherits-stdout.py', 'ls', false],
    ['atexit-and-thread.py', 'ls', false],
    ['interrupted.py', 'ls', true],
    ['open-dev-stdin.py', 'ls', false],
  ];
  it.each(agreeing)('answers %s on "%s" as its own process does', async (name, command, crashes) => {
    const file = join(FIXTURES, name);
    const asProcess = await runHook(options(file, payload(command)));
    const inHost = answered(await pool.run(file, [], options(file, payload(command))));
    expect(essentials(inHost.outcome)).toEqual(essentials(asProcess));
    expect(inHost.crashed).toBe(crashes);
  });

  it('gives the hook its argv, cwd, env, sys.path[0] and a __main__ of its own', async () => {
    const file = join(FIXTURES, 'argv-env-cwd.py');
    const run = answered(await pool.run(file, ['--flag', 'x'], options(file, payload('ls'))));
    expect(JSON.parse(run.outcome.stdout)).toEqual({ argv: ['--flag', 'x'], cwd, home: cwd, path0: true, name: '__main__', main: true });
  });

  it("imports ahead the standard library modules a run imported, for the runs after it, and never the hook's own", async () => {
    const file = join(FIXTURES, 'reports-modules.py');
    const own = createPythonHostPool(python, 'python3', 1);
    try {
      const first = answered(await own.run(file, [], options(file, payload('ls'))));
      const second = answered(await own.run(file, [], options(file, payload('ls'))));
      expect(JSON.parse(first.outcome.stdout)).toEqual({ shlex: false, helper: false, words: ['a', 'b c'], 'helper says': 'imported from beside the hook' });
      expect(JSON.parse(second.outcome.stdout)).toEqual({ shlex: true, helper: false, words: ['a', 'b c'], 'helper says': 'imported from beside the hook' });
    } finally {
      own.close();
    }
  });

  it('is unsure of a run that never ends, and answers the next one', async () => {
    const file = join(FIXTURES, 'spins-forever.py');
    expect(await pool.run(file, [], options(file, '', { timeoutMs: 300 }))).toEqual({ kind: 'unsure', why: 'no answer within 300 ms' });
    const next = join(FIXTURES, 'json-deny.py');
    expect(answered(await pool.run(next, [], options(next, payload('ls')))).outcome).toMatchObject({ kind: 'exited', exitCode: 0 });
  });

  it('is unsure of a run that leaves a process behind', async () => {
    const file = join(FIXTURES, 'leaves-a-child.py');
    expect(await pool.run(file, [], options(file, payload('ls')))).toEqual({ kind: 'unsure', why: expect.stringContaining('it left a process running') });
  });

  it('is unsure of a run whose environment python reads as it starts differs from the host’s', async () => {
    const file = join(FIXTURES, 'json-deny.py');
    const run = await pool.run(file, [], options(file, payload('ls'), { env: { PATH, HOME: cwd, PYTHONPATH: cwd } }));
    expect(run).toEqual({ kind: 'unsure', why: expect.stringContaining('PYTHONPATH differs') });
  });
});
