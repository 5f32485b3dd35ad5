import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findingCodes, privateFixture, runFixture } from '../../helpers/run-fixture.js';

/** What runFixture passes to the engine: two cases at a time, 500 ms between SIGTERM and SIGKILL. */
const JOBS = 2;
const KILL_GRACE_MS = 500;

/** Command lines of live processes that contain `text`. */
function listProcessesMatching(text: string): string[] {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(text));
}

describe('timeout check', () => {
  it("holds a hook to its timeout that writes an ending into the sandbox init's status file and hangs", async () => {
    const report = await runFixture('claims-its-end-then-hangs.sh', { sandbox: 'bwrap', timeoutMs: 1000 });
    const timedOut = report.findings.find(({ code }) => code === 'timeout-exceeded');
    expect(timedOut?.severity).toBe('error');
    const outcome = report.results.find(({ testCase }) => testCase.id === timedOut?.caseId)?.outcome;
    expect(outcome?.kind).toBe('timed-out');
    // Where the cgroup measured its own time, the claimed end is not taken: the span runs to the stop.
    if (outcome?.ownTime) expect(outcome.ownTime.lowMs).toBeGreaterThanOrEqual(1000);
    // Stopped at its own timeout, not after the 30 s a hook kept off the CPU may get: its sleeping
    // tree never waits for a CPU, so load cannot stretch it that far (it ran 31 s per case when the
    // claim was taken while the tree still ran).
    for (const { outcome: each } of report.results) expect(each.durationMs).toBeLessThan(15_000);
  }, 300_000);

  it('flags timeout-exceeded and timeout-needed-sigkill on a hook that ignores SIGTERM, and leaves nothing alive', async () => {
    const timeoutMs = 1000;
    const hook = privateFixture('ignores-sigterm-sleeps-forever.sh');
    const started = performance.now();
    const report = await runFixture({ form: 'exec', file: hook.file, args: [] }, { timeoutMs });
    const elapsedMs = performance.now() - started;

    expect(findingCodes(report, 'timeout')).toContain('timeout-exceeded');
    expect(findingCodes(report, 'timeout')).toContain('timeout-needed-sigkill');
    const perCaseMs = timeoutMs + KILL_GRACE_MS;
    for (const { outcome } of report.results) expect(outcome.durationMs).toBeLessThan(perCaseMs + 1000);
    // The baseline case runs alone; any further cases run JOBS at a time, the stdin-open probe last.
    const rounds = 1 + Math.ceil(Math.max(0, report.results.length - 2) / JOBS) + 1;
    expect(elapsedMs).toBeLessThan(rounds * perCaseMs + 5000);
    expect(listProcessesMatching(hook.file)).toEqual([]);
  }, 60_000);

  it('ends a run on a hook that prints forever after a few timed-out cases of each kind, and says so once', async () => {
    const hook = privateFixture('prints-forever.sh');
    const report = await runFixture({ form: 'exec', file: hook.file, args: [] }, { timeoutMs: 1000, fuzzRuns: 6 });
    const timedOut = report.results.filter(({ outcome }) => outcome.kind === 'timed-out');
    // Three valid payloads and three broken inputs; the rest (named, large, stdin-open, fuzz) held back.
    expect(timedOut).toHaveLength(6);
    expect(report.results).toHaveLength(6);
    // Timed out every time, past the capture cap or not (that turns on the load): a timeout.
    const notSent = report.findings.filter((finding) => finding.code === 'timeout-cases-not-sent');
    expect(notSent).toHaveLength(1);
    expect(Number(notSent[0]!.args['count'])).toBeGreaterThan(10);
    expect(findingCodes(report, 'timeout')).toContain('timeout-exceeded');
    expect(listProcessesMatching(hook.file)).toEqual([]);
  }, 60_000);

  it('sends every case to a hook that times out on some inputs only', async () => {
    const report = await runFixture({ form: 'shell', script: 'input=$(cat); case "$input" in *rm\\ -rf*) sleep 30;; esac; exit 0' }, { timeoutMs: 1000 });
    expect(report.results.some(({ outcome }) => outcome.kind === 'timed-out')).toBe(true);
    expect(report.results.some(({ testCase }) => testCase.kind === 'stdin-open')).toBe(true);
    expect(findingCodes(report, 'timeout')).not.toContain('timeout-cases-not-sent');
  }, 60_000);

  it('flags leftover-held-pipes on a hook whose background child keeps stdout open: a warning for Claude Code, which does not wait, saying so', async () => {
    const report = await runFixture('background-child-holds-stdout.sh');
    const held = report.findings.find(({ code }) => code === 'leftover-held-pipes');
    expect(held?.severity).toBe('warning');
    expect(String(held?.args['agentReading'])).toMatch(/^Claude Code does not wait for it/);
  });

  it.each(['none', 'bwrap'] as const)('flags leftover-held-pipes when a background job holds only a copy of stdout on another descriptor (sandbox %s)', async (sandbox) => {
    const report = await runFixture('background-job-holds-stdout-copy.sh', { sandbox });
    expect(findingCodes(report, 'timeout')).toContain('leftover-held-pipes');
  });

  it('flags leftover-held-pipes and names the process when a setsid child holds stdout', async () => {
    const hook = privateFixture('setsid-child-holds-stdout.sh', 'sleep 45.291');
    const report = await runFixture({ form: 'exec', file: hook.file, args: [] });
    expect(findingCodes(report, 'timeout')).toEqual(expect.arrayContaining(['leftover-held-pipes', 'leftover-processes']));
    expect(listProcessesMatching(hook.marker)).toEqual([]);
  });

  it('flags leftover-processes on a hook that leaves a quiet background sleep, and kills it', async () => {
    const hook = privateFixture('leaves-sleep-running.sh', 'sleep 30.417');
    const report = await runFixture({ form: 'exec', file: hook.file, args: [] });
    expect(findingCodes(report, 'timeout')).toContain('leftover-processes');
    expect(findingCodes(report, 'timeout')).not.toContain('leftover-held-pipes');
    expect(listProcessesMatching(hook.marker)).toEqual([]);
  });

  it('passes a hook that allows everything and exits at once', async () => {
    const report = await runFixture('allows-everything.sh');
    expect(findingCodes(report, 'timeout')).toEqual([]);
  });
});
