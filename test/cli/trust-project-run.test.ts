/**
 * A realistic project with six correct hooks passes `run` with no error; the same project with one
 * planted bug per hook gets exactly those errors, each once, under its own hook. (`audit` on the
 * same projects: trust-project-audit.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { CORRECT, PLANTED, checkout, errorsByHook, hookcheck } from '../helpers/trust-project.js';

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
});
