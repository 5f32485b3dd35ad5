import { describe, expect, it } from 'vitest';
import { changedLines } from '../../../src/mutate/changed-lines.js';

describe('--since: the lines a diff changed', () => {
  it('reads added and changed ranges of the new file, and nothing from removals', () => {
    const diff = ['diff --git a/g.py b/g.py', '--- a/g.py', '+++ b/g.py', '@@ -3 +3 @@', '-a', '+b', '@@ -10,0 +11,2 @@', '+c', '+d', '@@ -20,2 +22,0 @@', '-e', '-f'].join('\n');
    expect([...changedLines(diff)].sort((a, b) => a - b)).toEqual([3, 11, 12]);
    expect(changedLines('').size).toBe(0);
  });
});
