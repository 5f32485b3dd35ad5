/**
 * `hookcheck init` as a user runs it: the built CLI in a temp project. `npm test` builds first.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseConfig } from '../../src/config/load-config.js';
import { hookcheck as cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function hookcheck(args: string[], cwd: string) {
  return cli(args, cwd, { PATH: process.env['PATH'] });
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

  it('proposes a heartbeat for each script a crontab or a systemd timer runs at a plain interval, and names the rest', async () => {
    const project = tempDir('hookcheck-init-heartbeats-');
    mkdirSync(join(project, 'deploy', 'systemd'), { recursive: true });
    writeFileSync(join(project, 'deploy', 'crontab'), '# the GPU box\nMAILTO=ops@127.0.0.1\n*/5 * * * * python3 /opt/gpu/watchdog.py --tick\n0 3 1 * * /opt/gpu/monthly-report.sh\n');
    writeFileSync(join(project, 'deploy', 'systemd', 'claim-keeper.timer'), '[Timer]\nOnUnitActiveSec=2min\n');
    writeFileSync(join(project, 'deploy', 'systemd', 'claim-keeper.service'), '[Service]\nExecStart=/usr/bin/bash /opt/claims/keep.sh\n');
    // A loop skill that names the lock and state it keeps is proposed with them; one that names neither is not.
    mkdirSync(join(project, '.claude', 'skills', 'project-loop'), { recursive: true });
    writeFileSync(
      join(project, '.claude', 'skills', 'project-loop', 'SKILL.md'),
      '---\nname: project-loop\n---\nEvery 10 minutes run `python3 .loop/tick.py`: it keeps `.loop/state.json` and takes `.loop/loop.lock`.\n',
    );
    mkdirSync(join(project, '.claude', 'skills', 'tidy'), { recursive: true });
    writeFileSync(join(project, '.claude', 'skills', 'tidy', 'SKILL.md'), '---\nname: tidy\n---\nEvery hour run `bash tidy.sh`.\n');
    const result = await hookcheck(['init'], project);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/with 0 hook\(s\) and 3 heartbeat\(s\) run on a schedule\.\nFill in each heartbeat's TODO keys, then run: hookcheck heartbeat/);
    const text = readFileSync(join(project, 'hookcheck.config.yaml'), 'utf8');
    const config = parseConfig(text, 'hookcheck.config.yaml');
    expect(config.heartbeats.map(({ name, run, interval, lock, state }) => [name, run, interval, lock, state])).toEqual([
      ['tick', 'python3 .loop/tick.py', '600s', '.loop/loop.lock', '.loop/state.json'],
      ['watchdog', 'python3 /opt/gpu/watchdog.py --tick', '300s', undefined, undefined],
      ['keep', '/usr/bin/bash /opt/claims/keep.sh', '120s', undefined, undefined],
    ]);
    expect(text).toContain('# From .claude/skills/project-loop/SKILL.md (the loop skill project-loop: Every 10 minutes). Its lock and state are as its text names them: check them.');
    expect(text).toContain('TODO, what hookcheck needs to test it as a heartbeat');
    // A monthly schedule has no plain interval: named for the author, not given a guessed one.
    expect(text).toContain('# From deploy/crontab:3 (*/5 * * * *).');
    expect(text).toMatch(/no plain interval[\s\S]*# {3}deploy\/crontab:4 \(0 3 1 \* \*\): \/opt\/gpu\/monthly-report\.sh/);
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

describe('hookcheck init, then run and mutate: the entries init writes line up with the wired hooks', () => {
  /** The system python3 first: a version-manager shim needs its own variables, and costs a start per probe per mutant. */
  const hookcheck = (args: string[], cwd: string) => cli(args, cwd, { PATH: `/usr/bin:${process.env['PATH']}` });
  const GUARD =
    '#!/usr/bin/env python3\nimport json, sys\n\ncommand = json.load(sys.stdin).get("tool_input", {}).get("command", "")\nif "rm -rf" in command:\n    print("no rm -rf", file=sys.stderr)\n    sys.exit(2)\nsys.exit(0)\n';
  const PUSH = '#!/usr/bin/env bash\ninput=$(cat)\nif [[ "$input" == *"push --force"* ]]; then\n  echo "no force push" >&2\n  exit 2\nfi\nexit 0\n';
  const probes = (stop: string, pass: string) => [
    { name: `denies ${stop}`, role: 'control', event: 'PreToolUse', payload: { tool_name: 'Bash', tool_input: { command: stop } }, expect: { effect: 'deny' } },
    { name: `allows ${pass}`, role: 'benign', event: 'PreToolUse', payload: { tool_name: 'Bash', tool_input: { command: pass } }, expect: { effect: ['allow', 'none'] } },
  ];

  /** A python guard wired as `python3 "$CLAUDE_PROJECT_DIR"/…`, a bash guard wired in shell form; init's config, then given probes. */
  async function initialisedProject(): Promise<string> {
    const project = tempDir('hookcheck-init-match-');
    mkdirSync(join(project, '.claude', 'hooks'), { recursive: true });
    writeFileSync(join(project, '.claude', 'hooks', 'guard.py'), GUARD);
    writeFileSync(join(project, '.claude', 'hooks', 'no-force-push.sh'), PUSH);
    const handler = (command: string) => ({ type: 'command', command, timeout: 10 });
    const settings = {
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [handler('python3 "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.py'), handler('cd "$CLAUDE_PROJECT_DIR" && bash .claude/hooks/no-force-push.sh')] }],
      },
    };
    writeFileSync(join(project, '.claude', 'settings.json'), JSON.stringify(settings, null, 2));
    const init = await hookcheck(['init'], project);
    expect(init.exitCode, init.stderr).toBe(0);
    const path = join(project, 'hookcheck.config.yaml');
    const document = parseDocument(readFileSync(path, 'utf8'));
    const hooks = document.toJS().hooks as { name: string; command?: string[]; shell?: string }[];
    expect(hooks.map((hook) => [hook.name, hook.command ?? hook.shell])).toEqual([
      ['guard', ['python3', '.claude/hooks/guard.py']],
      ['no-force-push', 'cd "$CLAUDE_PROJECT_DIR" && bash .claude/hooks/no-force-push.sh'],
    ]);
    document.setIn(['hooks', 0, 'probes'], document.createNode(probes('rm -rf /', 'ls -la')));
    document.setIn(['hooks', 1, 'probes'], document.createNode(probes('git push --force', 'git push')));
    writeFileSync(path, document.toString());
    return project;
  }

  type RunReport = { hooks: { name?: string; probes?: { results: { name: string; passed: boolean }[] } }[] };
  const probeResults = (stdout: string) => (JSON.parse(stdout) as RunReport).hooks.map((hook) => [hook.name, hook.probes?.results.map((result) => [result.name, result.passed])]);

  it("gives `run <script>`, `run --hook` and `mutate` the entry's probes, for the command: and the shell: entry", async () => {
    const project = await initialisedProject();
    const byScript = await hookcheck(['run', '--runs', '0', '-r', 'json', '.claude/hooks/guard.py'], project);
    expect(probeResults(byScript.stdout), byScript.stderr).toEqual([
      [
        'guard',
        [
          ['denies rm -rf /', true],
          ['allows ls -la', true],
        ],
      ],
    ]);
    const shellByScript = await hookcheck(['run', '--runs', '0', '-r', 'json', '.claude/hooks/no-force-push.sh'], project);
    expect(probeResults(shellByScript.stdout), shellByScript.stderr).toEqual([
      [
        'no-force-push',
        [
          ['denies git push --force', true],
          ['allows git push', true],
        ],
      ],
    ]);
    const byName = await hookcheck(['run', '--runs', '0', '-r', 'json', '--hook', 'no-force-push'], project);
    expect(probeResults(byName.stdout), byName.stderr).toEqual([
      [
        'no-force-push',
        [
          ['denies git push --force', true],
          ['allows git push', true],
        ],
      ],
    ]);
    const unknown = await hookcheck(['run', '--hook', 'gaurd'], project);
    expect([unknown.exitCode, unknown.stderr]).toEqual([2, expect.stringMatching(/--hook gaurd: no hook of that name[\s\S]*Did you mean guard\? The config's hooks are guard, no-force-push\./)]);

    const mutated = await hookcheck(['mutate', '-r', 'json'], project);
    expect(mutated.exitCode, mutated.stderr).toBe(0);
    const report = JSON.parse(mutated.stdout) as { files: Record<string, { mutants: { status: string; killedBy?: string[] }[] }>; testFiles: Record<string, { tests: { id: string }[] }> };
    expect(Object.keys(report.files)).toEqual(['.claude/hooks/guard.py', '.claude/hooks/no-force-push.sh']);
    // Each hook's probes under its own test file; a mutant is killed only by a probe of its own hook.
    expect(Object.fromEntries(Object.entries(report.testFiles).map(([file, { tests }]) => [file, tests.map((test) => test.id).sort()]))).toEqual({
      '.claude/hooks/guard.py': ['.claude/hooks/guard.py: probe: allows ls -la', '.claude/hooks/guard.py: probe: denies rm -rf /'],
      '.claude/hooks/no-force-push.sh': ['.claude/hooks/no-force-push.sh: probe: allows git push', '.claude/hooks/no-force-push.sh: probe: denies git push --force'],
    });
    for (const [file, { mutants }] of Object.entries(report.files)) {
      expect(
        mutants.some((mutant) => mutant.status === 'Killed'),
        file,
      ).toBe(true);
      for (const mutant of mutants) for (const id of mutant.killedBy ?? []) expect(id.startsWith(`${file}: `), id).toBe(true);
    }
    const one = await hookcheck(['mutate', '-r', 'json', '--hook', 'no-force-push'], project);
    expect(one.exitCode, one.stderr).toBe(0);
    expect(Object.keys((JSON.parse(one.stdout) as { files: object }).files)).toEqual(['.claude/hooks/no-force-push.sh']);
  }, 600_000);
});
