import { describe, expect, it } from 'vitest';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

/** One tool's cases: the experiments run on one case, whatever the tool, and the other tools' cases would only cost time. */
const ONE_TOOL = { matcher: 'Glob' };

describe('concurrency: N calls at once against N calls in a row', () => {
  it('catches an unlocked read-modify-write that loses updates, with or without the sandbox', async () => {
    for (const sandbox of ['bwrap', 'none'] as const) {
      const report = await runFixture('logs-json-list-unlocked.sh', { ...ONE_TOOL, sandbox, experiments: true });
      expect(findingCodes(report, 'concurrency')).toEqual(['concurrency-lost-update']);
    }
  }, 120_000);

  it('catches a lost update every time, not by chance: each copy at once waits after its read of the file one run wrote until every copy has read', async () => {
    // Six copies that each read before any wrote all count from 0: one call counted, whatever their pauses.
    for (const fixture of ['counts-after-a-random-pause.sh', 'counts-after-a-long-random-pause.sh', 'counts-after-a-long-random-pause.sh']) {
      const report = await runFixture(fixture, { ...ONE_TOOL, sandbox: 'bwrap', experiments: true });
      const count = Object.entries(report.experiments?.concurrency.afterParallel ?? {}).find(([path]) => path.endsWith('.call-count'))?.[1].text;
      expect([fixture, count, findingCodes(report, 'concurrency')]).toEqual([fixture, '1\n', ['concurrency-lost-update']]);
    }
  }, 300_000);

  it('passes a read-modify-write under a lock folder it polls: copies waiting for it are not seen waiting, so a stopped copy goes on after a bound and holds end, and six at once count six', async () => {
    // The first copy waits the bound (longer on a loaded machine), then none is held: a timeout above it.
    const report = await runFixture('counts-under-a-lock-folder.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true, timeoutMs: 40_000, fuzzRuns: 0 });
    const count = (state: Record<string, { text?: string }> | undefined) => Object.entries(state ?? {}).find(([path]) => path.endsWith('.call-count'))?.[1].text;
    expect([count(report.experiments?.concurrency.afterParallel), findingCodes(report, 'concurrency')]).toEqual(['6\n', []]);
  }, 300_000);

  it('tells a lost count from a time that differs on every run: a JSON file stamped to the nanosecond is compared by content, times masked (unlocked: lost; under flock: passes)', async () => {
    const unlocked = await runFixture('counts-with-a-timestamp-unlocked.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true, fuzzRuns: 0 });
    const locked = await runFixture('counts-with-a-timestamp-locked.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true, fuzzRuns: 0 });
    expect([findingCodes(unlocked, 'concurrency'), findingCodes(locked, 'concurrency')]).toEqual([['concurrency-lost-update'], []]);
  }, 300_000);

  it('tells work the copies at once never did (no state left at all) from a lost update, and says so as a warning', async () => {
    const report = await runFixture('gives-way-when-others-run.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true, timeoutMs: 20_000, fuzzRuns: 0 });
    expect(report.findings.filter(({ check }) => check === 'concurrency').map(({ code, severity, args }) => [code, severity, args['stderr']])).toEqual([
      ['concurrency-work-skipped', 'warning', 'another call is running: skipped'],
    ]);
  }, 300_000);

  it('catches a hook that crashes when another call runs at the same time', async () => {
    const report = await runFixture('fails-when-another-call-runs.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true, timeoutMs: 20_000 });
    expect(findingCodes(report, 'concurrency')).toEqual(['concurrency-crash']);
  }, 180_000);

  it('does not call a timeout among copies sharing the cores a crash: a hook that waits its turn is not judged, and says so', async () => {
    const report = await runFixture('waits-its-turn-on-a-lock.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true, timeoutMs: 3000 });
    expect(report.experiments?.concurrency.parallel.some(({ outcome }) => outcome.kind === 'timed-out')).toBe(true);
    expect(report.findings.filter(({ check }) => check === 'concurrency').map(({ code, severity }) => `${severity}:${code}`)).toEqual(['info:concurrency-not-judged']);
  }, 180_000);

  it('passes a hook that appends log lines holding what differs under load (here: how many calls ran at once), and checks they did differ', async () => {
    const report = await runFixture('logs-how-many-run.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true });
    const log = (state: Record<string, { text?: string }> | undefined) => Object.entries(state ?? {}).find(([path]) => path.endsWith('.hook-calls.log'))?.[1].text ?? '';
    const concurrency = report.experiments?.concurrency;
    expect(log(concurrency?.afterSequential)).toBe('call done, 1 running\n'.repeat(6));
    expect(log(concurrency?.afterParallel).split('\n').filter(Boolean)).toHaveLength(6);
    expect(log(concurrency?.afterParallel)).not.toBe(log(concurrency?.afterSequential));
    expect(findingCodes(report, 'concurrency')).toEqual([]);
  }, 120_000);

  it('catches a line log rewritten whole without a lock: calls at once drop lines', async () => {
    const report = await runFixture('rewrites-line-log-unlocked.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true });
    expect(findingCodes(report, 'concurrency')).toEqual(['concurrency-lost-update']);
  }, 120_000);

  it('passes a hook that writes the same state whatever the number of calls', async () => {
    const report = await runFixture('writes-constant-state.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true });
    expect(report.experiments?.concurrency.parallel).toHaveLength(6);
    expect(findingCodes(report, 'concurrency')).toEqual([]);
  }, 120_000);

  it('gives copies run at once distinct PIDs in the sandbox, as a machine does: a per-PID claim in /tmp does not collide', async () => {
    const report = await runFixture('claims-a-pid-file-in-tmp.sh', { ...ONE_TOOL, sandbox: 'bwrap', experiments: true });
    expect(report.experiments?.concurrency.parallel).toHaveLength(6);
    expect(findingCodes(report, 'concurrency')).toEqual([]);
  }, 120_000);

  it('gives cases run side by side in one scratch area distinct PIDs too: a per-PID claim in /tmp never crashes a case', async () => {
    const report = await runFixture('claims-a-pid-file-in-tmp.sh', { sandbox: 'bwrap', jobs: 4 });
    const crashes = report.results.filter(({ outcome }) => outcome.kind === 'exited' && outcome.exitCode === 1);
    expect([report.results.length > 8, crashes.map(({ outcome }) => outcome.stderr)]).toEqual([true, []]);
  }, 120_000);
});
