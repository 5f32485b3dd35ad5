import { describe, expect, it } from 'vitest';
import type { HookReport } from '../../../src/model/run/hook-report.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';
import { formatFinding } from '../../../src/findings/codes.js';

/** The idempotency and concurrency findings of one run, with their severities. */
function stateFindings(report: HookReport): string[] {
  return report.findings.filter(({ check }) => check === 'idempotency' || check === 'concurrency').map(({ code, severity }) => `${severity}:${code}`);
}

describe('state that a person would call state: loggers pass, lost and double-counted state is caught', () => {
  it('passes an append-only JSONL logger whose lines hold the time and pid and interleave under parallel calls', async () => {
    const report = await runFixture('appends-jsonl-log.sh', { sandbox: 'bwrap', experiments: true });
    expect(report.experiments?.concurrency.afterParallel['project/.hook-log.jsonl']?.text?.split('\n')).toHaveLength(7);
    expect(stateFindings(report)).toEqual([]);
  }, 120_000);

  it('passes a JSON-list logger that appends under a lock, noting that a replay appends its record again', async () => {
    const report = await runFixture('logs-json-list-locked.sh', { sandbox: 'bwrap', experiments: true });
    expect(JSON.parse(report.experiments!.concurrency.afterParallel['project/.hook-calls-log.json']!.text!)).toHaveLength(6);
    expect(stateFindings(report)).toEqual(['info:idempotency-duplicates']);
  }, 120_000);

  it('catches a JSON-list logger without a lock: parallel calls drop records (a lost update, not a counter on replay)', async () => {
    const report = await runFixture('logs-json-list-unlocked.sh', { sandbox: 'bwrap', experiments: true });
    expect(stateFindings(report)).toEqual(['error:concurrency-lost-update']);
    const lost = report.findings.find(({ code }) => code === 'concurrency-lost-update')!;
    expect(lost.args.detail).toMatch(/after 6 runs in a row: 6 records; after 6 runs at once: [1-5] records?/);
  }, 120_000);

  it('catches a counter that loses updates when calls run at once (an error), and only warns that a replayed call is counted, naming which run left which state', async () => {
    const report = await runFixture('counts-calls-unlocked.sh', { sandbox: 'bwrap', experiments: true });
    expect(stateFindings(report)).toEqual(['warning:idempotency-counts-calls', 'error:concurrency-lost-update']);
    const counts = report.findings.find(({ code }) => code === 'idempotency-counts-calls')!;
    expect(counts.args.detail).toBe('project/.hook-calls.json: after one run: "{\\"calls\\": 1}\\n"; after two runs of the same payload: "{\\"calls\\": 2}\\n"');
    // The detail names each file: the message says it once.
    expect(formatFinding(counts)).toContain(`counted both calls (${String(counts.args.detail)}) and`);
    expect(report.verdict).toBe('fail');
  }, 120_000);

  it('catches a check-then-write without a lock: parallel calls each add the record meant to be written once', async () => {
    const report = await runFixture('records-once-unlocked.sh', { sandbox: 'bwrap', experiments: true });
    expect(stateFindings(report)).toEqual(['error:concurrency-duplicated-records']);
  }, 120_000);

  it('passes a hook whose npm writes a debug log named by its start time into HOME, even at audit strictness', async () => {
    const report = await runFixture('runs-npm-writing-home-logs.sh', { sandbox: 'bwrap', experiments: true, audit: true });
    const logs = Object.keys(report.experiments!.idempotency.afterTwice).filter((path) => path.startsWith('home/.npm/_logs/'));
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(stateFindings(report)).toEqual([]);
    expect(findingCodes(report, 'side-effects')).not.toContain('side-effect-outside-project');
  }, 120_000);
});
