import { describe, expect, it } from 'vitest';
import { runFixture } from '../../helpers/run-fixture.js';

const outside = (report: Awaited<ReturnType<typeof runFixture>>) =>
  report.findings.filter((finding) => finding.code === 'side-effect-outside-project').map((finding) => [finding.severity, finding.args['paths']]);

describe('side-effects: what the hook writes outside the project', () => {
  it('notes files written in HOME and /tmp on a local run, and makes them errors at audit strictness', async () => {
    const local = await runFixture('writes-to-home-and-tmp.sh', { sandbox: 'bwrap', experiments: true });
    expect(outside(local)).toEqual([['info', 'home/.hook-log, /tmp/hook-cache']]);
    const audit = await runFixture('writes-to-home-and-tmp.sh', { sandbox: 'bwrap', experiments: true, audit: true });
    expect(outside(audit)).toEqual([['error', 'home/.hook-log, /tmp/hook-cache']]);
    expect(audit.verdict).toBe('fail');
  }, 120_000);

  it('passes a hook that writes only in the project, and says what it could not observe', async () => {
    const report = await runFixture('writes-constant-state.sh', { sandbox: 'bwrap', experiments: true, audit: true });
    expect(outside(report)).toEqual([]);
    expect(report.findings.find((finding) => finding.code === 'side-effects-unobserved')?.args['what']).toMatch(/network connection attempts/);
  }, 120_000);
});
