/**
 * The fuzz phase from the command line: seeds, `--seed` replays, the regressions file, `replay`,
 * and the exit codes when generation tests nothing or its input is wrong.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hookcheck as cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => join(root, 'fixtures', 'hooks', name);

function hookcheck(args: string[], cwd: string) {
  return cli(args, cwd, { PATH: process.env['PATH'] });
}

interface FuzzJson {
  hooks: {
    fuzz: { seed: number; digest: string; executed: { valid: number; garbage: number }; failures: { id: string; code: string; stdin: string }[] };
    regressions?: { id: string; status: string }[];
    findings: { code: string }[];
  }[];
}

const json = (stdout: string) => JSON.parse(stdout) as FuzzJson;

describe('hookcheck run: fuzzing', () => {
  it('prints the seed of every run, and --seed replays the same cases whatever --jobs is', async () => {
    const hook = fixture('crashes-on-paths-with-spaces.js');
    const first = await hookcheck(['run', '-r', 'json', '--runs', '30', '--jobs', '1', '--seed', '5', hook], tempDir('hookcheck-seed-'));
    const second = await hookcheck(['run', '-r', 'json', '--runs', '30', '--jobs', '3', '--seed', '5', hook], tempDir('hookcheck-seed-'));
    expect(first.stderr).toMatch(/seed 5 \(run again with --seed 5/);
    const [a, b] = [json(first.stdout).hooks[0]!.fuzz, json(second.stdout).hooks[0]!.fuzz];
    expect(b.digest).toBe(a.digest);
    expect(a.failures.map((failure) => failure.code)).toEqual(['exit-crash-on-valid-payload']);
    expect(b.failures.map((failure) => [failure.id, failure.stdin])).toEqual(a.failures.map((failure) => [failure.id, failure.stdin]));
    const passing = await hookcheck(['run', '--runs', '10', '--allow-no-controls', fixture('denies-rm-rf-exit-2.sh')], tempDir('hookcheck-seed-'));
    expect(passing.exitCode).toBe(0);
    expect(passing.stderr).toMatch(/seed \d+ \(run again with --seed \d+/);
    // Three runs of some 80 cases each: 116 s of a 120 s allowance in a loaded full run.
  }, 300_000);

  it('saves shrunk failures, re-runs them first, replays one by id, and reports it fixed once the hook is', async () => {
    const dir = tempDir('hookcheck-regressions-');
    const hook = join(dir, 'guard.js');
    copyFileSync(fixture('crashes-on-paths-with-spaces.js'), hook);
    // The folder made: the user keeps regressions here.
    mkdirSync(join(dir, '.hookcheck'));
    const found = await hookcheck(['run', '-r', 'json', '--runs', '30', '--seed', '5', 'guard.js'], dir);
    expect(found.exitCode).toBe(1);
    expect(found.stderr).toMatch(/saved 1 shrunk failure\(s\) to \.hookcheck\/regressions\.json/);
    const saved = JSON.parse(readFileSync(join(dir, '.hookcheck', 'regressions.json'), 'utf8'));
    const id: string = saved.regressions[0].id;
    expect(id).toBe(json(found.stdout).hooks[0]!.fuzz.failures[0]!.id);

    const again = await hookcheck(['run', '-r', 'json', '--runs', '0', 'guard.js'], dir);
    expect(json(again.stdout).hooks[0]!.regressions).toEqual([{ id, status: 'still-failing' }]);
    const replayed = await hookcheck(['replay', id], dir);
    expect(replayed.exitCode).toBe(1);
    expect(replayed.stderr).toMatch(new RegExp(`${id} still fails \\(exit-code/exit-crash-on-valid-payload\\)`));
    expect(replayed.stdout).toMatch(/exit 1 in/);
    // The same failure saved as found in an agent hookcheck does not know: refused, naming the entry and the agents it knows.
    const unknown = { ...saved, regressions: [{ ...saved.regressions[0], agent: { agent: 'hermes', event: 'PreToolUse', version: '1.0.0' } }] };
    writeFileSync(join(dir, 'unknown-agent.json'), JSON.stringify(unknown));
    const refused = await hookcheck(['replay', id, '--regressions', 'unknown-agent.json'], dir);
    expect([refused.exitCode, refused.stderr]).toEqual([
      2,
      expect.stringMatching(new RegExp(`Saved failure ${id} in .*unknown-agent\\.json was found as agent "hermes", which hookcheck does not know`)),
    ]);
    expect(refused.stderr).toMatch(/Known agents: gemini, codex, copilot, qwen, cline; fix its "agent" or remove the entry/);

    copyFileSync(fixture('allows-everything.sh'), hook);
    const fixed = await hookcheck(['run', '-r', 'json', '--runs', '0', 'guard.js'], dir);
    expect(json(fixed.stdout).hooks[0]!.regressions).toEqual([{ id, status: 'fixed' }]);
    expect(fixed.stderr).toMatch(/1 saved regression\(s\) no longer fail; --prune removes them/);
    expect(JSON.parse(readFileSync(join(dir, '.hookcheck', 'regressions.json'), 'utf8')).regressions).toHaveLength(1);
    const replayFixed = await hookcheck(['replay', id], dir);
    expect([replayFixed.exitCode, replayFixed.stderr]).toEqual([0, expect.stringMatching(/no longer fails/)]);

    const pruned = await hookcheck(['run', '--runs', '0', '--prune', 'guard.js'], dir);
    expect(pruned.stderr).toMatch(/pruned 1 fixed regression\(s\)/);
    expect(JSON.parse(readFileSync(join(dir, '.hookcheck', 'regressions.json'), 'utf8')).regressions).toEqual([]);
    const gone = await hookcheck(['replay', id], dir);
    expect(gone.exitCode).toBe(2);
    expect(gone.stderr).toMatch(new RegExp(`No saved failure has the id "${id}"`));
  }, 180_000);

  it('exits 2 when --max-time leaves no generated case run, and still prints the report', async () => {
    const result = await hookcheck(['run', '-r', 'json', '--max-time', '1ms', fixture('denies-rm-rf-exit-2.sh')], tempDir('hookcheck-maxtime-'));
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/--max-time ran out before any generated case ran/);
    expect(json(result.stdout).hooks[0]!.fuzz.digest).toBeDefined();
  }, 60_000);

  it('does not blame --max-time for generated cases held back from a hook whose every case floods its output', async () => {
    const result = await hookcheck(['run', '-r', 'json', '--runs', '20', fixture('prints-one-gib.sh')], tempDir('hookcheck-flood-'));
    expect(result.stderr).not.toMatch(/--max-time ran out/);
    const hook = json(result.stdout).hooks[0]!;
    // The named cases fill both streaks: no generated case is sent, and that is no lack of time.
    // (Not the exit code: on a machine busy enough, draining 1 GiB outlasts the 10 s timeout, and
    // the streak is then one of timeouts, an error; at idle it is a flood, a warning.)
    expect(result.exitCode).not.toBe(2);
    expect(hook.fuzz.executed.valid + hook.fuzz.executed.garbage).toBe(0);
    expect(hook.findings.map(({ code }) => code)).toEqual(expect.arrayContaining([expect.stringMatching(/^(output-flood|timeout)-cases-not-sent$/)]));
  }, 120_000);

  it('names bad fuzz options and a broken regressions file, with exit code 2', async () => {
    const dir = tempDir('hookcheck-bad-');
    const runs = await hookcheck(['run', '--runs=-3', fixture('allows-everything.sh')], dir);
    expect([runs.exitCode, runs.stderr]).toEqual([2, expect.stringMatching(/--runs "-3" is not a whole number/)]);
    const seed = await hookcheck(['run', '--seed', 'abc', fixture('allows-everything.sh')], dir);
    expect([seed.exitCode, seed.stderr]).toEqual([2, expect.stringMatching(/--seed "abc" is not an integer/)]);
    mkdirSync(join(dir, '.hookcheck'));
    writeFileSync(join(dir, '.hookcheck', 'regressions.json'), JSON.stringify({ version: 1, regressions: [{ id: 'x' }] }));
    const broken = await hookcheck(['run', fixture('allows-everything.sh')], dir);
    expect(broken.exitCode).toBe(2);
    expect(broken.stderr).toMatch(/regressions\.json does not hold hookcheck regressions:\n\s+regressions\.0\.command/);
    const noFile = await hookcheck(['replay', 'PreToolUse-0000000000'], tempDir('hookcheck-bad-'));
    expect([noFile.exitCode, noFile.stderr]).toEqual([2, expect.stringMatching(/No saved regressions at .*regressions\.json/)]);
    expect(existsSync(join(dir, 'report.json'))).toBe(false);
  }, 60_000);
});

describe('hookcheck run: the sandbox', () => {
  it('contains hooks with bubblewrap by default, and with --sandbox none runs them bare, claiming no containment', async () => {
    const hook = fixture('denies-rm-rf-exit-2.sh');
    const boxed = await hookcheck(['run', '-r', 'json', '--runs', '0', hook], tempDir('hookcheck-sandbox-'));
    // The report also says which bounds on resources applied here.
    expect(JSON.parse(boxed.stdout).hooks[0].sandbox).toMatchObject({ kind: 'bwrap', limits: { applied: expect.any(Array), notApplied: expect.any(Array) } });
    expect(boxed.stderr).not.toMatch(/NOT SANDBOXED/);
    const bare = await hookcheck(['run', '--runs', '0', '--sandbox', 'none', '--allow-no-controls', hook], tempDir('hookcheck-sandbox-'));
    expect(bare.exitCode).toBe(0);
    expect(bare.stdout).toMatch(/sandbox: none \(--sandbox none\): hooks ran in plain scratch folders, not contained/);
    expect(bare.stdout).not.toMatch(/host read-only|no network|PID namespace/);
    const wrong = await hookcheck(['run', '--sandbox', 'docker', hook], tempDir('hookcheck-sandbox-'));
    expect([wrong.exitCode, wrong.stderr]).toEqual([2, expect.stringMatching(/--sandbox "docker" is not one of auto, bwrap, none/)]);
  }, 120_000);

  it('seeds the scratch HOME from --home and the project from --project, never touching either', async () => {
    const home = tempDir('hookcheck-home-seed-');
    const project = tempDir('hookcheck-project-seed-');
    mkdirSync(join(home, '.config'));
    writeFileSync(join(home, '.config', 'guard.conf'), 'deny-all\n');
    writeFileSync(join(project, 'policy.txt'), 'strict\n');
    const script = 'cat >/dev/null; grep -q deny-all "$HOME/.config/guard.conf" && grep -q strict policy.txt && { echo "Refused by policy" >&2; exit 2; }; exit 0';
    const result = await hookcheck(['run', '-r', 'json', '--runs', '0', '--home', home, '--project', project, '--shell', script], tempDir('hookcheck-seed-cwd-'));
    const valid = JSON.parse(result.stdout).hooks[0].findings.map((finding: { code: string }) => finding.code);
    expect(valid).toContain('posture-blocks-garbage');
    expect(readFileSync(join(home, '.config', 'guard.conf'), 'utf8')).toBe('deny-all\n');
    const missing = await hookcheck(['run', '--home', join(home, 'nope'), '--shell', script], tempDir('hookcheck-seed-cwd-'));
    expect([missing.exitCode, missing.stderr]).toEqual([2, expect.stringMatching(/--home .*nope is not a folder/)]);
  }, 120_000);
});
