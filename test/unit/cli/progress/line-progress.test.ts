/**
 * Progress in a log or a pipe: whole lines, the first at begin, one per hook done with the count,
 * the time so far and left, and a heartbeat only when nothing was written for HEARTBEAT_MS. The
 * clock is a fake: what is written depends on the time the test sets, never on real waits.
 */
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../../../../src/model/run/hook-report.js';
import { createProgress } from '../../../../src/cli/progress/progress.js';
import { FIRST_LINE_MS, HEARTBEAT_MS } from '../../../../src/cli/progress/line-progress.js';
import { fakeClock, fakeStream } from '../../../helpers/fake-progress-clock.js';

const invocation = { testCase: { id: 'c1', kind: 'valid', event: 'PreToolUse', label: 'Bash', stdin: '{}' } } as CaseResult;

function started(total = 4, unit = 'hook') {
  const stream = fakeStream(false);
  const clock = fakeClock();
  const progress = createProgress(stream, clock);
  progress.begin({ title: `checking ${total} ${unit}(s)`, total, unit });
  return { stream, clock, progress };
}

describe('progress in a log (stderr not a terminal)', () => {
  it('writes the title at begin, at once', () => {
    const stream = fakeStream(false);
    const progress = createProgress(stream, fakeClock());
    progress.onCaseDone(invocation);
    expect(stream.text).toBe('');
    progress.begin({ title: 'running 4 hook(s) for 5 wired handler(s)', total: 4, unit: 'hook' });
    expect(stream.text).toBe('hookcheck: running 4 hook(s) for 5 wired handler(s)\n');
  });

  it('says the run is being prepared when the totals take longer than FIRST_LINE_MS to know, then every HEARTBEAT_MS', () => {
    const stream = fakeStream(false);
    const clock = fakeClock();
    const progress = createProgress(stream, clock);
    clock.advance(FIRST_LINE_MS - 1000);
    expect(stream.text).toBe('');
    clock.advance(1000);
    expect(stream.lines()).toEqual(['hookcheck: preparing the run (2s so far)']);
    clock.advance(HEARTBEAT_MS);
    expect(stream.lines().at(-1)).toBe('hookcheck: still preparing the run (17s so far)');
    progress.begin({ title: 'mutating 2 hook file(s): 40 mutant(s) to run', total: 40, unit: 'mutant' });
    clock.advance(HEARTBEAT_MS - 1000);
    expect(stream.lines()).toHaveLength(3);
  });

  it('writes a line per hook done: its name and verdict, how many of how many, the time so far and left at the pace so far', () => {
    const { stream, clock, progress } = started();
    clock.advance(10_000);
    progress.onItemDone({ name: 'guard.sh', outcome: 'fail, 2 finding(s)' });
    clock.advance(10_000);
    progress.onItemDone({ name: 'format.sh', outcome: 'pass, 0 finding(s)' });
    expect(stream.lines().slice(1)).toEqual([
      'hookcheck: guard.sh — fail, 2 finding(s) · 1/4 hook(s) done · 10s elapsed · about 30s left',
      'hookcheck: format.sh — pass, 0 finding(s) · 2/4 hook(s) done · 20s elapsed · about 20s left',
    ]);
    clock.advance(100_000);
    progress.onItemDone({ name: 'a', outcome: 'pass' });
    progress.onItemDone({ name: 'b', outcome: 'pass' });
    // The last: no time left to guess.
    expect(stream.lines().at(-1)).toBe('hookcheck: b — pass · 4/4 hook(s) done · 2m 00s elapsed');
  });

  it('says the run still moves when nothing was written for a while, and when an invocation last finished', () => {
    const { stream, clock, progress } = started();
    clock.advance(HEARTBEAT_MS - 1000);
    expect(stream.lines()).toHaveLength(1);
    clock.advance(1000);
    expect(stream.lines().at(-1)).toBe('hookcheck: still running: 0/4 hook(s) done · 15s elapsed · no hook invocation finished yet');
    clock.advance(2000);
    progress.onCaseDone(invocation);
    clock.advance(HEARTBEAT_MS - 2000);
    expect(stream.lines().at(-1)).toBe('hookcheck: still running: 0/4 hook(s) done · 30s elapsed · last hook invocation finished 13s ago');
  });

  it('writes at most four heartbeats a minute through a hook that hangs for ten minutes', () => {
    const { stream, clock } = started();
    clock.advance(600_000);
    const beats = stream.lines().filter((line) => line.startsWith('hookcheck: still running:'));
    expect(beats).toHaveLength(600_000 / HEARTBEAT_MS);
    expect(beats.at(-1)).toMatch(/ 10m 00s elapsed /);
  });

  it('counts a hook done as a sign of life: the next heartbeat waits a whole period from it', () => {
    const { stream, clock, progress } = started();
    clock.advance(10_000);
    progress.onItemDone({ name: 'guard.sh', outcome: 'pass' });
    clock.advance(HEARTBEAT_MS - 1000);
    expect(stream.lines()).toHaveLength(2);
    clock.advance(1000);
    expect(stream.lines()).toHaveLength(3);
  });

  it('counts mutants without a line each, and writes a line per file with the totals', () => {
    const { stream, clock, progress } = started(10, 'mutant');
    for (let index = 0; index < 3; index++) progress.onItemDone();
    clock.advance(6000);
    expect(stream.lines()).toHaveLength(1);
    progress.onGroupDone({ name: 'hooks/guard.sh', outcome: '3 mutant(s): 3 Killed' });
    expect(stream.lines().at(-1)).toBe('hookcheck: hooks/guard.sh — 3 mutant(s): 3 Killed · 3/10 mutant(s) done · 6s elapsed · about 14s left');
    clock.advance(HEARTBEAT_MS);
    expect(stream.lines().at(-1)).toMatch(/^hookcheck: still running: 3\/10 mutant\(s\) done · 21s elapsed · about 49s left · /);
  });

  it('writes nothing after stop, begun or not, and stops its timer', () => {
    const unbegun = fakeStream(false);
    const clock0 = fakeClock();
    const never = createProgress(unbegun, clock0);
    never.stop();
    clock0.advance(60_000);
    never.begin({ title: 'too late', total: 1, unit: 'hook' });
    expect(unbegun.text).toBe('');
    const { stream, clock, progress } = started();
    progress.stop();
    expect(clock.running()).toBe(0);
    const before = stream.text;
    clock.advance(120_000);
    progress.onItemDone({ name: 'late', outcome: 'pass' });
    progress.onGroupDone({ name: 'late', outcome: 'pass' });
    progress.clear();
    expect(stream.text).toBe(before);
  });

  it('never draws on a line of its own: no carriage return, no escape', () => {
    const { stream, clock, progress } = started();
    progress.onCaseDone(invocation);
    clock.advance(40_000);
    progress.onItemDone({ name: 'guard.sh', outcome: 'pass' });
    progress.clear();
    expect(stream.text).not.toContain('\r');
    expect(stream.text).not.toContain('\x1b');
    expect(stream.text.endsWith('\n')).toBe(true);
  });
});
