/**
 * The GitHub Action (action.yml): its shape, that inputs reach the shell only through env (no
 * template injection), and its audit script run here as the runner would run it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BIN } from '../helpers/cli.js';
import { validateSarif } from '../helpers/report-validators.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  if?: string;
}
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { runs: { using: string; steps: Step[] }; inputs: Record<string, unknown> };

describe('action.yml', () => {
  it('is a composite action that installs hookcheck, audits, uploads SARIF and gates', () => {
    expect(action.runs.using).toBe('composite');
    expect(action.runs.steps.map((step) => step.name ?? step.uses)).toEqual([
      'actions/setup-node@v4',
      'Install bubblewrap',
      'Install hookcheck',
      'Audit',
      'Upload SARIF',
      'Gate',
      'Restore the user-namespace setting',
    ]);
    expect(action.runs.steps.find((step) => step.name === 'Upload SARIF')?.uses).toBe('github/codeql-action/upload-sarif@v3');
    expect(Object.keys(action.inputs)).toEqual(['path', 'baseline', 'args', 'sarif', 'upload-sarif', 'node-version']);
  });

  it('never expands an input inside a shell script', () => {
    for (const step of action.runs.steps) if (step.run !== undefined) expect(step.run, step.name).not.toMatch(/\$\{\{/);
  });

  it('runs the audit step: annotations on stdout, a valid SARIF file, the exit code as output, the report in the summary', async () => {
    const audit = action.runs.steps.find((step) => step.id === 'audit')!;
    const dir = tempDir('hookcheck-action-');
    const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), sarif: join(dir, 'hookcheck.sarif') };
    writeFileSync(files.output, '');
    const env = {
      PATH: `/usr/bin:/bin:${process.env['PATH'] ?? ''}`,
      HOOKCHECK: BIN,
      AUDIT_PATH: 'fixtures/audit/one-of-each',
      AUDIT_BASELINE: '',
      AUDIT_ARGS: '--no-run',
      AUDIT_SARIF: files.sarif,
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
    };
    const result = await execa('bash', ['-e', '-c', audit.run!], { cwd: root, env, extendEnv: false, reject: false });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(readFileSync(files.output, 'utf8')).toBe('exit-code=1\n');
    expect(result.stdout).toMatch(/^::error file=fixtures\/audit\/one-of-each\/\.claude\/settings\.json,line=\d+/m);
    expect(existsSync(files.sarif)).toBe(true);
    expect(validateSarif(JSON.parse(readFileSync(files.sarif, 'utf8'))), JSON.stringify(validateSarif.errors)).toBe(true);
    const summary = readFileSync(files.summary, 'utf8');
    expect(summary).toContain('Gate: FAIL');
    // Inside <pre>, HTML-escaped: nothing from the hooks can end the block.
    expect(summary).toMatch(/^<pre>$[\s\S]*^<\/pre>$/m);
    expect(summary.split('\n').slice(2, -2).join('\n')).not.toMatch(/<(?!\/?pre>)/);
  }, 60_000);

  it('the README workflow example is valid YAML that uses the action with SARIF permissions', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const block = /```yaml\n(# \.github\/workflows\/hooks\.yml[\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const workflow = parse(block!) as { permissions: Record<string, string>; jobs: Record<string, { steps: Step[] }> };
    expect(workflow.permissions['security-events']).toBe('write');
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    expect(steps.some((step) => step.uses?.startsWith('hookcheck/hookcheck@'))).toBe(true);
  });
});
