import { describe, expect, it } from 'vitest';
import { formatFinding } from '../../../src/findings/codes.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

describe('determinism: the same payload twice gets the same effect', () => {
  it('catches a hook that denies every other call: a warning on ordinary calls (a nudge means to), an error where a call crashes once', async () => {
    const report = await runFixture('alternates-deny-and-allow.sh', { fuzzRuns: 20, jobs: 1 });
    expect(report.findings.filter(({ check }) => check === 'determinism').map(({ code, severity }) => [code, severity])).toEqual([['effect-differs-on-replay', 'warning']]);
    // A crash every other call is the crash finding's error, which covers the changed answer and says it comes and goes.
    const crashes = await runFixture('crashes-every-other-call.sh', { fuzzRuns: 20, jobs: 1 });
    expect(findingCodes(crashes, 'determinism')).toEqual([]);
    const crash = crashes.findings.find(({ code }) => code === 'exit-crash-on-valid-payload');
    expect(crash?.severity).toBe('error');
    expect(crash?.covers?.map(({ code, severity }) => [code, severity])).toContainEqual(['effect-differs-on-replay', 'error']);
    expect(formatFinding(crash!)).toContain('Not on every run');
  }, 180_000);

  it('passes a hook that decides from the payload alone', async () => {
    const report = await runFixture('denies-rm-rf-exit-2.sh', { fuzzRuns: 20, jobs: 1 });
    expect(report.fuzz!.executed.repeated).toBeGreaterThan(0);
    expect(findingCodes(report, 'determinism')).toEqual([]);
  }, 120_000);
});
