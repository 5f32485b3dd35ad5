import { describe, expect, it } from 'vitest';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

/** The severities a code was raised with: the exit code of a run depends on them. */
const severities = (report: Awaited<ReturnType<typeof runFixture>>, code: string) => [...new Set(report.findings.filter((finding) => finding.code === code).map((finding) => finding.severity))];

/** A Claude Code version from before JSON on a non-zero exit was honoured (2.1.223). */
const VERSION_IGNORING_JSON_ON_FAILURE = '2.1.200';

describe('exit-code check', () => {
  it('flags exit-deny-fails-open when a deny exits 1 with "Blocked: …" on stderr', async () => {
    const report = await runFixture('denies-rm-rf-exit-1.sh');
    expect(findingCodes(report, 'exit-code')).toContain('exit-deny-fails-open');
    expect(severities(report, 'exit-deny-fails-open')).toEqual(['error']);
  });

  it('flags exit-crash-on-valid-payload when set -e meets a grep that finds nothing', async () => {
    const report = await runFixture('crashes-when-grep-finds-nothing.sh');
    expect(findingCodes(report, 'exit-code')).toContain('exit-crash-on-valid-payload');
    expect(severities(report, 'exit-crash-on-valid-payload')).toEqual(['error']);
  });

  it('flags exit-2-cannot-block when a SessionStart hook exits 2', async () => {
    const report = await runFixture('always-exits-2.sh', { events: ['SessionStart'] });
    expect(findingCodes(report, 'exit-code')).toContain('exit-2-cannot-block');
    expect(severities(report, 'exit-2-cannot-block')).toEqual(['warning']);
  });

  it('flags exit-2-cannot-block on an event where exit 2 is ignored (Notification) too', async () => {
    const report = await runFixture('always-exits-2.sh', { events: ['Notification'] });
    expect(findingCodes(report, 'exit-code')).toContain('exit-2-cannot-block');
  });

  it('flags exit-killed-by-signal when the hook dies by SIGSEGV', async () => {
    const report = await runFixture('kills-itself-with-sigsegv.sh');
    expect(findingCodes(report, 'exit-code')).toContain('exit-killed-by-signal');
    expect(severities(report, 'exit-killed-by-signal')).toEqual(['error']);
  });

  it('flags exit-json-on-nonzero when a deny decision is printed as JSON with exit 1', async () => {
    const report = await runFixture('prints-deny-json-then-exits-1.sh');
    expect(findingCodes(report, 'exit-code')).toContain('exit-json-on-nonzero');
    // Honoured by the latest version: a warning, not a failure.
    expect(severities(report, 'exit-json-on-nonzero')).toEqual(['warning']);
  });

  it('flags exit-json-on-nonzero also for a version that ignores JSON on a failing exit', async () => {
    const report = await runFixture('prints-deny-json-then-exits-1.sh', { agentVersion: VERSION_IGNORING_JSON_ON_FAILURE });
    expect(findingCodes(report, 'exit-code')).toContain('exit-json-on-nonzero');
    expect(severities(report, 'exit-json-on-nonzero')).toEqual(['error']);
  });

  it('under "onFailure": "block", says the failing exit wins over the JSON: an allow refused is an error, a deny that still holds a warning', async () => {
    const allow = await runFixture('prints-allow-json-then-exits-1.sh', { onFailure: 'block' });
    expect(severities(allow, 'exit-json-on-nonzero')).toEqual(['error']);
    const said = allow.findings.find((finding) => finding.code === 'exit-json-on-nonzero')!;
    expect(String(said.args['honoured'])).toMatch(/^holds the call back whatever the JSON says/);
    const deny = await runFixture('prints-deny-json-then-exits-1.sh', { onFailure: 'block' });
    expect(severities(deny, 'exit-json-on-nonzero')).toEqual(['warning']);
    // Without the field the allow is honoured by the latest version: a warning about other versions and agents.
    expect(severities(await runFixture('prints-allow-json-then-exits-1.sh'), 'exit-json-on-nonzero')).toEqual(['warning']);
  });

  it('flags exit-deny-fails-open even when an empty JSON object comes first', async () => {
    const report = await runFixture('prints-empty-json-then-denies-exit-1.sh');
    expect(findingCodes(report, 'exit-code')).toContain('exit-deny-fails-open');
    expect(findingCodes(report, 'exit-code')).not.toContain('exit-json-on-nonzero');
  });

  it('calls an OS "Permission denied" a crash, not a deny', async () => {
    const report = await runFixture('crashes-with-permission-denied.sh');
    expect(findingCodes(report, 'exit-code')).toEqual(['exit-crash-on-valid-payload']);
  });

  it('passes a deny by exit 1 on a handler wired with "onFailure": "block": Claude Code holds the call back', async () => {
    const report = await runFixture('denies-rm-rf-exit-1.sh', { onFailure: 'block' });
    expect(findingCodes(report, 'exit-code')).toEqual([]);
  });

  it('tells a guard that crashes, and only a guard, that "onFailure": "block" would make it fail closed', async () => {
    const hinted = (report: Awaited<ReturnType<typeof runFixture>>) =>
      report.findings.filter((finding) => finding.code === 'exit-crash-on-valid-payload').map((finding) => finding.args['failClosed'] !== undefined);
    expect(hinted(await runFixture('crashes-when-grep-finds-nothing.sh', { role: 'govern' }))).toContain(true);
    expect(hinted(await runFixture('crashes-when-grep-finds-nothing.sh', { role: 'observe' }))).not.toContain(true);
    expect(hinted(await runFixture('crashes-when-grep-finds-nothing.sh', { role: 'govern', onFailure: 'block' }))).not.toContain(true);
  });

  it('still flags a crash on a valid payload under "onFailure": "block", saying every such call is refused', async () => {
    const report = await runFixture('crashes-when-grep-finds-nothing.sh', { onFailure: 'block' });
    const crashes = report.findings.filter((finding) => finding.code === 'exit-crash-on-valid-payload');
    expect(crashes.length).toBeGreaterThan(0);
    expect(crashes.every((finding) => String(finding.args['agentSays']).includes('holds the call back'))).toBe(true);
  });

  it('passes a guard that denies rm -rf with exit 2 and a reason, and fails open on garbage', async () => {
    const report = await runFixture('denies-rm-rf-exit-2.sh');
    expect(findingCodes(report, 'exit-code')).toEqual([]);
  });
});
