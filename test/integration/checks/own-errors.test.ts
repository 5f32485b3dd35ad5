import { describe, expect, it } from 'vitest';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

describe('own-errors check', () => {
  it('flags a hook that says in its own words it is disabled, and exits 0', async () => {
    const report = await runFixture('says-disabled-exits-0.sh');
    expect(findingCodes(report, 'own-errors')).toEqual(['own-error-exit-0']);
    const finding = report.findings.find(({ code }) => code === 'own-error-exit-0')!;
    expect(finding.severity).toBe('warning');
    expect(String(finding.args['line'])).toContain('enforcement is DISABLED');
    expect(finding.args['cases']).toBe(finding.args['total']);
  });

  it('passes a hook whose stderr is a report ("0 errors"), a hook that exits 1 (the agent shows that stderr), and a quiet one', async () => {
    for (const fixture of ['logs-benign-stderr.sh', 'denies-rm-rf-exit-1.sh', 'allows-everything.sh']) {
      expect([fixture, findingCodes(await runFixture(fixture), 'own-errors')]).toEqual([fixture, []]);
    }
  });
});
