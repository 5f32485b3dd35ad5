/**
 * A hostile repository handed to `try` and `audit`: its git config would run a program whenever git
 * looks at it (fsmonitor, clean/smudge/process filters, a diff textconv, an ssh command, an
 * editor), and its wired hook tries to write the real HOME, the repository, /etc and /root.
 * hookcheck reads the repository with git on the host, so none of that config may run there; the
 * hook runs, but only inside the sandbox. Each assertion names what would have escaped.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { hookcheck } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const HOST_FILES = ['/etc/hookcheck-owned', '/root/.hookcheck-owned'];

/** A committed repository whose .git/config runs `touch <markers>/<name>` from every hook git offers. */
async function hostileRepository(markers: string): Promise<string> {
  const repo = join(tempDir('hookcheck-hostile-try-'), 'repo');
  mkdirSync(join(repo, '.claude', 'hooks'), { recursive: true });
  copyFileSync(join(root, 'fixtures', 'hostile', 'writes-host-files.sh'), join(repo, '.claude', 'hooks', 'guard.sh'));
  chmodSync(join(repo, '.claude', 'hooks', 'guard.sh'), 0o755);
  const command = `"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh /root ${repo}`;
  writeFileSync(join(repo, '.claude', 'settings.json'), JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command }] }] } }));
  writeFileSync(join(repo, '.gitattributes'), '* filter=evil diff=evil\n');
  writeFileSync(join(repo, 'notes.txt'), 'hello\n');
  const git = (...args: string[]) => execa('git', ['-c', 'user.email=dev@example.test', '-c', 'user.name=dev', ...args], { cwd: repo });
  await git('init', '-q', '-b', 'main');
  await git('add', '-A');
  await git('commit', '-qm', 'a hook pack');
  const touch = (name: string, then = '') => `touch ${join(markers, name)}${then}`;
  for (const [key, value] of [
    ['core.fsmonitor', touch('fsmonitor', '; false')],
    ['filter.evil.clean', touch('clean', '; cat')],
    ['filter.evil.smudge', touch('smudge', '; cat')],
    ['filter.evil.process', touch('process')],
    ['diff.evil.textconv', touch('textconv', '; cat')],
    ['core.sshCommand', touch('ssh')],
    ['core.editor', touch('editor')],
    ['core.pager', touch('pager')],
  ] as const)
    await git('config', key, value);
  // A file git must look at again (its stat changed), which is when clean filters run.
  writeFileSync(join(repo, 'notes.txt'), 'hello\n');
  return repo;
}

describe('a hostile repository given to try and audit', () => {
  for (const command of [['try', '--yes'], ['audit']]) {
    it(`${command[0]}: none of its git config runs on the host, and its hook runs only in the sandbox`, async () => {
      const markers = tempDir('hookcheck-hostile-markers-');
      const repo = await hostileRepository(markers);
      const result = await hookcheck([...command, repo, '--runs', '0', '-r', 'json'], undefined, { PATH: process.env['PATH'] });
      const document = JSON.parse(result.stdout) as { summary: { handlers: number; ran: number } };
      // It really ran the hook: a report on nothing would prove nothing.
      expect([document.summary.handlers, document.summary.ran], result.stderr).toEqual([1, 1]);
      expect(readdirSync(markers)).toEqual([]);
      expect(HOST_FILES.filter((file) => existsSync(file))).toEqual([]);
      expect(existsSync(join(repo, 'owned-by-hook'))).toBe(false);
      // The control: a plain `git status` in the same repository does run its config.
      await execa('git', ['status', '--short'], { cwd: repo, reject: false });
      expect(readdirSync(markers)).toContain('fsmonitor');
    }, 300_000);
  }
});
