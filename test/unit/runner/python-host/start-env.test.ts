/** What a run in a Python host is given of python's start: its own environment, with the changes the start made. */
import { describe, expect, it } from 'vitest';
import { runEnvironment } from '../../../../src/runner/python-host/start-env.js';

const given = { PATH: '/usr/bin:/bin', HOME: '/scratch/a/home', LANG: 'C' };
const plain = { given, started: { ...given, LC_CTYPE: 'C.UTF-8' }, cwds: ['/scratch/a', '/private/scratch/a'] };

describe(runEnvironment.name, () => {
  it('gives each run its own variables, and the locale coercion python made at its start', () => {
    const run = { ...given, HOME: '/scratch/b/home', TMPDIR: '/scratch/b/tmp' };
    expect(runEnvironment(plain, run, '/scratch/b')).toEqual({ env: { ...run, LC_CTYPE: 'C.UTF-8' } });
  });

  it("carries a shim's changes, a folder it wrote down becoming the run's own", () => {
    const shim = { given, started: { ...given, PATH: '/pyenv/versions/3.11/bin:/usr/bin:/bin', PWD: '/private/scratch/a', PYENV_VERSION: '3.11' }, cwds: plain.cwds };
    expect(runEnvironment(shim, given, '/scratch/b')).toEqual({ env: { ...given, PATH: '/pyenv/versions/3.11/bin:/usr/bin:/bin', PWD: '/scratch/b', PYENV_VERSION: '3.11' } });
  });

  it('refuses a run that starts python otherwise, and says which variable', () => {
    expect(runEnvironment(plain, { ...given, PYTHONPATH: '/lib' }, '/scratch/b')).toEqual({ why: expect.stringContaining('PYTHONPATH differs') });
    expect(runEnvironment(plain, { ...given, LANG: 'C.UTF-8' }, '/scratch/b')).toEqual({ why: expect.stringContaining('LANG differs') });
    expect(runEnvironment(plain, { ...given, LC_CTYPE: 'POSIX' }, '/scratch/b')).toEqual({ why: expect.stringContaining('LC_CTYPE differs') });
  });

  it('refuses a run that sets what the start changed otherwise than the host had it', () => {
    const changed = { given: { ...given, FOO: 'a' }, started: { ...given, FOO: 'b' }, cwds: plain.cwds };
    expect(runEnvironment(changed, { ...given, FOO: 'c' }, '/scratch/b')).toEqual({ why: "python's start changed FOO, which this run sets otherwise" });
  });
});
