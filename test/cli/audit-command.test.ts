/**
 * `hookcheck audit` and `hookcheck try` as a user and a CI run them: the built CLI on the bundled
 * examples, the plugin-pack fixture and scratch projects. `npm test` builds first.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { AGENT_LINTS } from '../../src/audit/lints/agents/index.js';
import { HEARTBEAT_LINTS } from '../../src/audit/lints/heartbeat/index.js';
import { MOD_LINTS } from '../../src/audit/lints/mods/index.js';
import { LINTS } from '../../src/audit/lints/index.js';
import { auditSchema } from '../../src/reporters/audit/audit-schema.js';
import { validateJunitFile, validateSarif } from '../helpers/report-validators.js';
import { tempDir } from '../helpers/temp-dir.js';
import { hookcheck, ROOT } from '../helpers/cli.js';

const root = ROOT;

/** A project with one clean guard and one handler whose script is missing (a lint finding). */
function projectWithOneFinding(): string {
  const project = tempDir('hookcheck-audit-');
  mkdirSync(join(project, '.claude', 'hooks'), { recursive: true });
  writeFileSync(join(project, '.claude', 'hooks', 'ok.sh'), '#!/usr/bin/env bash\ncat >/dev/null\nexit 0\n');
  chmodSync(join(project, '.claude', 'hooks', 'ok.sh'), 0o755);
  writeSettings(project, ['ok.sh', 'missing.sh']);
  return project;
}

function writeSettings(project: string, scripts: string[]): void {
  const hooks = scripts.map((script) => ({ type: 'command', command: `"$CLAUDE_PROJECT_DIR"/.claude/hooks/${script}`, timeout: 5 }));
  writeFileSync(join(project, '.claude', 'settings.json'), JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks }] } }, null, 2));
}

describe('hookcheck audit', () => {
  it('audits examples/ into JUnit and SARIF files that validate, JSON that matches its schema, and findings at the settings line', async () => {
    const out = tempDir('hookcheck-audit-reports-');
    const files = { junit: join(out, 'hookcheck.xml'), sarif: join(out, 'hookcheck.sarif'), json: join(out, 'hookcheck.json') };
    const result = await hookcheck(['audit', 'examples', '--runs', '3', '-r', 'pretty', '-r', `junit=${files.junit}`, '-r', `sarif=${files.sarif}`, '-r', `json=${files.json}`]);
    expect(result.exitCode, result.stderr).toBe(1);
    expect(result.stderr).toContain('probes from examples/hookcheck.config.yaml');

    const junit = await validateJunitFile(files.junit);
    expect(junit.exitCode, junit.stderr).toBe(0);
    const sarif: unknown = JSON.parse(readFileSync(files.sarif, 'utf8'));
    expect(validateSarif(sarif), JSON.stringify(validateSarif.errors)).toBe(true);

    const document = auditSchema.parse(JSON.parse(readFileSync(files.json, 'utf8')));
    expect([document.summary.handlers, document.summary.ran, document.summary.gate]).toEqual([4, 4, 'fail']);
    const exitOne = document.findings.find((finding) => finding.rule === 'exit-code/exit-deny-fails-open')!;
    expect([exitOne.location.file, exitOne.location.line]).toEqual(['examples/.claude/settings.json', 8]);
    // The careful guard gets its canaries from the config: its controls fire.
    const careful = document.run!.hooks[document.wiring[0]!.run.hook!]!;
    expect(careful.probes?.recall).toBe(1);
    expect(result.stdout).toContain('project .claude/settings.json › PreToolUse[0] (Bash) › hooks[1]: deny-with-exit-1');
  }, 300_000);

  it('on a plugin folder names each hook by its wiring, points at the line, and says what to fix', async () => {
    const result = await hookcheck(['audit', 'fixtures/audit/plugin-pack', '--runs', '0']);
    expect(result.exitCode, result.stderr).toBe(1);
    const text = result.stdout;
    for (const label of [
      'plugin hooks/hooks.json › PreToolUse[0] (Bash) › hooks[0]: block-rm-rf',
      'plugin hooks/hooks.json › PreToolUse[0] (Bash) › hooks[1]: deny-force-push-exit-1',
      'plugin hooks/hooks.json › PostToolUse[0] (Edit|Write) › hooks[0]: note-edit',
      'skill release skills/release/SKILL.md › PreToolUse[0] (Bash) › hooks[0]: block-rm-rf',
    ])
      expect(text).toContain(label);
    expect(text).toMatch(/matcher-argument-style {2}fixtures\/audit\/plugin-pack\/hooks\/hooks\.json:13\n.*\n\s+fix: Set "matcher": "Bash" and put the rule on the handler: "if": "Bash\(git \*\)"/);
    expect(text).toMatch(/deny-force-push-exit-1\n(?:.*\n)*?.*exit-code\/exit-deny-fails-open/);
    expect(text).toContain('not run: Claude Code ignores the hooks of agents a plugin ships');
    expect(text).toMatch(/Gate: FAIL — \d+ error\(s\)/);
  }, 300_000);

  it('judges a deny by exit 1 as held where the handler says "onFailure": "block", and as failing open where only its group does', async () => {
    const result = await hookcheck(['audit', 'fixtures/audit/on-failure-block', '--runs', '0', '-r', 'json']);
    expect(result.exitCode, result.stderr).toBe(1);
    const document = auditSchema.parse(JSON.parse(result.stdout));
    const rulesAt = (line: number) => document.findings.filter((finding) => finding.location.line === line).map((finding) => finding.rule);
    // The handler's field is read: its exit 1 holds the call back.
    expect(rulesAt(6)).not.toContain('exit-code/exit-deny-fails-open');
    // The group's is not: the call goes ahead, and the lint says where the field belongs.
    expect(rulesAt(11)).toContain('exit-code/exit-deny-fails-open');
    expect(document.findings.map((finding) => finding.rule)).toContain('on-failure-ignored');
  }, 120_000);

  it('reports one cause once: a missing program by its lint alone, and the cap of hookcheck as its own', async () => {
    // A cap of 3 s: the script that calls a missing program (wired with 5 s) ends long before it on a loaded machine too.
    const result = await hookcheck(['audit', 'fixtures/audit/run-causes', '--runs', '0', '--timeout', '3', '-r', 'json']);
    expect(result.exitCode, result.stderr).toBe(1);
    const document = auditSchema.parse(JSON.parse(result.stdout));
    const on = (index: number) => document.findings.filter((finding) => finding.hooks[0] === document.wiring[index]!.id);
    // The program the command starts is missing: the lint names it and what to install; the run's exit 127 is the same cause.
    expect(on(0).map((finding) => finding.rule)).toEqual(['interpreter-missing']);
    expect(on(0)[0]!.fix).toMatch(/^Install `hookcheck-fixture-missing-program` where Claude Code runs/);
    // A program missing inside the script is the run's to find, and it still does: this machine
    // lacks it, so the hook is not judged here (a warning that says so), not failed.
    expect(on(1).map((finding) => [finding.rule, finding.severity])).toEqual([['launch/launch-program-missing-here', 'warning']]);
    // Wired with 180 s, cut at hookcheck's 3 s: a warning that says whose cap it was, never "raise its timeout".
    const capped = on(2).filter((finding) => finding.severity !== 'info');
    expect(capped.map((finding) => [finding.rule, finding.severity])).toEqual([['timeout/hookcheck-cap-reached', 'warning']]);
    expect(capped[0]!.message).toMatch(/^hookcheck's per-case cap of 3 s \(--timeout\) ended the hook on Stop .*; the wiring allows 180 s\./);
    expect(capped[0]!.message).not.toMatch(/raise its timeout/);
    // Wired with 1 s itself, the same script really times out: that stays an error.
    expect(
      on(3)
        .filter((finding) => finding.rule === 'timeout/timeout-exceeded')
        .map((finding) => finding.severity),
    ).toEqual(['error']);
  }, 300_000);

  it('never passes on nothing: when no hook could start here (a program this machine lacks), the gate says no evidence, and why', async () => {
    const project = tempDir('hookcheck-audit-not-judged-');
    mkdirSync(join(project, '.claude'), { recursive: true });
    const hooks = [{ type: 'command', command: 'hookcheck-fixture-missing-program --check', timeout: 5 }];
    writeFileSync(join(project, '.claude', 'settings.json'), JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks }] } }, null, 2));
    const result = await hookcheck(['audit', project, '--runs', '0', '-r', 'pretty']);
    expect([result.exitCode, result.stderr]).toEqual([3, expect.any(String)]);
    expect(result.stdout).toMatch(/Gate: NO EVIDENCE — 0 error\(s\), \d+ warning\(s\) — no hook could start here/);
    // A hook that starts is judged as before: the same audit with a program that exists passes.
    writeFileSync(join(project, '.claude', 'settings.json'), JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ ...hooks[0], command: 'cat >/dev/null' }] }] } }, null, 2));
    const ran = await hookcheck(['audit', project, '--runs', '0', '-r', 'pretty']);
    expect([ran.exitCode, ran.stdout]).toEqual([0, expect.stringMatching(/Gate: PASS/)]);
  }, 300_000);

  it('with stderr a pipe, writes progress lines there: what runs, then each hook done with its verdict and count; the report alone on stdout', async () => {
    const project = tempDir('hookcheck-audit-progress-');
    mkdirSync(join(project, '.claude', 'hooks'), { recursive: true });
    for (const script of ['allow.sh', 'log.sh']) {
      writeFileSync(join(project, '.claude', 'hooks', script), '#!/usr/bin/env bash\ncat >/dev/null\nexit 0\n');
      chmodSync(join(project, '.claude', 'hooks', script), 0o755);
    }
    writeSettings(project, ['allow.sh', 'log.sh']);
    // Hooks that only read their stdin: what is tested is the progress, not the sandbox.
    const result = await hookcheck(['audit', project, '--runs', '0', '--sandbox', 'none', '-r', 'json']);
    expect(result.stderr).toMatch(/^hookcheck: running 2 hook\(s\) for 2 wired handler\(s\)$/m);
    const done = result.stderr.split('\n').filter((line) => / hook\(s\) done · /.test(line));
    expect(done, result.stderr).toHaveLength(2);
    // Each by its wiring's label, which names the script without its extension.
    for (const [index, script] of [
      [0, 'allow'],
      [1, 'log'],
    ] as const) {
      expect(
        done.some((line) => line.startsWith(`hookcheck: project .claude/settings.json › PreToolUse[0] (Bash) › hooks[${index}]: ${script} — `)),
        `${script}: ${result.stderr}`,
      ).toBe(true);
    }
    expect(done.map((line) => /— (?:pass|warn|fail|no-evidence), \d+ finding\(s\) · ([12])\/2 hook\(s\) done · \S+ elapsed/.exec(line)?.[1]).sort()).toEqual(['1', '2']);
    expect(result.stderr).not.toContain('\r');
    // Progress never reaches stdout: the JSON report is all there is.
    expect(auditSchema.parse(JSON.parse(result.stdout)).summary.ran).toBe(2);
  }, 300_000);

  it('with a baseline fails only on new findings, and on stale entries until --update-baseline', async () => {
    const project = projectWithOneFinding();
    const baseline = ['--baseline', '.hookcheck/baseline.json'];
    const missing = await hookcheck(['audit', '.', '--no-run', ...baseline], project);
    expect([missing.exitCode, missing.stderr]).toEqual([2, expect.stringContaining('--update-baseline')]);

    const written = await hookcheck(['audit', '.', '--no-run', ...baseline, '--update-baseline'], project);
    expect(written.exitCode, written.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(project, '.hookcheck', 'baseline.json'), 'utf8')).accepted).toEqual([expect.objectContaining({ rule: 'script-missing' })]);
    expect((await hookcheck(['audit', '.', '--no-run', ...baseline], project)).exitCode).toBe(0);
    expect((await hookcheck(['audit', '.', '--no-run'], project)).exitCode).toBe(1);

    writeSettings(project, ['ok.sh', 'missing.sh', 'also-missing.sh']);
    const added = await hookcheck(['audit', '.', '--no-run', ...baseline, '-r', 'json'], project);
    expect(added.exitCode).toBe(1);
    const addedReport = auditSchema.parse(JSON.parse(added.stdout));
    expect(addedReport.findings.map((finding) => [finding.rule, finding.baseline])).toEqual([
      ['script-missing', 'accepted'],
      ['script-missing', 'new'],
    ]);

    writeSettings(project, ['ok.sh']);
    const stale = await hookcheck(['audit', '.', '--no-run', ...baseline], project);
    expect(stale.exitCode).toBe(1);
    expect(stale.stdout).toContain('1 stale');
    expect((await hookcheck(['audit', '.', '--no-run', ...baseline, '--update-baseline'], project)).exitCode).toBe(0);
    expect((await hookcheck(['audit', '.', '--no-run', ...baseline], project)).exitCode).toBe(0);
  }, 120_000);

  it('keeps the seed in the baseline, so later audits draw the same generated cases (unless --seed says otherwise)', async () => {
    const project = projectWithOneFinding();
    writeSettings(project, ['ok.sh']);
    const baseline = ['--baseline', 'baseline.json', '--runs', '1', '--allow-no-controls'];
    const written = await hookcheck(['audit', '.', ...baseline, '--update-baseline'], project);
    expect(written.exitCode, written.stderr).toBe(0);
    const seed = (JSON.parse(readFileSync(join(project, 'baseline.json'), 'utf8')) as { seed: number }).seed;
    expect(Number.isSafeInteger(seed)).toBe(true);
    expect((await hookcheck(['audit', '.', ...baseline], project)).stderr).toContain(`seed ${seed} `);
    expect((await hookcheck(['audit', '.', ...baseline, '--seed', '7'], project)).stderr).toContain('seed 7 ');
  }, 180_000);

  it('writes GitHub annotations at the file and line of each lint', async () => {
    const result = await hookcheck(['audit', 'fixtures/audit/one-of-each', '--no-run', '-r', 'github']);
    expect(result.exitCode).toBe(1);
    const lines = result.stdout.trim().split('\n');
    // Every lint of Claude Code's settings once, but catch-all-slow, which needs a measured run
    // (other agents' lints and the heartbeat lints have their own fixtures: test/unit/audit/lints/; the
    // mod lints read a driven mod: fixtures/audit/mods/).
    expect(lines).toHaveLength(LINTS.filter((lint) => !AGENT_LINTS.includes(lint) && !HEARTBEAT_LINTS.includes(lint) && !MOD_LINTS.includes(lint)).length - 1);
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) file=fixtures\/audit\/one-of-each\/\.claude\/settings\.json,line=\d+,title=[^:]+::\S/);
  }, 60_000);

  it('never changes the audited folder: a hook that writes beside itself is refused by the read-only sandbox, and the audit says so', async () => {
    const pack = join(tempDir('hookcheck-audit-writes-'), 'pack');
    cpSync(join(root, 'fixtures', 'audit', 'plugin-pack'), pack, { recursive: true });
    writeFileSync(join(pack, 'hooks', 'scripts', 'note-edit.sh'), '#!/usr/bin/env bash\ncat >/dev/null\ntouch "$CLAUDE_PLUGIN_ROOT/touched-by-hook" 2>/dev/null\nexit 0\n');
    const result = await hookcheck(['audit', pack, '--runs', '0', '-r', 'json']);
    expect(result.exitCode, result.stderr).toBe(1);
    expect(existsSync(join(pack, 'touched-by-hook'))).toBe(false);
    const document = auditSchema.parse(JSON.parse(result.stdout));
    const noteEdit = document.wiring.find((wiring) => wiring.label.endsWith('note-edit'))!;
    expect(document.findings.filter((finding) => finding.hooks.includes(noteEdit.id)).map((finding) => finding.rule)).toContain('side-effects/side-effect-refused-writes');
  }, 300_000);

  it('says a plugin loads a mod instead of calling it empty: with --no-run a mod alone is exit 2 with how to drive it, a mod beside command hooks a note', async () => {
    const alone = await hookcheck(['audit', '--no-run', join(root, 'fixtures', 'audit', 'mods', 'rm-guard')]);
    expect(alone.exitCode).toBe(2);
    expect(alone.stderr).toContain('No command hooks are wired in');
    expect(alone.stderr).toContain("plugin rm-guard loads a mod (register.js), whose hooks run inside Claude Code's own process, and --no-run drives none of them.");
    expect(alone.stderr).toContain('Audit without --no-run');
    expect(alone.stderr).not.toContain('No hooks are wired');
    const beside = await hookcheck(['audit', '--no-run', '-r', 'json', join(root, 'fixtures', 'audit', 'mods', 'mixed')]);
    expect(beside.exitCode, beside.stderr).toBe(0);
    expect(auditSchema.parse(JSON.parse(beside.stdout)).wiring.map((wiring) => wiring.event)).toEqual(['SessionStart']);
    expect(beside.stderr).toContain('plugin mixed loads a mod (register.js)');
  });

  it("drives a mod's tool.call hooks in the sandbox with the default canaries, and asks Claude Code's validator of it", async () => {
    const audit = async (name: string) => {
      const result = await hookcheck(['audit', '-r', 'json', join(root, 'fixtures', 'audit', 'mods', name)]);
      const document = auditSchema.parse(JSON.parse(result.stdout));
      // The checkout's pinned Claude Code validates each mod (npm run agents).
      expect(result.stderr).not.toContain('not validated');
      return { exit: result.exitCode, rules: document.findings.map((finding) => [finding.rule, finding.severity]), messages: document.findings.map((finding) => finding.message) };
    };
    // Throws on every Edit of a file other than .env (it reads `content`, which an Edit lacks): Claude Code runs those edits.
    const throws = await audit('throws-on-edits');
    expect([throws.exit, throws.rules]).toEqual([
      1,
      [
        ['mod-hook-throws', 'error'],
        ['mod-driven', 'info'],
      ],
    ]);
    expect(throws.messages[0]).toContain('threw on 2 call(s) ("Edit credentials.json", "Edit docs/credentials-guide.md"): TypeError');
    // Stops "rm -rf", so it guards deleting / or HOME: "sudo rm -fr /*" gets through, "rm -rf build/" is refused, and it has no .catch.
    const narrow = await audit('rm-guard');
    expect([narrow.exit, narrow.rules]).toEqual([
      1,
      [
        ['mod-gating-uncaught', 'warning'],
        ['mod-control-missed', 'error'],
        ['mod-benign-blocked', 'warning'],
        ['mod-driven', 'info'],
      ],
    ]);
    expect(narrow.messages[1]).toContain('but let through "rm -fr /*"');
    expect(narrow.messages[2]).toContain('"rm -rf build/ (no rm -rf)"');
    // The same guard in TypeScript, as Claude Code loads it: compiled, then driven to the same findings.
    const typed = await audit('rm-guard-ts');
    expect([typed.exit, typed.rules]).toEqual([narrow.exit, narrow.rules]);
    expect(typed.messages[3]).toContain('(register.ts) has 1 tool.call hook(s) (register.ts {tool=Bash})');
    // Claude Code refuses a module that imports node:fs: the guard is never loaded.
    const refused = await audit('imports-node-fs');
    expect([refused.exit, refused.rules[0]]).toEqual([1, ['mod-invalid', 'error']]);
    expect(refused.messages[0]).toContain('cannot import "node:fs"');
    // A guard that asks the mods API is not judged on a stand-in: no throw, no miss, and no pass either.
    const api = await audit('asks-the-mods-api');
    expect([api.exit, api.rules]).toEqual([3, [['mod-driven', 'info']]]);
    expect(api.messages[0]).toContain('3 call(s) whose hooks used the mods API ($.agent.list), which hookcheck does not stand in for, are not judged');
    const careful = await audit('careful-guard');
    expect([careful.exit, careful.rules]).toEqual([0, [['mod-driven', 'info']]]);
    expect(careful.messages[0]).toContain('with .catch); of the 26 calls their matchers select (of 35 sent) they answered 10, rewrote 0, changed the result of 0, let 16 go on.');
  }, 180_000);

  it('says what is wrong with bad input, with exit 2', async () => {
    const empty = tempDir('hookcheck-audit-empty-');
    const nothing = await hookcheck(['audit', '.'], empty);
    expect([nothing.exitCode, nothing.stderr]).toEqual([2, expect.stringContaining('No hooks are wired in .')]);
    expect(nothing.stderr).not.toContain('audit it as a file');
    // A user-settings template keeps its hooks in settings.json at the root: the message names it.
    writeFileSync(join(empty, 'settings.json'), JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'true' }] }] } }));
    const template = await hookcheck(['audit', '.'], empty);
    expect([template.exitCode, template.stderr]).toEqual([
      2,
      expect.stringContaining(
        "settings.json wires hooks at the folder's root (a settings file to copy into ~/.claude/, not read as a project's): audit it as a file, `hookcheck audit settings.json`.",
      ),
    ]);
    const reporter = await hookcheck(['audit', 'examples', '-r', 'xml']);
    expect([reporter.exitCode, reporter.stderr]).toEqual([2, expect.stringContaining('--reporter "xml" is not one of pretty, json, junit, sarif, github')]);
    const twice = await hookcheck(['audit', 'examples', '-r', 'json', '-r', 'sarif']);
    expect([twice.exitCode, twice.stderr]).toEqual([2, expect.stringContaining('json and sarif would both write to stdout')]);
    const noFile = await hookcheck(['audit', 'examples', '--update-baseline']);
    expect(noFile.exitCode).toBe(2);
    // A report file that cannot be written: its text goes to stdout, the other reporters still write.
    const out = tempDir('hookcheck-audit-unwritable-');
    mkdirSync(join(out, 'is-a-folder.xml'));
    const unwritable = await hookcheck(['audit', 'fixtures/audit/one-of-each', '--no-run', '-r', `junit=${join(out, 'is-a-folder.xml')}`, '-r', `sarif=${join(out, 'ok.sarif')}`]);
    expect([unwritable.exitCode, unwritable.stderr]).toEqual([2, expect.stringContaining('Could not write the report to')]);
    expect(unwritable.stdout).toMatch(/^<\?xml/);
    expect(existsSync(join(out, 'ok.sarif'))).toBe(true);
  }, 60_000);
});

describe('hookcheck try', () => {
  it('lists the hooks and asks first: with no terminal and no --yes it runs nothing', async () => {
    const result = await hookcheck(['try', 'fixtures/audit/plugin-pack']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('"${CLAUDE_PLUGIN_ROOT}"/hooks/scripts/deny-force-push-exit-1.sh');
    expect(result.stderr).toContain('Pass --yes to run them, or --no-run to lint only.');
    expect(result.stdout).toBe('');
  }, 60_000);

  it('with --yes (or CI=true) audits a scratch copy, and reports paths as the repository has them', async () => {
    const result = await hookcheck(['try', 'fixtures/audit/plugin-pack', '--yes', '--runs', '0', '-r', 'json']);
    expect(result.exitCode, result.stderr).toBe(1);
    const document = auditSchema.parse(JSON.parse(result.stdout));
    expect(document.summary.ran).toBe(5);
    expect(document.findings.find((finding) => finding.rule === 'exit-code/exit-deny-fails-open')?.location).toEqual({ file: 'hooks/hooks.json', jsonPath: 'hooks.PreToolUse[0].hooks[1]', line: 9 });
    const inCi = await hookcheck(['try', 'fixtures/audit/plugin-pack', '--runs', '0', '-r', 'json'], root, { CI: 'true' });
    expect([inCi.exitCode, inCi.stderr]).toEqual([1, expect.stringContaining('CI=true, no one to ask: running them.')]);
  }, 300_000);

  it("lists a mod's modules among what would run, and drives them only with consent", async () => {
    const result = await hookcheck(['try', 'fixtures/audit/mods/rm-guard', '--yes', '-r', 'json']);
    expect(result.stderr).toContain('mod rm-guard: its modules would be imported and their tool.call hooks driven\n    register.js');
    expect([result.exitCode, auditSchema.parse(JSON.parse(result.stdout)).findings.map((finding) => finding.rule)]).toEqual([1, expect.arrayContaining(['mod-control-missed', 'mod-driven'])]);
    // Declined (no terminal here: --no-run stands for a no), a mod alone has nothing to audit.
    const declined = await hookcheck(['try', 'fixtures/audit/mods/rm-guard', '--no-run']);
    expect([declined.exitCode, declined.stderr]).toEqual([2, expect.stringContaining('--no-run drives none of them')]);
  }, 120_000);

  it('does not let a third-party repository grade itself: its own hookcheck config is ignored', async () => {
    const repository = tempDir('hookcheck-try-config-');
    cpSync(join(root, 'fixtures', 'audit', 'plugin-pack'), repository, { recursive: true });
    writeFileSync(join(repository, 'hookcheck.config.yaml'), 'hooks:\n  - script: hooks/scripts/deny-force-push-exit-1.sh\n    allowNoControls: true\n');
    const result = await hookcheck(['try', repository, '--yes', '--runs', '0', '-r', 'json']);
    expect(result.stderr).not.toContain('probes from');
    expect(auditSchema.parse(JSON.parse(result.stdout)).findings.some((finding) => finding.rule === 'controls/no-controls')).toBe(true);
  }, 300_000);

  it('clones a git URL (here a local file:// repository) into scratch', async () => {
    const repository = tempDir('hookcheck-try-git-');
    cpSync(join(root, 'fixtures', 'audit', 'plugin-pack'), repository, { recursive: true });
    const git = (...args: string[]) => execa('git', ['-c', 'user.name=t', '-c', 'user.email=t@127.0.0.1', ...args], { cwd: repository });
    await git('init', '-q');
    await git('add', '.');
    await git('commit', '-qm', 'pack');
    rmSync(join(repository, 'hooks', 'hooks.json'));
    const result = await hookcheck(['try', `file://${repository}`, '--no-run', '-r', 'json']);
    expect(result.exitCode, result.stderr).toBe(1);
    // The clone has what was committed, not what the working folder has now.
    expect(auditSchema.parse(JSON.parse(result.stdout)).summary.handlers).toBe(7);
  }, 120_000);
});
