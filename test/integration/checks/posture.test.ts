import { describe, expect, it } from 'vitest';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

describe('posture check', () => {
  describe('open (the default)', () => {
    it('flags posture-crashes-on-garbage on a hook that parses stdin without try/catch', async () => {
      const report = await runFixture('parses-stdin-without-try-catch.js');
      expect(findingCodes(report, 'posture')).toContain('posture-crashes-on-garbage');
    });

    it('flags posture-blocks-garbage on a hook that exits 2 when stdin is not JSON', async () => {
      const report = await runFixture('blocks-garbage-saying-no.js');
      expect(findingCodes(report, 'posture')).toContain('posture-blocks-garbage');
    });

    it('passes a guard that exits 0 on input it cannot read', async () => {
      const report = await runFixture('denies-rm-rf-ignores-garbage.js');
      expect(findingCodes(report, 'posture')).toEqual([]);
    });
  });

  describe('closed', () => {
    it('flags posture-fails-open on a hook that allows everything', async () => {
      const report = await runFixture('allows-everything.sh', { posture: 'closed' });
      expect(findingCodes(report, 'posture')).toContain('posture-fails-open');
    });

    it('flags posture-reason-unclear on a hook that blocks garbage with the reason "no"', async () => {
      const report = await runFixture('blocks-garbage-saying-no.js', { posture: 'closed' });
      expect(findingCodes(report, 'posture')).toContain('posture-reason-unclear');
    });

    it('passes a guard that blocks malformed input and says retrying will not help', async () => {
      const report = await runFixture('blocks-malformed-input-with-clear-reason.js', { posture: 'closed' });
      expect(findingCodes(report, 'posture')).toEqual([]);
    });
  });
});
