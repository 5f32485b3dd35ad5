/**
 * Flag and reporter mistakes as a user meets them: the built CLI, one typo per command, exit 2 with
 * the nearest flag named; a reporter another command has names that command. `npm test` builds first.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit-codes.js';
import { hookcheck as cli, ROOT } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const hookcheck = (args: readonly string[]) => cli(args, tempDir('hookcheck-flag-typos-'));

const TYPOS = [
  ['run', '--timout', '--timeout'],
  ['audit', '--no-rn', '--no-run'],
  ['try', '--yess', '--yes'],
  ['mutate', '--sinse', '--since'],
  ['explain', '--tol', '--tool'],
  ['init', '--outptu', '--output'],
  ['record', '--dri', '--dir'],
  ['replay', '--sandbx', '--sandbox'],
  ['merge-reports', '--ouput', '--output'],
  ['doctor', '--reportr', '--reporter'],
] as const;

describe.concurrent('hookcheck <command> with a misspelt flag', () => {
  it.each(TYPOS)('hookcheck %s %s: usage exit code, the nearest flag, where the options are listed', async (command, wrong, meant) => {
    const result = await hookcheck([command, wrong, 'x', ...(command === 'record' ? ['--', 'true'] : [])]);
    expect([result.exitCode, result.stdout]).toEqual([EXIT.failed, '']);
    expect(result.stderr).toBe(`hookcheck: Unknown option ${wrong} for \`hookcheck ${command}\` (did you mean ${meant}?).\n  \`hookcheck ${command} --help\` lists the options.`);
  });

  it('hookcheck run --timeout at the end says the value is missing', async () => {
    const result = await hookcheck(['run', 'hook.sh', '--timeout']);
    expect([result.exitCode, result.stderr]).toEqual([EXIT.failed, expect.stringContaining('--timeout needs a value, and nothing follows it.')]);
  });

  it('hookcheck run --reporter junit names the command that has junit', async () => {
    const result = await hookcheck(['run', '--reporter', 'junit', 'hook.sh']);
    expect([result.exitCode, result.stderr]).toEqual([EXIT.failed, expect.stringContaining('hookcheck: junit is a reporter of `hookcheck audit`; `hookcheck run` has: pretty, json.')]);
  });

  it('hookcheck run --reporter jsno suggests json', async () => {
    const result = await hookcheck(['run', '--reporter', 'jsno', 'hook.sh']);
    expect([result.exitCode, result.stderr]).toEqual([EXIT.failed, expect.stringContaining('--reporter "jsno" is not one of pretty, json (did you mean "json"?).')]);
  });

  it('the old reporter name text still prints the pretty report', async () => {
    const hook = join(ROOT, 'fixtures', 'hooks', 'allows-everything.sh');
    const result = await hookcheck(['run', '--reporter', 'text', '--runs', '0', '--sandbox', 'none', '-e', 'Stop', hook]);
    expect(result.exitCode, result.stderr).toBe(EXIT.clean);
    // The pretty report's header and hook block, not JSON.
    expect(result.stdout).toMatch(/^hookcheck \d+\.\d+\.\d+\n\n\S+ +\w+ +\S*allows-everything\.sh\n {3}Stop \(from command line\)/);
  });
});
