import { describe, expect, it } from 'vitest';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

describe('silent check', () => {
  it('flags silent-no-effect on a hook that allows everything', async () => {
    const report = await runFixture('allows-everything.sh');
    expect(findingCodes(report, 'silent')).toContain('silent-no-effect');
  });

  it('passes a guard that denies rm -rf', async () => {
    const report = await runFixture('denies-rm-rf-exit-2.sh');
    expect(findingCodes(report, 'silent')).toEqual([]);
  });
});
