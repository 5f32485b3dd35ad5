/** The words of progress lines: durations, the time left at the pace so far, a hook's name. */
import { describe, expect, it } from 'vitest';
import { describeHook, describeHooks, describeTimeLeft, formatDuration } from '../../../../src/cli/progress/format-progress.js';
import type { HookTarget } from '../../../../src/model/run/hook-report.js';

const target = (script: string, name?: string): HookTarget => ({
  command: { form: 'shell', script },
  events: ['PreToolUse'],
  timeoutMs: 1000,
  eventsFrom: 'test',
  ...(name === undefined ? {} : { name }),
});

describe(formatDuration.name, () => {
  it('says seconds, then minutes and seconds, then hours and minutes', () => {
    expect([0, 499, 500, 59_499, 59_500, 65_000, 3_599_000, 3_600_000, 7_380_000, -5].map(formatDuration)).toEqual(['0s', '0s', '1s', '59s', '1m 00s', '1m 05s', '59m 59s', '1h 00m', '2h 03m', '0s']);
  });
});

describe(describeTimeLeft.name, () => {
  it('guesses from the time per item done so far, and says nothing with nothing to go on or nothing left', () => {
    expect(describeTimeLeft(1, 4, 10_000)).toBe('about 30s left');
    expect(describeTimeLeft(3, 4, 90_000)).toBe('about 30s left');
    expect(describeTimeLeft(0, 4, 10_000)).toBe('');
    expect(describeTimeLeft(4, 4, 10_000)).toBe('');
  });
});

describe(describeHook.name, () => {
  it('names a hook by its config name, else its command on one line, cut past a readable length', () => {
    expect(describeHook(target('./guard.sh', 'guard'))).toBe('guard');
    expect(describeHook(target('cat >/dev/null\n  exit 0'))).toBe('cat >/dev/null exit 0');
    expect(describeHook(target('python3 /work/p/hooks/guard.py /work/p/x /work/px'), '/work/p')).toBe('python3 hooks/guard.py x /work/px');
    const long = describeHook(target(`echo ${'x'.repeat(200)}`));
    expect(long).toHaveLength(72);
    expect(long.endsWith('…')).toBe(true);
    expect(describeHooks([target('a'), target('b')])).toBe('2 hook(s): a, b');
    expect(describeHooks(['a', 'b', 'c', 'd', 'e'].map((script) => target(script)))).toBe('5 hook(s): a, b, c, and 2 more');
  });
});
