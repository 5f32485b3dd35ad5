import { describe, expect, it } from 'vitest';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

const callerEnv = { ...process.env, HOOKCHECK_FIXTURE_STRICT: '1' };

describe("env: the caller's whole environment against the agent's clean one", () => {
  it('catches a guard that works only with a variable of your shell, and names it', async () => {
    const report = await runFixture('denies-only-with-caller-variable.sh', { sandbox: 'bwrap', experiments: true, callerEnv });
    const env = report.findings.filter((finding) => finding.check === 'env');
    expect(env.map((finding) => [finding.code, finding.args['variables']])).toEqual([['env-dependent', 'HOOKCHECK_FIXTURE_STRICT']]);
  }, 120_000);

  it('passes a hook that behaves the same in both', async () => {
    const report = await runFixture('denies-rm-rf-exit-2.sh', { sandbox: 'bwrap', experiments: true, callerEnv });
    expect(report.experiments?.env.full).toBeDefined();
    expect(findingCodes(report, 'env')).toEqual([]);
  }, 120_000);
});
