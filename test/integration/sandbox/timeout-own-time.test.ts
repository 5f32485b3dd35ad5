/**
 * A timeout judged by the hook's own time, not the machine's load. Busy loops in sessions of
 * their own (so the scheduler shares the CPU between them and the hook as it does on a loaded
 * machine), all on the first CPU with the hooks (the other CPUs stay free for the tests beside
 * this one), keep it taken while three hooks run with a 1 s timeout: one that needs 0.2 s
 * of CPU (done in a fifth of its timeout on an idle machine, past it in wall time here), one that
 * spins forever and one that sleeps. Where the kernel reports the sandbox cgroup's CPU pressure,
 * the first passes and the other two time out on their own time; where it cannot tell (no
 * writable cgroup2, as for an ordinary user), the deadline is wall time, as the fallback says.
 * Own time begins when the sandbox's init starts the hook (hook-span.test.ts): the sandbox's
 * set-up, which a loaded machine stretches by hundreds of ms, is not counted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFinding } from '../../../src/findings/codes.js';
import { findCgroups } from '../../../src/sandbox/resource-limits.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

const pressureKnown = findCgroups().pressure !== null;
const TIMEOUT_MS = 1000;

/** 20 clock ticks (0.2 s) of its own CPU, read from its own /proc entry without a fork, then an answer. */
const NEEDS_200MS_OF_CPU = 'cat >/dev/null; while :; do read -r _ _ _ _ _ _ _ _ _ _ _ _ _ u s _ < /proc/self/stat; (( u + s >= 20 )) && break; done; exit 0';

let burners: ChildProcess[] = [];

beforeAll(() => {
  // Each its own session (its own autogroup): the hook gets a seventh of the CPU they share.
  burners = Array.from({ length: 6 }, () => spawn('taskset', ['-c', '0', 'sh', '-c', 'while :; do :; done'], { detached: true, stdio: 'ignore' }));
});

afterAll(() => {
  for (const burner of burners) if (burner.pid !== undefined) process.kill(-burner.pid, 'SIGKILL');
});

/** The hook's bash pinned where the busy loops are; the sandbox around it starts wherever the scheduler likes. */
const run = (script: string, timeoutMs = TIMEOUT_MS) => runFixture({ form: 'exec', file: 'taskset', args: ['-c', '0', 'bash', '-c', script] }, { sandbox: 'bwrap', timeoutMs });

describe('timeouts on a loaded machine, judged by the hook own time', () => {
  it('lets a hook that needs 0.2 s of CPU finish when load stretches it past its 1 s timeout', async () => {
    const report = await run(NEEDS_200MS_OF_CPU);
    const baseline = report.results[0]!;
    if (pressureKnown) {
      // The load did push it past the timeout (else this test proves nothing), and the wait was measured.
      // The stdin-open probe is ended on purpose (the hook reads stdin to its end).
      const stretched = report.results.filter(({ testCase, outcome }) => testCase.kind !== 'stdin-open' && outcome.durationMs > TIMEOUT_MS);
      expect(stretched.length).toBeGreaterThan(0);
      for (const { outcome } of stretched) {
        expect(outcome.kind).toBe('exited');
        expect(outcome.cpuWaitMs).toBeGreaterThan(0);
      }
      expect(findingCodes(report, 'timeout')).not.toContain('timeout-exceeded');
    } else {
      expect(baseline.outcome.cpuWaitMs).toBeUndefined();
      expect(findingCodes(report, 'timeout')).toContain('timeout-exceeded');
    }
  }, 120_000);

  it('times out a hook that spins forever, on its own time', async () => {
    // Half the timeout: each case runs until it has had 0.5 s of the CPU it shares seven ways.
    const report = await run('while :; do :; done', TIMEOUT_MS / 2);
    const timeouts = report.findings.filter((finding) => finding.code === 'timeout-exceeded');
    expect(timeouts.length).toBeGreaterThan(0);
    expect(findingCodes(report, 'timeout')).not.toContain('timeout-not-judged-busy');
    if (pressureKnown) {
      expect(formatFinding(timeouts[0]!)).toContain('Its own time reached the limit');
      for (const { outcome } of report.results) expect(outcome).toMatchObject({ kind: 'timed-out', cpuWaitMs: expect.any(Number) });
      // Its deadline moved by the wait: the whole wall time was not its own.
      expect(report.results.some(({ outcome }) => outcome.durationMs > TIMEOUT_MS)).toBe(true);
    }
  }, 120_000);

  it('times out a hook that sleeps at its timeout: waiting for nothing moves no deadline', async () => {
    const report = await run('sleep 30');
    expect(findingCodes(report, 'timeout')).toContain('timeout-exceeded');
    for (const { outcome } of report.results) {
      expect(outcome.kind).toBe('timed-out');
      // Stopped within the SIGTERM: no extension for a sleeper (bounded well below the 30 s it asks for).
      expect(outcome.durationMs).toBeLessThan(TIMEOUT_MS + 3000);
    }
  }, 120_000);
});
