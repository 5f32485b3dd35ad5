/**
 * Shell-form commands run as the agent runs them: `/bin/sh -c` (dash on Debian and Ubuntu), so
 * bash-only syntax fails here exactly as it fails in Claude Code, and POSIX syntax passes.
 */
import { describe, expect, it } from 'vitest';
import { runHook } from '../../../src/runner/run-hook.js';
import { toSpawnArgs } from '../../../src/runner/hook-command.js';
import { errorCodes, runFixture } from '../../helpers/run-fixture.js';

function run(script: string) {
  return runHook({ command: { form: 'shell', script }, stdin: '{"tool_name":"Bash"}', cwd: '/tmp', env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }, timeoutMs: 5000 });
}

/** Reads the payload through process substitution: bash only; dash stops at a syntax error. */
const BASH_ONLY = 'read -r input < <(cat); echo ok';
const POSIX = 'input=$(cat); echo ok';

describe('shell-form commands', () => {
  it('spawn /bin/sh -c, as Claude Code does on Linux', () => {
    expect(toSpawnArgs({ form: 'shell', script: 'true' })).toEqual({ file: '/bin/sh', args: ['-c', 'true'] });
  });

  it('fail on bash-only syntax and run POSIX syntax', async () => {
    const bashOnly = await run(BASH_ONLY);
    expect(bashOnly).toMatchObject({ kind: 'exited', exitCode: 2, stdout: '' });
    expect(bashOnly.stderr).toMatch(/Syntax error/);
    expect(await run(POSIX)).toMatchObject({ kind: 'exited', exitCode: 0, stdout: 'ok\n' });
  });

  it('show bash-only syntax as a run failure and pass the POSIX command', async () => {
    const bashOnly = await runFixture({ form: 'shell', script: BASH_ONLY });
    expect(errorCodes(bashOnly).length).toBeGreaterThan(0);
    expect(bashOnly.results.every(({ outcome }) => outcome.kind === 'exited' && outcome.exitCode === 2)).toBe(true);
    const posix = await runFixture({ form: 'shell', script: 'cat >/dev/null; exit 0' });
    expect(errorCodes(posix)).toEqual([]);
  }, 60_000);
});
