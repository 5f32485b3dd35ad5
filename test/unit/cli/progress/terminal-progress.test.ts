/**
 * Progress on a terminal: one line redrawn in place, at most once a second, moved on by the clock
 * while a hook runs long; wiped before a report is written and at the end. The clock is a fake.
 */
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../../../../src/model/run/hook-report.js';
import { createProgress } from '../../../../src/cli/progress/progress.js';
import { fakeClock, fakeStream } from '../../../helpers/fake-progress-clock.js';

const WIPE = '\r\x1b[K';
const invocation = (event: string) => ({ testCase: { id: 'c1', kind: 'valid', event, label: 'Bash', stdin: '{}' } }) as CaseResult;

function started() {
  const stream = fakeStream(true);
  const clock = fakeClock();
  const progress = createProgress(stream, clock);
  progress.begin({ title: 'checking 2 hook(s)', total: 2, unit: 'hook' });
  return { stream, clock, progress, draws: () => stream.text.split(WIPE).filter((part) => part !== '') };
}

describe('progress on a terminal', () => {
  it('draws nothing at begin (a report header may come first), then one line on the first invocation', () => {
    const { stream, progress } = started();
    expect(stream.text).toBe('');
    progress.onCaseDone(invocation('PreToolUse'));
    expect(stream.text).toBe(`${WIPE}  0/2 hook(s) done · 1 invocation(s) · valid PreToolUse · 0s`);
  });

  it('redraws at most once a second however fast invocations finish, and with the time left once a hook is done', () => {
    const { clock, progress, draws } = started();
    for (let index = 0; index < 50; index++) progress.onCaseDone(invocation('PreToolUse'));
    expect(draws()).toHaveLength(1);
    clock.advance(999);
    progress.onCaseDone(invocation('PostToolUse'));
    expect(draws()).toHaveLength(1);
    clock.advance(9001);
    progress.onItemDone({ name: 'guard.sh', outcome: 'pass' });
    expect(draws().at(-1)).toBe('  1/2 hook(s) done · 51 invocation(s) · valid PostToolUse · 10s · about 10s left');
  });

  it('moves the time on by the clock while a hook runs long', () => {
    const { clock, progress, draws } = started();
    progress.onCaseDone(invocation('PreToolUse'));
    clock.advance(65_000);
    expect(draws().at(-1)).toBe('  0/2 hook(s) done · 1 invocation(s) · valid PreToolUse · 1m 05s');
    expect(draws().length).toBeLessThanOrEqual(66);
  });

  it('wipes its line before a report is written, only when one is shown, and never writes a newline', () => {
    const { stream, clock, progress } = started();
    progress.clear();
    expect(stream.text).toBe('');
    progress.onCaseDone(invocation('PreToolUse'));
    progress.clear();
    expect(stream.text.endsWith(WIPE)).toBe(true);
    progress.onItemDone({ name: 'guard.sh', outcome: 'pass' });
    clock.advance(3000);
    progress.stop();
    expect(stream.text.endsWith(WIPE)).toBe(true);
    expect(stream.text).not.toContain('\n');
  });

  it('draws nothing after stop', () => {
    const { stream, clock, progress } = started();
    progress.onCaseDone(invocation('PreToolUse'));
    progress.stop();
    const before = stream.text;
    clock.advance(30_000);
    progress.onCaseDone(invocation('PreToolUse'));
    progress.onItemDone({ name: 'guard.sh', outcome: 'pass' });
    progress.begin({ title: 'again', total: 1, unit: 'hook' });
    clock.advance(30_000);
    expect(stream.text).toBe(before);
    expect(clock.running()).toBe(0);
  });
});
