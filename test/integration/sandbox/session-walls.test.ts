/**
 * The walls of a live agent session (session-walls.ts), each tried by a shell inside real bubblewrap
 * and, as the control that lets the test fail, by the same shell on the host: the host is read-only,
 * homes are empty, /tmp is the session's own, only what the session was given is shown again (read
 * only, or writable where hookcheck made it for the session), and only loopback is there.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { planSandbox } from '../../../src/cli/sandbox-options.js';
import { INTERPRETER_HOMES } from '../../../src/sandbox/command-paths.js';
import { sessionWallArgs, type SessionPaths } from '../../../src/sandbox/session-walls.js';
import { PACKAGE_ROOT } from '../../../src/util/package-root.js';
import { tempDir } from '../../helpers/temp-dir.js';

const plan = planSandbox('bwrap', process.env, process.cwd(), []);
if (plan.kind !== 'bwrap') throw new Error('bubblewrap is needed for the session walls');
const bwrapBin = plan.bwrapBin;

const privateTmps: string[] = [];
afterAll(() => {
  for (const dir of privateTmps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Exit code and output of `script` in a walled session (or on the host, the control). */
async function inSession(script: string, paths: SessionPaths, walled = true, toolPath = ''): Promise<{ exitCode: number | undefined; stdout: string }> {
  const privateTmp = mkdtempSync(join(tmpdir(), 'hookcheck-session-tmp-'));
  privateTmps.push(privateTmp);
  const command = walled ? [bwrapBin, ...sessionWallArgs(privateTmp, paths, toolPath), '--', '/bin/sh', '-c', script] : ['/bin/sh', '-c', script];
  const result = await execa(command[0]!, command.slice(1), { reject: false, env: { PATH: '/usr/bin:/bin' }, extendEnv: false });
  return { exitCode: result.exitCode, stdout: result.stdout };
}

/** A HOME outside /tmp (which is private anyway), in the repository's reports folder, while `use` runs: its interpreter variables unset. */
async function withHome(use: (home: string) => Promise<void>): Promise<void> {
  mkdirSync(join(PACKAGE_ROOT, 'reports'), { recursive: true });
  const home = mkdtempSync(join(PACKAGE_ROOT, 'reports', 'session-walls-home-'));
  const before = { ...process.env };
  try {
    process.env['HOME'] = home;
    // Interpreter installations (a PYENV_ROOT in /root) are shown again: none here, so the homes hold only what a test puts there.
    for (const name of INTERPRETER_HOMES) delete process.env[name];
    await use(home);
  } finally {
    Object.assign(process.env, before);
    rmSync(home, { recursive: true, force: true });
  }
}

const NOTHING: SessionPaths = { shown: [], writable: [] };

describe('the walls of a live session', () => {
  it("keeps the host's /tmp out: a folder there is not seen unless shown", async () => {
    const other = tempDir('hookcheck-other-');
    writeFileSync(join(other, 'secret'), 'CANARY');
    const look = `cat ${other}/secret`;
    expect((await inSession(look, NOTHING, false)).stdout).toBe('CANARY');
    expect((await inSession(look, NOTHING)).exitCode).not.toBe(0);
    expect((await inSession(look, { shown: [other], writable: [] })).stdout).toBe('CANARY');
  });

  it('shows a folder read-only, and writable only where it was made writable', async () => {
    const folder = tempDir('hookcheck-session-folder-');
    const write = `echo written > ${folder}/mark`;
    expect((await inSession(write, { shown: [folder], writable: [] })).exitCode).not.toBe(0);
    expect(existsSync(join(folder, 'mark'))).toBe(false);
    expect((await inSession(write, { shown: [], writable: [folder] })).exitCode).toBe(0);
    expect(readFileSync(join(folder, 'mark'), 'utf8')).toBe('written\n');
  });

  it('lets nothing write to the host, not even hookcheck itself', async () => {
    // In the reports folder: writable on the host for whoever runs the tests (CI's unprivileged user too).
    mkdirSync(join(PACKAGE_ROOT, 'reports'), { recursive: true });
    const mark = join(PACKAGE_ROOT, 'reports', '.session-walls-mark');
    try {
      const write = `touch ${mark}`;
      expect((await inSession(write, NOTHING)).exitCode).not.toBe(0);
      expect(existsSync(mark)).toBe(false);
      expect((await inSession(write, NOTHING, false)).exitCode).toBe(0);
    } finally {
      rmSync(mark, { force: true });
    }
  });

  it("empties every home: hookcheck's HOME, /root and /home hold nothing", async () => {
    await withHome(async (home) => {
      writeFileSync(join(home, 'id_rsa'), 'CANARY');
      const list = `ls -A ${home} /root /home 2>/dev/null | grep -v ":$" | grep -c .`;
      expect((await inSession(list, NOTHING)).stdout.trim()).toBe('0');
      expect(Number((await inSession(list, NOTHING, false)).stdout.trim())).toBeGreaterThan(0);
    });
  });

  it("shows the tools on the session's PATH that live in a home, with the credentials beside them replaced", async () => {
    await withHome(async (home) => {
      const bin = join(home, '.tool', 'bin');
      mkdirSync(bin, { recursive: true });
      writeFileSync(join(bin, 'tool'), '#!/bin/sh\necho tool ran\n', { mode: 0o755 });
      writeFileSync(join(bin, 'credentials.json'), '{"token":"CANARY"}');
      const script = `${bin}/tool; cat ${bin}/credentials.json`;
      expect((await inSession(script, NOTHING, true, `${bin}:/usr/bin:/bin`)).stdout).toBe('tool ran');
      // A PATH folder's link leads to its package elsewhere in the home (pipx, an npm prefix): the package comes back.
      const linkedBin = join(home, '.local', 'bin');
      const pkg = join(home, '.local', 'share', 'pkg');
      mkdirSync(join(pkg, 'bin'), { recursive: true });
      mkdirSync(linkedBin, { recursive: true });
      writeFileSync(join(pkg, 'lib.sh'), 'echo package ran\n');
      writeFileSync(join(pkg, 'bin', 'pkgtool'), '#!/bin/sh\n. "$(dirname "$(readlink -f "$0")")/../lib.sh"\n', { mode: 0o755 });
      symlinkSync(join(pkg, 'bin', 'pkgtool'), join(linkedBin, 'pkgtool'));
      expect((await inSession(`${linkedBin}/pkgtool`, NOTHING, true, `${linkedBin}:/usr/bin:/bin`)).stdout).toBe('package ran');
      expect((await inSession(`${linkedBin}/pkgtool`, NOTHING, true, '/usr/bin:/bin')).exitCode).not.toBe(0);
      // The control: without the PATH the tool is hidden with the home; on the host the token is there.
      expect((await inSession(`test -e ${bin}/tool`, NOTHING)).exitCode).not.toBe(0);
      expect((await inSession(script, NOTHING, false)).stdout).toBe('tool ran\n{"token":"CANARY"}');
    });
  });

  it('never shows a home whole, even where it is named (a project run from ~), and masks credentials behind a link too', async () => {
    await withHome(async (home) => {
      const tools = join(home, 'dotfiles', 'hooks');
      mkdirSync(tools, { recursive: true });
      writeFileSync(join(home, 'id_rsa'), 'CANARY');
      writeFileSync(join(tools, 'credentials.json'), '{"token":"CANARY"}');
      writeFileSync(join(tools, 'guard.sh'), 'exit 0');
      symlinkSync(tools, join(home, 'hooks'));
      expect((await inSession(`cat ${home}/id_rsa`, { shown: [home], writable: [] })).exitCode).not.toBe(0);
      const throughLink = `test -r ${home}/hooks/guard.sh && echo shown; cat ${home}/hooks/credentials.json`;
      expect((await inSession(throughLink, { shown: [join(home, 'hooks')], writable: [] })).stdout).toBe('shown');
      // The control: on the host both are there.
      expect((await inSession(throughLink, NOTHING, false)).stdout).toBe('shown\n{"token":"CANARY"}');
    });
  });

  it("starts from an empty root: the system's folders and what is shown, no /root, /opt or /var/lib", async () => {
    // Without interpreter homes, which would be shown (a PYENV_ROOT in /root).
    await withHome(async () => {
      const top = (await inSession('ls -A /', NOTHING)).stdout.split('\n').sort();
      // Folders of its own (/tmp, /run, /var for /var/tmp, /dev, /proc, /sys), the system's, and the first folder of hookcheck's and node's paths.
      const admitted = new Set([
        'bin',
        'sbin',
        'lib',
        'lib32',
        'lib64',
        'libx32',
        'usr',
        'etc',
        'nix',
        'tmp',
        'run',
        'var',
        'dev',
        'proc',
        'sys',
        PACKAGE_ROOT.split('/')[1]!,
        process.execPath.split('/')[1]!,
      ]);
      expect(top.filter((name) => !admitted.has(name))).toEqual([]);
      expect((await inSession('ls -A /var', NOTHING)).stdout.trim()).toBe('tmp');
      // The control: the host has a /root (and more) that the session does not.
      expect((await inSession('ls -A /', NOTHING, false)).stdout.split('\n')).toContain('root');
    });
  });

  it('has only loopback', async () => {
    const interfaces = "tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' ' | sort | tr '\\n' ' '";
    expect((await inSession(interfaces, NOTHING)).stdout.trim()).toBe('lo');
    expect((await inSession(interfaces, NOTHING, false)).stdout.trim()).not.toBe('lo');
  });

  it('runs hookcheck and node where they are, read-only', async () => {
    const result = await inSession(`test -r ${PACKAGE_ROOT}/package.json && ${process.execPath} -e "process.exit(0)"`, NOTHING);
    expect(result.exitCode).toBe(0);
  });
});
