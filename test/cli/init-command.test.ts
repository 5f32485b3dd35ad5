/**
 * `hookcheck init` as a user runs it: the built CLI in a temp project. `npm test` builds first.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load-config.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(root, 'bin', 'hookcheck.js');

function hookcheck(args: string[], cwd: string) {
  return execa('node', [bin, ...args], { cwd, reject: false, env: { PATH: process.env['PATH'], NO_COLOR: '1' }, extendEnv: false });
}

/** A project whose .claude/settings.json wires a Bash guard and a SessionStart hook. */
function wiredProject(): string {
  const project = tempDir('hookcheck-init-');
  mkdirSync(join(project, '.claude', 'hooks'), { recursive: true });
  copyFileSync(join(root, 'fixtures', 'hooks', 'denies-rm-rf-exit-2.sh'), join(project, '.claude', 'hooks', 'no-rm-rf.sh'));
  copyFileSync(join(root, 'fixtures', 'hooks', 'allows-everything.sh'), join(project, '.claude', 'hooks', 'session-notes.sh'));
  const hook = (script: string) => ({ type: 'command', command: `"$CLAUDE_PROJECT_DIR"/.claude/hooks/${script}`, timeout: 5 });
  const settings = {
    hooks: {
      PreToolUse: [{ matcher: 'Bash', hooks: [hook('no-rm-rf.sh')] }],
      SessionStart: [{ hooks: [hook('session-notes.sh')] }],
    },
  };
  writeFileSync(join(project, '.claude', 'settings.json'), JSON.stringify(settings, null, 2));
  return project;
}

describe('hookcheck init', () => {
  it('writes a valid starter config naming each wired hook, and will not overwrite it without --force', async () => {
    const project = wiredProject();
    const first = await hookcheck(['init'], project);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/wrote hookcheck\.config\.yaml/);
    expect(first.stderr).toMatch(/Fill in the probes marked TODO, then run: hookcheck run/);
    const path = join(project, 'hookcheck.config.yaml');
    const config = parseConfig(readFileSync(path, 'utf8'), path);
    expect(config.hooks.map((hook) => [hook.name, hook.script, hook.events, hook.probes.map((probe) => probe.role ?? 'none')])).toEqual([
      ['no-rm-rf', '.claude/hooks/no-rm-rf.sh', ['PreToolUse'], ['control', 'benign']],
      ['session-notes', '.claude/hooks/session-notes.sh', ['SessionStart'], ['none']],
    ]);

    const again = await hookcheck(['init'], project);
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toMatch(/hookcheck\.config\.yaml already exists/);
    expect(again.stderr).toMatch(/--force/);

    const forced = await hookcheck(['init', '--force'], project);
    expect(forced.exitCode, forced.stderr).toBe(0);
  });

  it('exits 2 with the files it looked at when nothing is wired', async () => {
    const empty = tempDir('hookcheck-init-empty-');
    const result = await hookcheck(['init'], empty);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/No hooks found in/);
    expect(result.stderr).toMatch(/\.claude\/settings\.json/);
    expect(result.stderr).toMatch(/hookcheck init path\/to\/hook\.py/);
    expect(existsSync(join(empty, 'hookcheck.config.yaml'))).toBe(false);
  });

  it('takes a hook script no settings file wires, and says its events are a guess', async () => {
    const dir = tempDir('hookcheck-init-script-');
    copyFileSync(join(root, 'fixtures', 'hooks', 'denies-rm-rf-exit-2.sh'), join(dir, 'guard.sh'));
    const result = await hookcheck(['init', 'guard.sh', '--output', 'ci.yaml'], dir);
    expect(result.exitCode, result.stderr).toBe(0);
    const text = readFileSync(join(dir, 'ci.yaml'), 'utf8');
    const config = parseConfig(text, join(dir, 'ci.yaml'));
    expect(config.hooks.map((hook) => [hook.name, hook.script, hook.events])).toEqual([['guard', 'guard.sh', ['PreToolUse']]]);
    expect(text).toMatch(/TODO: .*set the events/);
  });

  it('reports a settings file that is not JSON and goes on with the others', async () => {
    const project = wiredProject();
    writeFileSync(join(project, '.claude', 'settings.local.json'), '{ "hooks": ');
    const result = await hookcheck(['init'], project);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/Skipped \.claude\/settings\.local\.json: it is not valid JSON/);
  });
});
