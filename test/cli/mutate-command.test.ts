/**
 * hookcheck mutate as a user runs it: probes that miss a condition leave survivors that name it,
 * complete probes kill everything, the lock guard's always-held mutant dies on the stale-lock probe,
 * the JSON is mutation-testing-report-schema's, shards cover every mutant once and merge back.
 */
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import Ajv from 'ajv';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { hookcheck as cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = join(root, 'fixtures', 'mutate');
/** The system python3 first: a version-manager shim costs ~300 ms per start, paid per probe per mutant. */
const PATH = `/usr/bin:${process.env['PATH']}`;

function hookcheck(args: string[], cwd = tempDir('hookcheck-mutate-')) {
  return cli(args, cwd, { PATH });
}

interface SchemaMutant {
  id: string;
  mutatorName: string;
  replacement: string;
  status: string;
  description?: string;
  killedBy?: string[];
  location: { start: { line: number } };
}
type SchemaReport = { files: Record<string, { source: string; mutants: SchemaMutant[] }> };
const mutantsOf = (report: SchemaReport, file: string) => report.files[file]!.mutants;
/** Whether a mutant sits in the force-push branch: the condition's line or the two after it. */
function inPushBranch(report: SchemaReport, file: string, mutant: SchemaMutant): boolean {
  const pushLine = report.files[file]!.source.split('\n').findIndex((line) => line.includes('push --force')) + 1;
  return mutant.location.start.line >= pushLine && mutant.location.start.line <= pushLine + 2;
}

/** A copy of the mutate fixtures, so each run works in its own project folder. */
function project(): string {
  const dir = tempDir('hookcheck-mutate-');
  cpSync(fixtures, dir, { recursive: true });
  return dir;
}

describe('hookcheck mutate', () => {
  it('leaves survivors on the force-push condition when the probes cover only rm -rf, in Python, bash and JavaScript', async () => {
    const result = await hookcheck(['mutate', '-r', 'json', '--config', 'partial-probes.yaml'], project());
    expect(result.exitCode, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as SchemaReport;
    for (const file of ['guard-two-conditions.py', 'guard-two-conditions.sh', 'guard-two-conditions.js']) {
      const survivors = mutantsOf(report, file).filter((mutant) => mutant.status === 'Survived');
      expect(survivors.length, file).toBeGreaterThan(0);
      expect(
        survivors.every((mutant) => inPushBranch(report, file, mutant)),
        `${file}: ${JSON.stringify(survivors)}`,
      ).toBe(true);
      expect(
        survivors.some((mutant) => mutant.mutatorName === 'ConditionForcedFalse'),
        file,
      ).toBe(true);
    }
    const text = await hookcheck(['mutate', '--config', 'partial-probes.yaml', '--thresholds', '80/60/100'], project());
    expect(text.exitCode).toBe(1);
    expect(text.stdout).toMatch(/Survived/);
    expect(text.stdout).toMatch(/push --force/);
    // The three hooks' probes share names: a survivor names its own hook's two, never the other hooks'.
    let survivorFile = '';
    const culprits: [string, string[]][] = [];
    for (const line of text.stdout.split('\n')) {
      survivorFile = /^ {2}Survived ([^:]+):/.exec(line)?.[1] ?? survivorFile;
      if (line.includes('should have been caught by one of:')) culprits.push([survivorFile, [...line.matchAll(/\(([^()]+): probe: /g)].map((match) => match[1]!)]);
    }
    expect(culprits.length).toBeGreaterThan(2);
    for (const [file, owners] of culprits) expect([...new Set(owners)], file).toEqual([file]);
  }, 600_000);

  it('names only the probes whose run reached a survivor, and calls a mutant no probe reaches NoCoverage, in Python, bash and JavaScript', async () => {
    const result = await hookcheck(['mutate', '-r', 'json', '--config', 'partial-probes.yaml'], project());
    expect(result.exitCode, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as SchemaReport & { files: Record<string, { mutants: { coveredBy?: string[] }[] }> };
    const lineOf = (file: string, text: string) => report.files[file]!.source.split('\n').findIndex((line) => line.includes(text)) + 1;
    // The line of the force-push deny: the return in Python, the exit after the message in bash.
    for (const [file, deny, below] of [
      ['guard-two-conditions.py', 'return "a force-push', 0],
      ['guard-two-conditions.sh', 'a force-push rewrites', 1],
    ] as const) {
      const mutants = mutantsOf(report, file) as (SchemaMutant & { coveredBy?: string[] })[];
      // The force-push condition runs for ls (rm -rf returned before it); its deny runs for neither probe.
      const condition = mutants.find((mutant) => mutant.mutatorName === 'ConditionForcedFalse' && mutant.location.start.line === lineOf(file, 'push --force'));
      expect([file, condition?.status, condition?.coveredBy]).toEqual([file, 'Survived', [`${file}: probe: ls goes through`]]);
      const denial = mutants.filter((mutant) => mutant.location.start.line === lineOf(file, deny) + below);
      expect(denial.length, file).toBeGreaterThan(0);
      expect(
        denial.map((mutant) => [mutant.status, mutant.coveredBy]),
        file,
      ).toEqual(denial.map(() => ['NoCoverage', []]));
      // Every kill is by a probe the trace says reached the mutant.
      for (const mutant of mutants.filter((each) => each.status === 'Killed')) expect(mutant.coveredBy, JSON.stringify(mutant)).toEqual(expect.arrayContaining(mutant.killedBy!));
    }
    // JavaScript: V8's coverage is by line here, and every mutant judged says which probes reached it.
    const js = mutantsOf(report, 'guard-two-conditions.js') as (SchemaMutant & { coveredBy?: string[] })[];
    expect(js.filter((mutant) => mutant.coveredBy === undefined || mutant.coveredBy.length === 0)).toEqual([]);
    for (const mutant of js.filter((each) => each.status === 'Killed')) expect(mutant.coveredBy).toEqual(expect.arrayContaining(mutant.killedBy!));
    const text = await hookcheck(['mutate', '--config', 'partial-probes.yaml'], project());
    expect(text.stdout).toMatch(/NoCoverage guard-two-conditions\.py:11:\d+ [\s\S]*?no probe or test reached line 11/);
    // With the force-push control, the same lines are reached and every mutant dies.
    const complete = await hookcheck(['mutate', '-r', 'json', '--config', 'complete-probes.yaml'], project());
    const all = Object.values((JSON.parse(complete.stdout) as SchemaReport).files).flatMap((file) => file.mutants);
    expect(all.filter((mutant) => mutant.status !== 'Killed')).toEqual([]);
  }, 600_000);

  it('says plainly that a score is below low, and exits 1 below break, in the JSON mode too', async () => {
    const dir = project();
    const low = await hookcheck(['mutate', '-r', 'json', '--config', 'lock-guard.yaml', '--thresholds', '100/100'], dir);
    expect([low.exitCode, low.stderr]).toEqual([0, expect.stringMatching(/LOW: the score \d+\.\d+% is below low 100: the tests miss \d+ of \d+ changes[\s\S]*No break threshold is set/)]);
    const broken = await hookcheck(['mutate', '-r', 'json', '--config', 'lock-guard.yaml', '--thresholds', '100/100/100'], dir);
    expect([broken.exitCode, broken.stderr]).toEqual([1, expect.stringMatching(/mutation score \d+\.\d+% is below break 100: exit 1/)]);
  }, 600_000);

  it('kills every mutant once the missing control is added: 100%, and the break threshold holds', async () => {
    const result = await hookcheck(['mutate', '-r', 'json', '--config', 'complete-probes.yaml', '--thresholds', '80/60/100'], project());
    expect(result.exitCode, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as SchemaReport;
    const statuses = Object.values(report.files).flatMap((file) => file.mutants.map((mutant) => mutant.status));
    expect(statuses.filter((status) => status === 'Killed').length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status === 'Survived' || status === 'NoCoverage')).toEqual([]);
  }, 600_000);

  it('kills the lock guard whose lock_held() always says held with the stale-lock probe, saying on stderr (a pipe) how far it got', async () => {
    const result = await hookcheck(['mutate', '-r', 'json', '--config', 'lock-guard.yaml'], project());
    expect(result.exitCode, result.stderr).toBe(0);
    const mutants = mutantsOf(JSON.parse(result.stdout), 'lock-guard.py');
    // Progress: the totals first, then the file's line with what its mutants came to; the JSON alone on stdout.
    expect(result.stderr).toMatch(new RegExp(`^hookcheck: mutating 1 hook file\\(s\\): ${mutants.length} mutant\\(s\\) to run$`, 'm'));
    const killed = mutants.filter((mutant) => mutant.status === 'Killed').length;
    expect(result.stderr).toMatch(
      new RegExp(`^hookcheck: lock-guard\\.py — ${mutants.length} mutant\\(s\\): ${killed} Killed.* · ${mutants.length}/${mutants.length} mutant\\(s\\) done · \\S+ elapsed$`, 'm'),
    );
    const alwaysHeld = mutants.filter((mutant) => mutant.mutatorName === 'BooleanReturnForced' && /true/i.test(mutant.replacement));
    expect(alwaysHeld.length).toBeGreaterThan(0);
    for (const mutant of alwaysHeld) expect([mutant.status, mutant.killedBy]).toEqual(['Killed', ['lock-guard.py: probe: a lock older than its TTL is stale']]);
  }, 300_000);

  it('prints a document valid against mutation-testing-report-schema, splits into shards that cover every mutant once, and merges back to the same report', async () => {
    const dir = project();
    const whole = await hookcheck(['mutate', '-r', 'json', '--config', 'lock-guard.yaml', '-o', 'whole.json', '--html', 'report.html'], dir);
    expect(whole.exitCode, whole.stderr).toBe(0);
    const document = JSON.parse(readFileSync(join(dir, 'whole.json'), 'utf8'));
    const schemaPath = createRequire(import.meta.url).resolve('mutation-testing-report-schema/mutation-testing-report-schema.json');
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
    const validate = (String(schema.$schema ?? '').includes('2020') ? new Ajv2020.default({ strict: false }) : new Ajv.default({ strict: false })).compile(schema);
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toMatch(/mutation-test-report-app/);
    // Self-contained: no script or stylesheet fetched from anywhere.
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)=["']?https?:/);
    expect(html).toContain(document.files['lock-guard.py'].mutants[0].id);
    // A break the whole run misses (one boundary mutant survives): each shard exits 0, the merge judges.
    const shardArgs = (shard: string) => ['mutate', '-r', 'json', '--config', 'lock-guard.yaml', '--thresholds', '80/60/100', '--shard', shard, '-o', `shard-${shard[0]}.json`];
    for (const shard of ['1/2', '2/2']) expect((await hookcheck(shardArgs(shard), dir)).exitCode).toBe(0);
    const ids = (file: string) => mutantsOf(JSON.parse(readFileSync(join(dir, file), 'utf8')), 'lock-guard.py').map((mutant) => mutant.id);
    const [one, two, all] = [ids('shard-1.json'), ids('shard-2.json'), ids('whole.json')];
    expect(one.length).toBeGreaterThan(0);
    expect(two.length).toBeGreaterThan(0);
    expect([...one, ...two].sort()).toEqual([...all].sort());
    const merged = await hookcheck(['merge-reports', 'shard-1.json', 'shard-2.json'], dir);
    expect(merged.exitCode, merged.stderr).toBe(1);
    expect(mutantsOf(document, 'lock-guard.py').filter((mutant) => mutant.status === 'Survived').length).toBeGreaterThan(0);
    const statuses = (report: SchemaReport) => Object.fromEntries(mutantsOf(report, 'lock-guard.py').map((mutant) => [mutant.id, mutant.status]));
    expect(statuses(JSON.parse(merged.stdout))).toEqual(statuses(document));
  }, 600_000);

  it("runs the user's own --test command against each mutant in a copy of the project", async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'test.sh'),
      `#!/usr/bin/env bash\nout=$(printf '%s' '{"tool_input":{"command":"rm -rf /"}}' | ./guard-two-conditions.sh 2>&1); code=$?\n[ "$code" -eq 2 ] && [[ $out == *rm* ]] || exit 1\nprintf '%s' '{"tool_input":{"command":"ls"}}' | ./guard-two-conditions.sh\n`,
    );
    writeFileSync(join(dir, 'hookcheck.config.yaml'), 'hooks:\n  - script: guard-two-conditions.sh\n    events: [PreToolUse]\n');
    const result = await hookcheck(['mutate', '-r', 'json', '--test', 'bash test.sh'], dir);
    expect(result.exitCode, result.stderr).toBe(0);
    const mutants = mutantsOf(JSON.parse(result.stdout), 'guard-two-conditions.sh');
    expect(mutants.some((mutant) => mutant.status === 'Killed' && mutant.killedBy?.includes('test-command'))).toBe(true);
    const survivors = mutants.filter((mutant) => mutant.status === 'Survived');
    expect(survivors.length).toBeGreaterThan(0);
    expect(survivors.every((mutant) => inPushBranch(JSON.parse(result.stdout), 'guard-two-conditions.sh', mutant))).toBe(true);
  }, 600_000);

  it('mutates only the lines changed since a git ref with --since', async () => {
    const dir = project();
    const git = (...args: string[]) => execa('git', ['-c', 'user.email=t@127.0.0.1', '-c', 'user.name=t', ...args], { cwd: dir });
    await git('init', '-q');
    await git('add', '.');
    await git('commit', '-q', '-m', 'guards');
    const file = join(dir, 'guard-two-conditions.sh');
    // Same behaviour, one changed line: the variable quoted.
    writeFileSync(file, readFileSync(file, 'utf8').replace("[[ $payload == *'rm -rf'* ]]", '[[ "$payload" == *\'rm -rf\'* ]]'));
    const result = await hookcheck(['mutate', '-r', 'json', '--config', 'complete-probes.yaml', '--since', 'HEAD'], dir);
    expect(result.exitCode, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as SchemaReport;
    expect(mutantsOf(report, 'guard-two-conditions.py')).toEqual([]);
    const lines = new Set(mutantsOf(report, 'guard-two-conditions.sh').map((mutant) => mutant.location.start.line));
    expect([...lines]).toEqual([4]);
    const unknown = await hookcheck(['mutate', '--config', 'complete-probes.yaml', '--since', 'no-such-ref'], dir);
    expect([unknown.exitCode, unknown.stderr]).toEqual([2, expect.stringMatching(/--since no-such-ref: .*\n.*Give a ref git knows/)]);
  }, 300_000);

  it('stops with exit 2 when the unmutated hook fails its probes, or when its tests cannot fail at all', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'hookcheck.config.yaml'),
      'hooks:\n  - script: guard-two-conditions.sh\n    events: [PreToolUse]\n    probes:\n      - name: ls is denied (wrong on purpose)\n        role: control\n        payload: { tool_name: Bash, tool_input: { command: ls } }\n        expect: { effect: deny }\n',
    );
    const failing = await hookcheck(['mutate'], dir);
    expect([failing.exitCode, failing.stderr]).toEqual([2, expect.stringMatching(/unmutated hook .* fails its own tests[\s\S]*ls is denied/)]);
    // Run through its interpreter, the hook is named by its file, not by the interpreter's word.
    writeFileSync(join(dir, 'hookcheck.config.yaml'), readFileSync(join(dir, 'hookcheck.config.yaml'), 'utf8').replace('script: guard-two-conditions.sh', 'command: [bash, guard-two-conditions.sh]'));
    const named = await hookcheck(['mutate'], dir);
    expect([named.exitCode, named.stderr]).toEqual([2, expect.stringContaining('The unmutated hook guard-two-conditions.sh fails its own tests')]);
    copyFileSync(join(fixtures, 'guard-two-conditions.sh'), join(dir, 'g.sh'));
    writeFileSync(
      join(dir, 'hookcheck.config.yaml'),
      'hooks:\n  - script: g.sh\n    events: [PreToolUse]\n    probes:\n      - name: answers within a minute\n        expect: { maxDurationMs: 60000 }\n',
    );
    const vacuous = await hookcheck(['mutate'], dir);
    expect([vacuous.exitCode, vacuous.stderr]).toEqual([2, expect.stringMatching(/cannot fail: a hook that blocks everything and one that does nothing both pass them/)]);
    // --test copies the project: a hook outside it would be mutated in place, so it is refused.
    const elsewhere = project();
    writeFileSync(join(dir, 'hookcheck.config.yaml'), `hooks:\n  - script: ${join(elsewhere, 'guard-two-conditions.sh')}\n    events: [PreToolUse]\n`);
    const outside = await hookcheck(['mutate', '--test', 'true'], dir);
    expect([outside.exitCode, outside.stderr]).toEqual([2, expect.stringMatching(/is outside the project/)]);
    expect(readFileSync(join(elsewhere, 'guard-two-conditions.sh'), 'utf8')).toBe(readFileSync(join(fixtures, 'guard-two-conditions.sh'), 'utf8'));
  }, 300_000);

  it('mutates a hook that sources helpers from lib/ and ../shared/ beside it; one that reads a helper from above the project is told the copy lacks it, not to fix the hook', async () => {
    const dir = tempDir('hookcheck-mutate-sourced-');
    const helper = 'is_destructive() {\n  case "$1" in\n    *"rm -rf /"*|*mkfs*) return 0 ;;\n  esac\n  return 1\n}\n';
    const guard = (helperPath: string) =>
      `#!/usr/bin/env bash\nhere=$(dirname "$0")\nsource "$here/${helperPath}"\ncommand=$(jq -r '.tool_input.command // empty')\nif is_destructive "$command"; then\n  echo "refused: $command" >&2\n  exit 2\nfi\nexit 0\n`;
    mkdirSync(join(dir, 'project', '.claude', 'hooks', 'lib'), { recursive: true });
    mkdirSync(join(dir, 'project', '.claude', 'shared'));
    writeFileSync(join(dir, 'project', '.claude', 'hooks', 'lib', 'patterns.sh'), helper);
    writeFileSync(join(dir, 'project', '.claude', 'shared', 'patterns.sh'), helper);
    writeFileSync(join(dir, 'outside.sh'), helper);
    for (const [name, helperPath] of [
      ['in-lib.sh', 'lib/patterns.sh'],
      ['in-shared.sh', '../shared/patterns.sh'],
      ['above-project.sh', '../../../outside.sh'],
    ] as const) {
      writeFileSync(join(dir, 'project', '.claude', 'hooks', name), guard(helperPath), { mode: 0o755 });
    }
    const probes =
      '    events: [PreToolUse]\n    probes:\n      - name: rm -rf / is refused\n        role: control\n        payload: { tool_name: Bash, tool_input: { command: rm -rf / } }\n        expect: { effect: deny }\n      - name: mkfs is refused\n        role: control\n        payload: { tool_name: Bash, tool_input: { command: mkfs /dev/sda } }\n        expect: { effect: deny }\n      - name: ls goes through\n        role: benign\n        payload: { tool_name: Bash, tool_input: { command: ls } }\n        expect: { effect: [allow, none] }\n';
    const config = (name: string) => `hooks:\n  - script: .claude/hooks/${name}\n${probes}`;
    for (const name of ['in-lib.sh', 'in-shared.sh']) {
      writeFileSync(join(dir, 'project', 'hookcheck.config.yaml'), config(name));
      const result = await hookcheck(['mutate', '--reporter', 'json'], join(dir, 'project'));
      expect([name, result.exitCode, result.stderr]).toEqual([name, 0, expect.stringMatching(/killed by/)]);
      const mutants = mutantsOf(JSON.parse(result.stdout) as SchemaReport, `.claude/hooks/${name}`);
      expect(mutants.length).toBeGreaterThan(0);
      expect(mutants.every((mutant) => mutant.status === 'Killed')).toBe(true);
    }
    writeFileSync(join(dir, 'project', 'hookcheck.config.yaml'), config('above-project.sh'));
    // Without the sandbox, which would hide a file above the project from the hook in place as well.
    const above = await hookcheck(['mutate', '--sandbox', 'none'], join(dir, 'project'));
    expect([above.exitCode, above.stderr]).toEqual([
      2,
      expect.stringMatching(/passes its tests where it is, but not as the copy a mutant runs in[\s\S]*rm -rf \/ is refused[\s\S]*CLAUDE_PROJECT_DIR/),
    ]);
    expect(above.stderr).not.toMatch(/Fix the hook/);
  }, 300_000);

  it('says how each survivor got through: an answer changed within a loose expectation, or answers alike on every probe (listed apart, possibly equivalent)', async () => {
    const dir = project();
    const json = await hookcheck(['mutate', '-r', 'json', '--config', 'ask-probes.yaml'], dir);
    expect(json.exitCode, json.stderr).toBe(0);
    const survivors = mutantsOf(JSON.parse(json.stdout) as SchemaReport, 'ask-guard.py').filter((mutant) => mutant.status === 'Survived') as (SchemaMutant & { statusReason?: string })[];
    const flipped = survivors.find((mutant) => mutant.mutatorName === 'DecisionLiteralFlipped' && mutant.replacement.includes('allow'));
    expect(flipped?.statusReason).toBe('the agent would act otherwise on probe "sudo is not denied" (ask became allow), and its expectation allows that');
    // Forced true, the sudo condition answers both probes as before: rm -rf returns first, sudo ls is asked either way.
    const forced = survivors.find((mutant) => mutant.mutatorName === 'ConditionForcedTrue' && mutant.description?.includes('startswith'));
    expect(forced?.statusReason).toMatch(/^the agent would act alike on every probe/);
    const text = await hookcheck(['mutate', '--config', 'ask-probes.yaml'], dir);
    const [changed, alike] = text.stdout.split(/survivors? the agent would have answered alike on every probe/);
    expect(changed).toMatch(/DecisionLiteralFlipped[\s\S]*\(ask became allow\), and its expectation allows that/);
    expect(changed).not.toMatch(/ConditionForcedTrue: condition `command\.startswith/);
    expect(alike).toMatch(/ConditionForcedTrue: condition `command\.startswith/);
  }, 300_000);
});
