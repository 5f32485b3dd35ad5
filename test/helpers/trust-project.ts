/**
 * The realistic project of the trust tests (fixtures/projects/six-hooks, with six-hooks-planted
 * laid over it): a git checkout whose hooks run as a user's would, offline; hookcheck run on it;
 * its errors read by hook. (Its Stop gate is plain node running `npm test`: as `npx tsx` it cost
 * 2.3 s of CPU a call, most of these tests' time.)
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { tempDir } from './temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A git checkout of the six-hooks project, with the planted bugs laid over it when asked. */
export async function checkout(planted: boolean): Promise<string> {
  const project = join(tempDir('hookcheck-trust-'), 'project');
  cpSync(join(root, 'fixtures', 'projects', 'six-hooks'), project, { recursive: true });
  if (planted) cpSync(join(root, 'fixtures', 'projects', 'six-hooks-planted', '.claude'), join(project, '.claude'), { recursive: true });
  const git = (...args: string[]) => execa('git', ['-c', 'user.email=dev@example.test', '-c', 'user.name=dev', ...args], { cwd: project });
  await git('init', '-q', '-b', 'main');
  await git('add', '-A');
  await git('commit', '-qm', 'six hooks');
  return project;
}

export { hookcheck } from './cli.js';

interface Finding {
  readonly check: string;
  readonly code: string;
  readonly severity: string;
  readonly message: string;
}

/** The hook's name: its script's file name. */
const hookName = (text: string) => /([\w-]+)\.(?:py|sh|mjs|ts)/.exec(text)?.[1] ?? text;

/** Errors by hook name, as `check/code`. */
export function errorsByHook(stdout: string): Record<string, string[]> {
  const document = JSON.parse(stdout) as { hooks: { command: string; findings: Finding[] }[] };
  return Object.fromEntries(
    document.hooks.map((hook) => [hookName(hook.command), hook.findings.filter((finding) => finding.severity === 'error').map((finding) => `${finding.check}/${finding.code}`)]),
  );
}

/** Audit errors by hook name (its label ends with the script's name), as `rule`. */
export function auditErrorsByHook(stdout: string): Record<string, string[]> {
  const document = JSON.parse(stdout) as { findings: { rule: string; severity: string; hookLabel?: string }[]; wiring: { label: string }[] };
  const errors: Record<string, string[]> = Object.fromEntries(document.wiring.map((wiring) => [hookName(wiring.label.split(': ').pop() ?? ''), []]));
  for (const finding of document.findings) if (finding.severity === 'error') (errors[hookName(finding.hookLabel?.split(': ').pop() ?? 'project')] ??= []).push(finding.rule);
  return errors;
}

export const CORRECT = { guard: [], 'lock-guard': [], 'format-src': [], 'stop-gate': [], checkpoint: [], restore: [] };
export const PLANTED = {
  guard: ['exit-code/exit-deny-fails-open'],
  'lock-guard': ['controls/no-controls'],
  'format-src': ['idempotency/idempotency-state-diverges'],
  'stop-gate': ['controls/benign-blocked'],
  // The crash on every compaction also fails the author's own probe: two true errors, one cause.
  checkpoint: ['probes/probe-failed', 'exit-code/exit-crash-on-valid-payload'],
  restore: ['probes/probe-failed'],
};
