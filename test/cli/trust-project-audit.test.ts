/**
 * A realistic project with six correct hooks passes `audit` with no error and the gate passes; the
 * same project with one planted bug per hook fails it, with exactly those errors, each once, under
 * its own hook. (`run` on the same projects: trust-project-run.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { CORRECT, PLANTED, auditErrorsByHook, checkout, hookcheck } from '../helpers/trust-project.js';

describe('a realistic project: every error true, a correct project passes', () => {
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
