import { describe, expect, it } from 'vitest';
import type { Probe } from '../../../src/model/run/probe-report.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

const probe = (name: string, role: Probe['role'], mtime: string | null, expect: Probe['expect']): Probe => ({
  name,
  ...(role === undefined ? {} : { role }),
  origin: 'config',
  args: [],
  setup: { files: mtime === null ? {} : { '.agent.lock': { content: '4242\n', mtime } }, env: {} },
  expect,
});

/** The lock guard's probes: time moved by setting the lock's mtime relative to the run. */
const lockProbes = [
  probe('a fresh lock is held', 'control', '-5m', { exitCode: 2, stderr: 'held' }),
  probe('a lock older than its TTL is stale', 'benign', '-2h', { exitCode: 0, stdout: 'stale' }),
  probe('no lock is acquired', undefined, null, { exitCode: 0, stdout: 'acquired', files: { '.agent.lock': 'exists' } }),
];

describe('probes: a script without JSON, proven by moving time', () => {
  it('passes the lock guard that honours its TTL: the fresh lock is held, the stale one taken over, none acquired', async () => {
    const report = await runFixture('lock-guard-honours-ttl.sh', { input: 'none', probes: lockProbes, allowNoControls: false });
    expect(report.probes.results.map((result) => [result.name, result.passed])).toEqual(lockProbes.map((item) => [item.name, true]));
    expect([findingCodes(report), report.verdict, report.probes.evidence]).toEqual([[], 'pass', 'controls-fired']);
    // Only the probes ran: a script that takes no JSON gets no payload cases.
    expect(report.results.map((result) => result.testCase.kind)).toEqual(['probe', 'probe', 'probe']);
  }, 60_000);

  it('fails the guard whose every lock counts as held: the stale-lock probe fails', async () => {
    const report = await runFixture('lock-guard-always-held.sh', { input: 'none', probes: lockProbes, allowNoControls: false });
    expect(report.probes.results.filter((result) => !result.passed).map((result) => result.name)).toEqual(['a lock older than its TTL is stale']);
    expect(findingCodes(report, 'controls')).toEqual(['benign-blocked']);
    expect(report.verdict).toBe('fail');
  }, 60_000);

  it('reports a plain probe whose expectation does not hold (probe-failed), and not one that holds', async () => {
    const wantsOutput = probe('prints acquired', undefined, null, { stdout: 'acquired', files: { '.agent.lock': 'exists' } });
    const silent = await runFixture('allows-everything.sh', { events: ['Notification'], probes: [wantsOutput] });
    expect(findingCodes(silent, 'probes')).toEqual(['probe-failed']);
    expect(silent.probes.results[0]!.failures).toEqual(['stdout was empty, expected it to contain "acquired"', '.agent.lock does not exist, expected it to']);
    const lock = await runFixture('lock-guard-honours-ttl.sh', { input: 'none', probes: [wantsOutput] });
    expect(findingCodes(lock, 'probes')).toEqual([]);
  }, 60_000);
});
