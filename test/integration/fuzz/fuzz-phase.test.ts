import { chmodSync, copyFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stdinText } from '../../../src/util/stdin-text.js';
import type { HookReport } from '../../../src/model/run/hook-report.js';
import { errorCodes, findingCodes, fixturePath, runFixture } from '../../helpers/run-fixture.js';
import { tempDir } from '../../helpers/temp-dir.js';

const failureCase = (report: HookReport, caseId: string) => report.results.find(({ testCase }) => testCase.id === caseId)!;

describe('the fuzz phase', () => {
  it('catches a crash only generated file paths trigger, and shrinks it to a short path with one space', async () => {
    const report = await runFixture('crashes-on-paths-with-spaces.js', { fuzzRuns: 30, seed: 5 });
    expect(findingCodes(report, 'exit-code')).toContain('exit-crash-on-valid-payload');
    const failure = report.fuzz!.failures.find((item) => item.code === 'exit-crash-on-valid-payload')!;
    expect(failure).toBeDefined();
    const minimal = JSON.parse(stdinText(failureCase(report, failure.caseId).testCase.stdin)) as { cwd: string; tool_input: { file_path: string } };
    const path = relative(minimal.cwd, minimal.tool_input.file_path);
    expect(path.length).toBeLessThanOrEqual(3);
    expect(path.split(' ')).toHaveLength(2);
    expect(failure.minimalBytes).toBeLessThanOrEqual(failure.originalBytes);
    expect(failure.minimalBytes).toBeLessThan(1000);
    expect(failure.shrinkComplete).toBe(true);
    // The finding shows the minimal case, not the first one generated.
    const finding = report.findings.find((item) => item.code === 'exit-crash-on-valid-payload')!;
    expect(finding.caseId).toBe(failure.caseId);
  }, 120_000);

  it('passes a hook with no such bug, after running every planned case', async () => {
    const report = await runFixture('denies-rm-rf-exit-2.sh', { fuzzRuns: 50, seed: 5 });
    expect(report.fuzz!.failures).toEqual([]);
    expect(report.fuzz!.executed).toEqual({ valid: 25, garbage: 25, repeated: 5 });
    expect(errorCodes(report)).toEqual([]);
  }, 120_000);

  it('reproduces the same cases and findings from the same seed, whatever the number of jobs', async () => {
    const one = await runFixture('crashes-on-paths-with-spaces.js', { fuzzRuns: 24, seed: 5, jobs: 1 });
    const four = await runFixture('crashes-on-paths-with-spaces.js', { fuzzRuns: 24, seed: 5, jobs: 4 });
    expect(four.fuzz!.digest).toBe(one.fuzz!.digest);
    expect(one.fuzz!.failures.length).toBeGreaterThan(0);
    expect(four.fuzz!.failures.map((item) => [item.id, item.code, item.shrinkSteps])).toEqual(one.fuzz!.failures.map((item) => [item.id, item.code, item.shrinkSteps]));
    expect(findingCodes(four)).toEqual(findingCodes(one));
    const other = await runFixture('crashes-on-paths-with-spaces.js', { fuzzRuns: 24, seed: 6, jobs: 4 });
    expect(other.fuzz!.digest).not.toBe(one.fuzz!.digest);
  }, 120_000);

  it("generates another agent's payloads when the hook is run as that agent, and keeps which agent a failure was found as", async () => {
    const gemini = { agent: 'gemini' as const, event: 'BeforeTool', version: '0.61.0' };
    const report = await runFixture('agents/gemini-careful-guard.py', { fuzzRuns: 10, seed: 5, agent: gemini });
    const generated = report.results.filter(({ testCase }) => testCase.origin === 'generated' && testCase.kind === 'valid');
    expect(generated).toHaveLength(5);
    // Gemini's own tools: its shell, and its edits (write_file, replace), measured like the shell.
    for (const { testCase } of generated)
      expect(JSON.parse(stdinText(testCase.stdin))).toMatchObject({ hook_event_name: 'BeforeTool', tool_name: expect.stringMatching(/^(run_shell_command|write_file|replace)$/) });
    expect(report.fuzz!.executed.valid).toBe(5);
    // A crash only generated commands trigger (a character past ASCII), found as Gemini CLI, is saved with the agent
    // (40 runs: part of the generated calls are Gemini's edits, which carry no command).
    const crashesPastAscii = {
      form: 'shell' as const,
      script: `python3 -c 'import json,sys; c=json.load(sys.stdin)["tool_input"].get("command", ""); sys.exit(1 if any(ord(x)>126 for x in c) else 0)'`,
    };
    const crashing = await runFixture(crashesPastAscii, { fuzzRuns: 40, seed: 5, agent: gemini });
    expect(crashing.fuzz!.failures.map(({ code, regression }) => [code, regression.agent])).toEqual([['exit-crash-on-valid-payload', gemini]]);
  }, 120_000);

  it('re-runs a saved regression first, and reports it fixed once the hook is fixed', async () => {
    const dir = tempDir('hookcheck-fuzz-');
    const hook = join(dir, 'hook.js');
    copyFileSync(fixturePath('crashes-on-paths-with-spaces.js'), hook);
    chmodSync(hook, 0o755);
    const command = { form: 'exec' as const, file: hook, args: [] };
    const found = await runFixture(command, { fuzzRuns: 30, seed: 5, projectDir: dir });
    const regression = found.fuzz!.failures[0]!.regression;
    expect(regression.command).toEqual({ form: 'exec', file: 'hook.js', args: [] });
    expect(regression.stdin).toContain('<project>');

    const again = await runFixture(command, { fuzzRuns: 0, projectDir: dir, regressions: [regression] });
    expect(again.results[1]!.testCase.id).toBe(`regression/${regression.id}`);
    expect(again.regressions).toEqual([{ id: regression.id, status: 'still-failing' }]);

    copyFileSync(fixturePath('allows-everything.sh'), hook);
    const fixed = await runFixture(command, { fuzzRuns: 0, projectDir: dir, regressions: [regression] });
    expect(fixed.regressions).toEqual([{ id: regression.id, status: 'fixed' }]);
  }, 120_000);
});
