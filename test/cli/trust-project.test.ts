/**
 * A realistic project with six correct hooks passes `run` and `audit` with no error; the same
 * project with one planted bug per hook gets exactly those errors, each once, under its own hook
 * (fixtures/projects/six-hooks and six-hooks-planted). The hooks run as a user's would: from a git
 * checkout, with `npx tsx` found in the project's node_modules, offline.
 */
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(root, 'bin', 'hookcheck.js');
const PATH = `/usr/bin:/bin:${process.env['PATH'] ?? ''}`;

/** A git checkout of the six-hooks project, with the planted bugs laid over it when asked. */
async function checkout(planted: boolean): Promise<string> {
  const project = join(tempDir('hookcheck-trust-'), 'project');
  cpSync(join(root, 'fixtures', 'projects', 'six-hooks'), project, { recursive: true });
  if (planted) cpSync(join(root, 'fixtures', 'projects', 'six-hooks-planted', '.claude'), join(project, '.claude'), { recursive: true });
  const git = (...args: string[]) => execa('git', ['-c', 'user.email=dev@example.test', '-c', 'user.name=dev', ...args], { cwd: project });
  await git('init', '-q', '-b', 'main');
  await git('add', '-A');
  await git('commit', '-qm', 'six hooks');
  // The project's own dependencies, as `npm install` would leave them (ignored by .gitignore).
  mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(join(root, 'node_modules', 'tsx'), join(project, 'node_modules', 'tsx'));
  symlinkSync('../tsx/dist/cli.mjs', join(project, 'node_modules', '.bin', 'tsx'));
  return project;
}

function hookcheck(args: string[], cwd: string) {
  return execa('node', [bin, ...args], { cwd, reject: false, env: { PATH, NO_COLOR: '1' }, extendEnv: false });
}

interface Finding {
  readonly check: string;
  readonly code: string;
  readonly severity: string;
  readonly message: string;
}

/** The hook's name: its script's file name. */
const hookName = (text: string) => /([\w-]+)\.(?:py|sh|ts)/.exec(text)?.[1] ?? text;

/** Errors by hook name, as `check/code`. */
function errorsByHook(stdout: string): Record<string, string[]> {
  const document = JSON.parse(stdout) as { hooks: { command: string; findings: Finding[] }[] };
  return Object.fromEntries(
    document.hooks.map((hook) => [hookName(hook.command), hook.findings.filter((finding) => finding.severity === 'error').map((finding) => `${finding.check}/${finding.code}`)]),
  );
}

/** Audit errors by hook name (its label ends with the script's name), as `rule`. */
function auditErrorsByHook(stdout: string): Record<string, string[]> {
  const document = JSON.parse(stdout) as { findings: { rule: string; severity: string; hookLabel?: string }[]; wiring: { label: string }[] };
  const errors: Record<string, string[]> = Object.fromEntries(document.wiring.map((wiring) => [hookName(wiring.label.split(': ').pop() ?? ''), []]));
  for (const finding of document.findings) if (finding.severity === 'error') (errors[hookName(finding.hookLabel?.split(': ').pop() ?? 'project')] ??= []).push(finding.rule);
  return errors;
}

const CORRECT = { guard: [], 'lock-guard': [], 'format-src': [], 'stop-gate': [], checkpoint: [], restore: [] };
const PLANTED = {
  guard: ['exit-code/exit-deny-fails-open'],
  'lock-guard': ['controls/no-controls'],
  'format-src': ['idempotency/idempotency-state-diverges'],
  'stop-gate': ['controls/benign-blocked'],
  checkpoint: ['posture/posture-crashes-on-garbage'],
  restore: ['probes/probe-failed'],
};

describe('a realistic project: every error true, a correct project passes', () => {
  it('run: six correct hooks give no error and exit 0; one planted bug per hook gives exactly that error, once', async () => {
    const [correct, planted] = await Promise.all([checkout(false), checkout(true)]);
    const good = await hookcheck(['run', '--runs', '10', '-r', 'json'], correct);
    expect(errorsByHook(good.stdout), good.stderr).toEqual(CORRECT);
    expect(good.exitCode).toBe(0);
    const bad = await hookcheck(['run', '--runs', '10', '-r', 'json'], planted);
    expect(errorsByHook(bad.stdout), bad.stderr).toEqual(PLANTED);
    expect(bad.exitCode).toBe(1);
  }, 1_500_000);

  it('audit: the six wired hooks of the correct project give no error and the gate passes; the planted ones fail it, each hook once', async () => {
    const [correct, planted] = await Promise.all([checkout(false), checkout(true)]);
    const good = await hookcheck(['audit', '--runs', '5', '-r', 'json'], correct);
    expect(auditErrorsByHook(good.stdout), good.stderr).toEqual(CORRECT);
    expect(good.exitCode).toBe(0);
    const bad = await hookcheck(['audit', '--runs', '5', '-r', 'json'], planted);
    const errors = auditErrorsByHook(bad.stdout);
    expect(Object.keys(errors).sort(), bad.stderr).toEqual(Object.keys(PLANTED).sort());
    for (const [hook, expected] of Object.entries(PLANTED)) expect(errors[hook], hook).toEqual(expected);
    expect(bad.exitCode).toBe(1);
  }, 1_500_000);
});
