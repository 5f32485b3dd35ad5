/**
 * Probes, controls and the config file as a user meets them: the verdicts, the exit codes (3 for
 * no evidence), the config's error lines, and recorded payloads replayed by `hookcheck run`.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hookcheck as cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => join(root, 'fixtures', 'hooks', name);

/** The system python3 first: a version-manager shim costs ~300 ms per start, and these runs start python ~60 times. */
const PATH = `/usr/bin:${process.env['PATH']}`;

function hookcheck(args: string[], cwd = tempDir('hookcheck-probes-')) {
  return cli(args, cwd, { PATH, PYENV_ROOT: process.env['PYENV_ROOT'] });
}

interface Hook {
  name?: string;
  command: string;
  verdict: string;
  findings: { check: string; code: string; severity: string; message: string }[];
  probes: { evidence: string; recall: number | null; falsePositiveRate: number | null; controls: number; benign: number; results: { name: string; passed: boolean }[] };
  stats: { cases: number };
}
const hooksOf = (stdout: string): Hook[] => JSON.parse(stdout).hooks;

describe('hookcheck run: controls decide whether a run is evidence', () => {
  it('gives the guard that reads tool_input.cmd "no evidence" and exit 3 with the bash-destructive canaries; the correct guard gets recall 100% and no false positive', async () => {
    const result = await hookcheck(['run', '-r', 'json', '--runs', '0', '--canaries', 'bash-destructive', fixture('guard-reads-wrong-field.py'), join(root, 'examples', 'careful-guard.py')]);
    expect(result.exitCode, result.stderr).toBe(3);
    const [wrong, careful] = hooksOf(result.stdout);
    expect([wrong!.verdict, wrong!.probes.evidence, wrong!.probes.recall, wrong!.probes.controls]).toEqual(['no-evidence', 'no-control-fired', 0, 10]);
    expect([careful!.probes.evidence, careful!.probes.recall, careful!.probes.falsePositiveRate, careful!.probes.benign]).toEqual(['controls-fired', 1, 0, 6]);
    expect(careful!.verdict).not.toMatch(/fail|no-evidence/);
  }, 240_000);

  it('says so in the pretty report: a guard that lets every control through is "no evidence"', async () => {
    const pretty = await hookcheck(['run', '--runs', '0', '--canaries', 'bash-destructive', fixture('allows-everything.sh')]);
    expect(pretty.exitCode).toBe(3);
    expect(pretty.stdout).toMatch(/\? no evidence/);
    expect(pretty.stdout).toMatch(/controls: 0\/10 controls fired \(recall 0%\).*NO control fired: nothing below is evidence/);
    expect(pretty.stdout).toMatch(/without evidence \(no control fired\)/);
  }, 120_000);

  it('exits 3 for a hook that decides and fired on nothing, and --allow-no-controls makes that a warning (exit 0)', async () => {
    const bare = await hookcheck(['run', '--runs', '0', fixture('guard-never-fires.sh')]);
    expect(bare.exitCode, bare.stdout).toBe(3);
    expect(bare.stdout).toMatch(/role: govern — it never denied, asked, blocked or added context in this run, but its code shows decision output \(exit 2\)/);
    expect(bare.stdout).toMatch(/This hook decides \(role govern, on PreToolUse: [^\n]*\) but it has no control probe and decided on no case[^\n]*--canaries bash-destructive/);
    const allowed = await hookcheck(['run', '-r', 'json', '--runs', '0', '--allow-no-controls', fixture('guard-never-fires.sh')]);
    expect(allowed.exitCode).toBe(0);
    expect(
      hooksOf(allowed.stdout)[0]!
        .findings.filter((finding) => finding.code === 'no-controls')
        .map((finding) => finding.severity),
    ).toEqual(['warning']);
    // Controls that all missed are softened with it, or the flag would make "no evidence" a failure.
    const missed = await hookcheck(['run', '-r', 'json', '--runs', '0', '--allow-no-controls', '--canaries', 'bash-destructive', fixture('allows-everything.sh')]);
    expect(missed.exitCode).toBe(0);
    // One root cause, one finding: the ten misses are listed in the no-controls finding.
    const findings = hooksOf(missed.stdout)[0]!.findings.filter((finding) => finding.check === 'controls' && finding.severity !== 'info');
    expect(findings.map((finding) => [finding.code, finding.severity])).toEqual([['no-controls', 'warning']]);
    expect(findings[0]!.message).toMatch(/The controls that missed: "[^"]+" \(effect was/);
  }, 120_000);

  it('a guard that denied on its own valid payloads has evidence: exit 0, role govern and the case in the JSON, an info suggesting controls', async () => {
    const result = await hookcheck(['run', '-r', 'json', '--runs', '0', fixture('python-guard-denies-rm-rf.py')]);
    expect(result.exitCode, result.stderr).toBe(0);
    const [hook] = JSON.parse(result.stdout).hooks as (Hook & { role: { role: string; from: string; why: string; evidenceCaseId?: string } })[];
    expect([hook!.role.role, hook!.role.from, hook!.role.evidenceCaseId]).toEqual(['govern', 'run', expect.stringMatching(/^PreToolUse\/valid\//)]);
    expect(hook!.findings.filter((finding) => finding.severity !== 'info')).toEqual([]);
    expect(hook!.findings.filter((finding) => finding.code === 'controls-suggested').map((finding) => finding.severity)).toEqual(['info']);
    const pretty = await hookcheck(['run', '--runs', '0', fixture('python-guard-denies-rm-rf.py')]);
    expect(pretty.stdout).toMatch(/role: govern — it denied on /);
    expect(pretty.stdout).toMatch(/controls: 0\/0 controls fired.*no controls, but the run shows the hook deciding/);
  }, 120_000);

  it('proves a lock-staleness guard with two probes that move time, and fails the guard that always says held', async () => {
    const result = await hookcheck(['run', '-r', 'json', '--config', join(root, 'fixtures', 'configs', 'lock-guard.yaml')]);
    expect(result.exitCode, result.stderr).toBe(1);
    const [honest, held] = hooksOf(result.stdout);
    expect([honest!.name, honest!.verdict, honest!.stats.cases]).toEqual(['lock guard', 'pass', 3]);
    expect(held!.probes.results.filter((probe) => !probe.passed).map((probe) => probe.name)).toEqual(['a lock older than its TTL is stale']);
    expect(held!.verdict).toBe('fail');
  }, 60_000);

  it('lists the three mistakes of a config on three lines and exits 2', async () => {
    const result = await hookcheck(['run', '--config', join(root, 'fixtures', 'configs', 'three-mistakes.yaml')]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(
      /three-mistakes\.yaml has 3 problem\(s\):\n {2}hooks\[0\]\.timeout must be .*\n {2}hooks\[0\]\.probes\[0\]\.expect\.effect must be one of .*\n {2}hooks\[0\]\.evnts is not a known key \(did you mean "events"\?\)/,
    );
    expect(result.stdout).toBe('');
  }, 30_000);

  it('refuses an unknown canary set, a probe path outside the scratch area, and an empty run, each with the fix', async () => {
    const canary = await hookcheck(['run', '--canaries', 'bash-destructiv', fixture('denies-rm-rf-exit-2.sh')]);
    expect([canary.exitCode, canary.stderr]).toEqual([2, expect.stringMatching(/no canary set "bash-destructiv".*\n.*Choose from bash-destructive, secret-files, network-exfil/)]);
    const dir = tempDir('hookcheck-probes-');
    copyFileSync(fixture('denies-rm-rf-exit-2.sh'), join(dir, 'guard.sh'));
    writeFileSync(join(dir, 'hookcheck.config.yaml'), 'hooks:\n  - script: guard.sh\n    probes:\n      - name: p\n        setup: { files: { /etc/passwd: x } }\n        expect: { exitCode: 0 }\n');
    const outside = await hookcheck(['run'], dir);
    expect([outside.exitCode, outside.stderr]).toEqual([2, expect.stringMatching(/hooks\[0\]\.probes\[0\]\.setup\.files\["\/etc\/passwd"\] is absolute/)]);
    const empty = await hookcheck(['run'], tempDir('hookcheck-probes-'));
    expect([empty.exitCode, empty.stderr]).toEqual([2, expect.stringMatching(/no hook given and no hookcheck\.config\.json\/\.yaml found[\s\S]*hookcheck init/)]);
  }, 60_000);
});

describe('hookcheck run: payloads hookcheck record kept', () => {
  it('replays them as cases of the hook, and a probe can name one', async () => {
    const dir = tempDir('hookcheck-recorded-');
    mkdirSync(join(dir, 'hooks'));
    mkdirSync(join(dir, 'checks'));
    copyFileSync(join(root, 'examples', 'careful-guard.py'), join(dir, 'hooks', 'guard.py'));
    const payload = {
      session_id: 'real',
      transcript_path: `${dir}/t.jsonl`,
      cwd: dir,
      hook_event_name: 'PreToolUse',
      permission_mode: 'default',
      tool_name: 'Bash',
      tool_input: { command: 'git push --force origin main' },
      tool_use_id: 'toolu_1',
    };
    const env = { PATH, PYENV_ROOT: process.env['PYENV_ROOT'], CLAUDE_PROJECT_DIR: dir, NO_COLOR: undefined };
    const recorded = await cli(['record', '--', join(dir, 'hooks', 'guard.py')], dir, env, { input: JSON.stringify(payload) });
    expect(recorded.stdout).toMatch(/"permissionDecision": ?"deny"/);
    const [file] = readdirSync(join(dir, '.hookcheck', 'recorded')).filter((name) => name.endsWith('.json'));
    const name = file!.replace(/\.json$/, '');
    // The config sits in a folder of its own, so the plain runs below do not pick it up.
    const config = join(dir, 'checks', 'hookcheck.config.yaml');
    writeFileSync(
      config,
      `hooks:\n  - script: ../hooks/guard.py\n    events: [PreToolUse]\n    matcher: Bash\n    probes:\n      - name: the force-push it really saw\n        role: control\n        recorded: ${name}\n        expect: { effect: deny, reason: force }\n`,
    );
    const probed = await hookcheck(['run', '-r', 'json', '--runs', '0', '--config', config], dir);
    const [hook] = hooksOf(probed.stdout);
    expect(hook!.probes.results.map((probe) => [probe.name, probe.passed])).toEqual([['the force-push it really saw', true]]);
    expect(hook!.probes.evidence).toBe('controls-fired');
    const plain = ['run', '-r', 'json', '--runs', '0', '--allow-no-controls', '--event', 'PreToolUse', '--matcher', 'Bash', 'hooks/guard.py'];
    const withRecorded = hooksOf((await hookcheck(plain, dir)).stdout)[0]!.stats.cases;
    rmSync(join(dir, '.hookcheck'), { recursive: true });
    const without = hooksOf((await hookcheck(plain, dir)).stdout)[0]!.stats.cases;
    expect(withRecorded).toBe(without + 1);
  }, 180_000);
});
