/**
 * The built CLI as a user runs it: what reaches stdout and stderr, and the exit codes.
 * `npm test` builds first; these tests spawn bin/hookcheck.js with a minimal environment.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { hookcheck as cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const example = (name: string) => join(root, 'examples', name);

function hookcheck(args: string[], cwd = tempDir('hookcheck-cli-')) {
  return cli(args, cwd, { PATH: process.env['PATH'], PYENV_ROOT: process.env['PYENV_ROOT'] });
}

describe('hookcheck run', () => {
  it('prints only the JSON document on stdout with --reporter json, valid against the published schema', async () => {
    const result = await hookcheck(['run', '--reporter', 'json', '--runs', '20', '--canaries', 'bash-destructive', example('deny-with-exit-1.sh'), example('careful-guard.py')]);
    const document = JSON.parse(result.stdout);
    const schema = JSON.parse(readFileSync(join(root, 'schema', 'report.schema.json'), 'utf8'));
    const validate = new Ajv2020.default({ allErrors: true }).compile(schema);
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    // The examples are wired in examples/.claude/settings.json: events come from there, no notice.
    expect(result.stderr).not.toMatch(/No --event given/);
    expect(document.hooks.map((hook: { eventsFrom: string; matcher: string }) => [hook.eventsFrom.endsWith('examples/.claude/settings.json'), hook.matcher])).toEqual([
      [true, 'Bash'],
      [true, 'Bash'],
    ]);
    expect(result.exitCode).toBe(1);
    const [exitOne, careful] = document.hooks;
    // Two causes, each once: its rm -rf deny never holds (exit 1; the exit-code finding names the
    // controls it cost), and it does not look for the other canaries at all (no-controls lists them).
    const errors = exitOne.findings.filter((finding: { severity: string }) => finding.severity === 'error');
    expect(errors.map((finding: { code: string }) => finding.code)).toEqual(['no-controls', 'exit-deny-fails-open']);
    expect(errors[1].message).toMatch(/It cost 3 control probe\(s\) their decision: "bash-destructive: rm -rf \/"/);
    expect(errors[0].message).toMatch(/The controls that missed: "/);
    expect([exitOne.verdict, careful.verdict, careful.probes.recall]).toEqual(['fail', 'pass', 1]);
    expect(careful.findings.filter((finding: { severity: string }) => finding.severity === 'error')).toEqual([]);
  }, 240_000);

  it("runs the README's bundled examples: the careful guard passes with no warning, each broken one fails with its one root cause, the fragile one warns", async () => {
    const result = await hookcheck(['run', '--config', example('hookcheck.config.yaml'), '--runs', '10', '-r', 'json']);
    expect(result.exitCode, result.stderr).toBe(1);
    const document = JSON.parse(result.stdout) as { hooks: { command: string; verdict: string; findings: { severity: string; check: string; code: string }[] }[] };
    const seen = (severity: string) =>
      Object.fromEntries(
        document.hooks.map((hook) => [hook.command.split('/').pop(), hook.findings.filter((finding) => finding.severity === severity).map((finding) => `${finding.check}/${finding.code}`)]),
      );
    expect(seen('error')).toEqual({
      'careful-guard.py': [],
      'deny-with-exit-1.sh': ['exit-code/exit-deny-fails-open'],
      'banner-before-json.sh': ['output/stdout-banner-before-json'],
      // No agent sends empty stdin: a crash there is a warning (the severity rule), not a failed gate.
      'crashes-on-empty-stdin.py': [],
    });
    expect(seen('warning')['careful-guard.py']).toEqual([]);
    expect(seen('warning')['crashes-on-empty-stdin.py']).toContain('posture/posture-crashes-on-garbage');
    expect(document.hooks.map((hook) => hook.verdict)).toEqual(['pass', 'fail', 'fail', 'warn']);
  }, 240_000);

  it('exits 0 for a hook with no error findings and shows a readable report', async () => {
    const result = await hookcheck(['run', '--event', 'PreToolUse', '--runs', '10', '--canaries', 'bash-destructive', example('careful-guard.py')]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/hookcheck \d+\.\d+\.\d+/);
    expect(result.stdout).toMatch(/0 error\(s\)/);
    expect(result.stderr).not.toMatch(/No --event given/);
  }, 60_000);

  it('writes the report to --output and nothing to stdout', async () => {
    const dir = tempDir('hookcheck-out-');
    const result = await hookcheck(['run', '-r', 'json', '-o', 'report.json', '--timeout', '2s', '--runs', '0', example('deny-with-exit-1.sh')], dir);
    expect(result.stdout).toBe('');
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).summary.hooks).toBe(1);
  }, 60_000);

  it('keeps the report when --output cannot be written: it goes to stdout, and the exit code says so', async () => {
    const dir = tempDir('hookcheck-out-');
    const result = await hookcheck(['run', '-r', 'json', '-o', dir, '--timeout', '2s', '--runs', '0', example('deny-with-exit-1.sh')]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/Could not write the report to .*hookcheck-out-/);
    expect(JSON.parse(result.stdout).summary.hooks).toBe(1);
  }, 60_000);

  it('finds a shell-form hook that names its script through $CLAUDE_PROJECT_DIR, wherever it lives', async () => {
    const project = tempDir('hookcheck-project-');
    mkdirSync(join(project, 'scripts'));
    writeFileSync(join(project, 'scripts', 'guard.sh'), readFileSync(join(root, 'fixtures', 'hooks', 'denies-rm-rf-exit-2.sh')));
    const result = await hookcheck(['run', '-r', 'json', '-e', 'PreToolUse', '--runs', '0', '--shell', 'bash "$CLAUDE_PROJECT_DIR"/scripts/guard.sh'], project);
    const [hook] = JSON.parse(result.stdout).hooks;
    expect(hook.findings.filter((finding: { check: string }) => finding.check === 'launch')).toEqual([]);
    expect(hook.stats.cases).toBeGreaterThan(1);
  }, 60_000);

  it('exits 2 with the problem and the fix on bad usage', async () => {
    const result = await hookcheck(['run', '--event', 'pretooluse', example('careful-guard.py')]);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/Unknown event "pretooluse"/);
    expect(result.stderr).toMatch(/did you mean PreToolUse/);
  });

  it('exits 2 for a path that is not there, and for an unknown command', async () => {
    expect((await hookcheck(['run', 'nope.sh'])).stderr).toMatch(/No hook at nope\.sh/);
    const unknown = await hookcheck(['mutat']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command "mutat"/);
  });

  it('says how to get the agent when --live cannot find it, and exits 2', async () => {
    const result = await hookcheck(['run', '--live', '--claude-bin', '/nonexistent/claude', example('careful-guard.py')]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/--claude-bin \/nonexistent\/claude is not an executable file/);
    expect(result.stderr).toMatch(/npm install -D @anthropic-ai\/claude-code/);
  });

  it('tells its version and its usage', async () => {
    expect((await hookcheck(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+$/);
    const help = await hookcheck(['run', '--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toMatch(/--posture open\|closed/);
  });
});

describe('hookcheck run: plugin root, --env and where state is kept', () => {
  /** Denies rm -rf only when MODE is strict and CLAUDE_PLUGIN_ROOT names the plugin: what it sees decides the probe. */
  const GUARD =
    '#!/usr/bin/env bash\ninput=$(cat)\nif [[ "$input" == *"rm -rf"* && "$MODE" == strict && -f "$CLAUDE_PLUGIN_ROOT/.claude-plugin/plugin.json" ]]; then\n  echo "no rm -rf" >&2\n  exit 2\nfi\nexit 0\n';

  function pluginAndWorkFolder(): { plugin: string; work: string } {
    const plugin = tempDir('hookcheck-plugin-');
    mkdirSync(join(plugin, '.claude-plugin'));
    writeFileSync(join(plugin, '.claude-plugin', 'plugin.json'), '{"name":"guard"}');
    mkdirSync(join(plugin, 'hooks'));
    writeFileSync(join(plugin, 'hooks', 'guard.sh'), GUARD, { mode: 0o755 });
    const work = tempDir('hookcheck-work-');
    const probe = 'probes:\n      - name: denies rm -rf\n        role: control\n        payload: { tool_name: Bash, tool_input: { command: "rm -rf /" } }\n        expect: { effect: deny }\n';
    writeFileSync(join(work, 'hookcheck.config.yaml'), `hooks:\n  - name: guard\n    script: ${join(plugin, 'hooks', 'guard.sh')}\n    events: [PreToolUse]\n    matcher: Bash\n    ${probe}`);
    return { plugin, work };
  }
  const passed = (stdout: string) => (JSON.parse(stdout) as { hooks: { probes: { results: { passed: boolean }[] } }[] }).hooks[0]!.probes.results.map((result) => result.passed);

  it('sets CLAUDE_PLUGIN_ROOT to the plugin folder the script lives in (outside the project) and adds --env variables', async () => {
    const { plugin, work } = pluginAndWorkFolder();
    const withEnv = await hookcheck(['run', '-r', 'json', '--runs', '0', '--env', 'MODE=strict'], work);
    expect(passed(withEnv.stdout), withEnv.stderr).toEqual([true]);
    expect(withEnv.exitCode, withEnv.stdout).toBe(0);
    // The same hook without the variable does not deny: the probe sees the difference.
    const without = await hookcheck(['run', '-r', 'json', '--runs', '0'], work);
    expect(passed(without.stdout), without.stderr).toEqual([false]);
    // A --plugin-root that is no plugin: the hook's test of it fails.
    const wrongRoot = await hookcheck(['run', '-r', 'json', '--runs', '0', '--env', 'MODE=strict', '--plugin-root', work], work);
    expect(passed(wrongRoot.stdout), wrongRoot.stderr).toEqual([false]);
    const rightRoot = await hookcheck(['run', '-r', 'json', '--runs', '0', '--env', 'MODE=strict', '--plugin-root', plugin], work);
    expect(passed(rightRoot.stdout), rightRoot.stderr).toEqual([true]);
    const bad = await hookcheck(['run', '--env', 'MODE'], work);
    expect([bad.exitCode, bad.stderr]).toEqual([2, expect.stringMatching(/--env "MODE" is not KEY=VALUE[\s\S]*--env MODE=value/)]);
  }, 120_000);

  it('saves regressions only when asked: in .hookcheck/ of the folder it runs in once that exists, never in the project under test, or in --state-dir', async () => {
    const project = tempDir('hookcheck-under-test-');
    copyFileSync(join(root, 'fixtures', 'hooks', 'crashes-on-paths-with-spaces.js'), join(project, 'guard.js'));
    const work = tempDir('hookcheck-work-');
    const unasked = await hookcheck(['run', '--runs', '30', '--seed', '5', '--project', project, join(project, 'guard.js')], work);
    expect([unasked.exitCode, unasked.stderr]).toEqual([1, expect.stringMatching(/1 shrunk failure\(s\) not kept: make the folder \.hookcheck \(or give --state-dir <dir>\)/)]);
    expect([existsSync(join(work, '.hookcheck')), existsSync(join(project, '.hookcheck'))]).toEqual([false, false]);
    mkdirSync(join(work, '.hookcheck'));
    const found = await hookcheck(['run', '--runs', '30', '--seed', '5', '--project', project, join(project, 'guard.js')], work);
    expect([found.exitCode, found.stderr]).toEqual([1, expect.stringMatching(/saved 1 shrunk failure\(s\) to \.hookcheck\/regressions\.json/)]);
    expect(existsSync(join(work, '.hookcheck', 'regressions.json'))).toBe(true);
    expect(existsSync(join(project, '.hookcheck'))).toBe(false);
    const elsewhere = await hookcheck(['run', '--runs', '30', '--seed', '5', '--state-dir', 'state', join(project, 'guard.js')], work);
    expect(elsewhere.stderr).toMatch(/saved 1 shrunk failure\(s\) to state\/regressions\.json/);
    expect(JSON.parse(readFileSync(join(work, 'state', 'regressions.json'), 'utf8')).regressions).toHaveLength(1);
  }, 240_000);
});
