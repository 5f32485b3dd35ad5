import { describe, expect, it } from 'vitest';
import { isHomeCacheNoise, learnNoise, nameShape, stateDifference, type Snapshot, type SnapshotEntry } from '../../../src/sandbox/state-diff.js';
import { compareRecords, describeRuns, isAppendedAgain, recordsOf } from '../../../src/sandbox/state-records.js';

function file(text: string): SnapshotEntry {
  return { type: 'file', size: text.length, mode: 0o644, hash: `h:${text}`, text };
}

describe('state differences a person would call state', () => {
  it('reads lines and JSON arrays as records, and a counter as one record', () => {
    expect(recordsOf(file('a\nb\n'))).toEqual({ kind: 'lines', items: ['a', 'b'] });
    expect(recordsOf(file('[\n  {"tool": "Bash"},\n  2\n]\n'))).toEqual({ kind: 'json-list', items: ['{"tool":"Bash"}', '2'] });
    expect(recordsOf(file('{"calls": 2}\n'))).toEqual({ kind: 'lines', items: ['{"calls": 2}'] });
    expect(recordsOf(undefined)).toEqual({ kind: 'lines', items: [] });
    expect(recordsOf({ type: 'file', size: 1 << 20, mode: 0o644, hash: 'x' })).toBeUndefined();
  });

  it('tells a replayed logger (the same records appended again) from a counter counted twice', () => {
    expect(isAppendedAgain(undefined, file('called\n'), file('called\ncalled\n'))).toBe(true);
    expect(isAppendedAgain(file('[]'), file('[{"tool":"Bash"}]'), file('[{"tool":"Bash"},{"tool":"Bash"}]'))).toBe(true);
    expect(isAppendedAgain(undefined, file('{"calls": 1}\n'), file('{"calls": 2}\n'))).toBe(false);
    // The second run rewrote what the first left: not an append.
    expect(isAppendedAgain(undefined, file('a\n'), file('b\nb\n'))).toBe(false);
    expect(isAppendedAgain(undefined, file('a\n'), file('b\nb\n'), true)).toBe(true);
    expect(isAppendedAgain(undefined, file('a\n'), file('a\na\na\n'))).toBe(false);
    // A payload appended with no newline (cat >> log): one line that grows by what the first run added.
    expect(isAppendedAgain(undefined, file('{"a":1}'), file('{"a":1}{"a":1}'))).toBe(true);
    expect(isAppendedAgain(file('x'), file('x{"a":1}'), file('x{"a":1}{"a":1}'))).toBe(true);
    expect(isAppendedAgain(undefined, file('{"a":1}'), file('{"a":1}{"a":2}'))).toBe(false);
    expect(isAppendedAgain(undefined, file('1'), file('2'))).toBe(false);
  });

  it('finds records lost under concurrency in any order, and counts them when they hold times', () => {
    expect(compareRecords(file('a\nb\nc\n'), file('c\na\nb\n'))).toEqual({ missing: 0, extra: 0 });
    expect(compareRecords(file('a\nb\nc\n'), file('a\nc\n'))).toEqual({ missing: 1, extra: 0 });
    expect(compareRecords(file('{"calls": 6}\n'), file('{"calls": 3}\n'))).toEqual({ missing: 1, extra: 1 });
    expect(compareRecords(file('[1,2,3]'), file('[4,5]'), true)).toEqual({ missing: 1, extra: 0 });
    expect(compareRecords(file('x\n'), file('x\nx\n'))).toEqual({ missing: 0, extra: 1 });
  });

  it('treats files each run names by its time or pid as noise, and keeps stable names as state', () => {
    expect(nameShape('home/.npm/_logs/2026-03-05T10_22_33_123Z-debug-0.log')).toBe('home/.npm/_logs/#-#-#T#_#_#_#Z-debug-#.log');
    expect(nameShape('/tmp/session-3f2a9c1d7e/state')).toBe('/tmp/session-#/state');
    const one: Snapshot = { 'home/.npm/_logs/2026-03-05T10_22_33_123Z-debug-0.log': file('x'), 'project/counter-2.json': file('1') };
    const other: Snapshot = { 'home/.npm/_logs/2026-03-05T10_22_34_456Z-debug-0.log': file('y'), 'project/counter-2.json': file('1') };
    const noise = learnNoise(one, other);
    const twice: Snapshot = { ...other, 'home/.npm/_logs/2026-03-05T10_22_35_789Z-debug-0.log': file('z'), 'project/counter-2.json': file('2') };
    expect(stateDifference(one, twice, noise)).toEqual(['project/counter-2.json']);
    // The same stable name added only in the second snapshot is state.
    expect(stateDifference(one, { ...one, 'project/flag-1': file('') }, noise)).toEqual(['project/flag-1']);
  });

  it('excludes content that differs between two single runs unless asked to keep it', () => {
    const noise = learnNoise({ 'project/log': file('1\n') }, { 'project/log': file('2\n') });
    expect(stateDifference({ 'project/log': file('1\n') }, { 'project/log': file('1\n3\n') }, noise)).toEqual([]);
    expect(stateDifference({ 'project/log': file('1\n') }, { 'project/log': file('1\n3\n') }, noise, { keepVolatile: true })).toEqual(['project/log']);
  });

  it("treats a run-named file in HOME's caches or logs as tool bookkeeping, and nothing else", () => {
    const one: Snapshot = { 'home/.npm/_logs/2026-03-05T10_22_33_123Z-debug-0.log': file('x'), 'home/.ssh/key-1700000000': file('k') };
    const other: Snapshot = { 'home/.npm/_logs/2026-03-05T10_22_34_456Z-debug-0.log': file('y'), 'home/.ssh/key-1700000001': file('k') };
    const noise = learnNoise(one, other);
    expect(isHomeCacheNoise('home/.npm/_logs/2026-03-05T10_22_35_789Z-debug-0.log', noise)).toBe(true);
    // Named by its run, but not in a cache or log folder: a write to look at.
    expect(isHomeCacheNoise('home/.ssh/key-1700000002', noise)).toBe(false);
    // In a log folder, but the same name on every run: the hook's own state.
    expect(isHomeCacheNoise('home/.npm/_logs/hook.log', noise)).toBe(false);
    expect(isHomeCacheNoise('/tmp/.npm/_logs/2026-03-05T10_22_35_789Z-debug-0.log', noise)).toBe(false);
  });

  it('sees past the times a hook stamps into its state, whatever second each run fell in, but not past a counter', () => {
    const none = learnNoise({}, {});
    const stamped = (time: string) => ({ 'project/.claude/checkpoints/latest.md': file(`session 1 compacted (auto) at ${time}\n`) });
    expect(stateDifference(stamped('2026-12-01T13:43:01Z'), stamped('2026-12-01T13:43:02Z'), none)).toEqual([]);
    expect(stateDifference({ 'project/s': file('{"at": 1764596581, "ms": 1764596581123}') }, { 'project/s': file('{"at": 1764596582, "ms": 1764596582456}') }, none)).toEqual([]);
    expect(stateDifference({ 'project/s': file('ran 13:43:01\n') }, { 'project/s': file('ran 13:43:02\n') }, none)).toEqual([]);
    // A clock read to the minute (everything-claude-code's session file: "**Last Updated:** 02:03"): six runs in a row cross a minute under load, six at once may not.
    expect(stateDifference({ 'project/s': file('**Started:** 02:02\n**Last Updated:** 02:02\n') }, { 'project/s': file('**Started:** 02:02\n**Last Updated:** 02:03\n') }, none)).toEqual([]);
    // A pair of numbers that could be a clock time is taken for one; one past the clock (12:75) stays state.
    expect(stateDifference({ 'project/s': file('score 12:30\n') }, { 'project/s': file('score 12:31\n') }, none)).toEqual([]);
    expect(stateDifference({ 'project/s': file('score 12:75\n') }, { 'project/s': file('score 12:76\n') }, none)).toEqual(['project/s']);
    // A counter counted twice, or a second stamped record, is state.
    expect(stateDifference({ 'project/s': file('{"calls": 1}') }, { 'project/s': file('{"calls": 2}') }, none)).toEqual(['project/s']);
    expect(stateDifference({ 'project/s': file('ran 13:43:01\n') }, { 'project/s': file('ran 13:43:01\nran 13:43:02\n') }, none)).toEqual(['project/s']);
    // A log appending one stamped record per call is a log replayed, not a divergence.
    expect(isAppendedAgain(undefined, file('called 2026-12-01 13:43:01\n'), file('called 2026-12-01 13:43:02\ncalled 2026-12-01 13:43:03\n'))).toBe(true);
  });

  it('names which run left which state', () => {
    const detail = describeRuns(['after one run', 'after two runs of the same payload'], { 'project/c': file('1\n') }, { 'project/c': file('2\n') }, ['project/c']);
    expect(detail).toBe('project/c: after one run: "1\\n"; after two runs of the same payload: "2\\n"');
    const long = `${'x'.repeat(90)}\n`;
    expect(describeRuns(['a', 'b'], { 'project/l': file(long.repeat(2)) }, {}, ['project/l'])).toBe('project/l: a: 2 lines; b: absent');
    // One side short, the other long: both as numbers of records, so they compare.
    expect(describeRuns(['a', 'b'], { 'project/l': file(long.repeat(2)) }, { 'project/l': file('x\n') }, ['project/l'])).toBe('project/l: a: 2 lines; b: 1 line');
    expect(describeRuns(['a', 'b'], { 'project/j': file(`[${'1,'.repeat(50)}1]`) }, { 'project/j': file('[1]') }, ['project/j'])).toBe('project/j: a: 51 records; b: 1 record');
  });
});
