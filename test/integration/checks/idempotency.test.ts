import { describe, expect, it } from 'vitest';
import { formatsFileUnderSrc } from '../../helpers/formatter-probe.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

describe('idempotency: one call against two identical calls, each in a fresh sandbox', () => {
  it('warns of a counter that counts a replayed call (a counter is right to count it; only its numbers moved)', async () => {
    const report = await runFixture('counts-calls-unlocked.sh', { sandbox: 'bwrap', experiments: true });
    expect(report.findings.filter(({ check }) => check === 'idempotency').map(({ code, severity }) => [code, severity])).toEqual([['idempotency-counts-calls', 'warning']]);
  }, 120_000);

  it('catches a speed bump (the first call denies and sets a flag, the second consumes it and allows): a warning on an ordinary call, which a nudge means to let through the second time', async () => {
    const report = await runFixture('alternates-deny-and-allow.sh', { sandbox: 'bwrap', experiments: true });
    expect(report.findings.filter(({ check }) => check === 'idempotency').map(({ code, severity }) => [code, severity])).toEqual([['idempotency-effect-changes', 'warning']]);
  }, 120_000);

  it('holds a second call that crashes where the first answered to an error (told in the crash finding, which covers it)', async () => {
    const report = await runFixture('crashes-every-other-call.sh', { sandbox: 'bwrap', experiments: true });
    expect(findingCodes(report, 'idempotency')).toEqual([]);
    const crash = report.findings.find(({ code }) => code === 'exit-crash-on-valid-payload');
    expect(crash?.severity).toBe('error');
    expect(crash?.covers?.map(({ code, severity }) => [code, severity])).toContainEqual(['idempotency-effect-changes', 'error']);
  }, 120_000);

  it("only notes (info) a second call that appends the same records again: appending is a logger's job", async () => {
    const report = await runFixture('writes-to-home-and-tmp.sh', { sandbox: 'bwrap', experiments: true });
    expect(findingCodes(report, 'idempotency')).toEqual(['idempotency-duplicates']);
    expect(report.findings.find(({ code }) => code === 'idempotency-duplicates')?.severity).toBe('info');
  }, 120_000);

  it('passes a hook that writes the same state however often it runs, with or without the sandbox', async () => {
    for (const sandbox of ['bwrap', 'none'] as const) {
      const report = await runFixture('writes-constant-state.sh', { sandbox, experiments: true });
      expect(report.experiments?.sandbox).toBe(sandbox);
      expect(findingCodes(report, 'idempotency')).toEqual([]);
    }
  }, 120_000);

  it('runs on the probe that shows a formatter at work: a header added on every run is caught, a formatter that settles passes', async () => {
    const formats = formatsFileUnderSrc;
    const options = { events: ['PostToolUse' as const], experiments: true, probes: [formats] };
    const header = await runFixture('adds-a-header-to-js-under-src.sh', options);
    expect([header.experiments?.caseId, findingCodes(header, 'idempotency')]).toEqual(['probe/1', ['idempotency-state-diverges']]);
    const settles = await runFixture('formats-js-under-src.sh', options);
    expect([settles.experiments?.caseId, findingCodes(settles, 'idempotency')]).toEqual(['probe/1', []]);
  }, 180_000);
});
