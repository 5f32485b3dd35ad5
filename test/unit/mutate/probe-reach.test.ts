/**
 * The probes that reach a mutant: by the lines of the statement around it, since interpreters name
 * only the lines where work starts (a bash case pattern that did not match is never traced).
 */
import { describe, expect, it } from 'vitest';
import { statementLines, testsReaching } from '../../../src/mutate/probe-reach.js';
import type { Language } from '../../../src/model/mutation.js';

/** The span of the statement around the first occurrence of `text`. */
async function spanOf(source: string, language: Language, text: string): Promise<readonly [number, number]> {
  const offset = source.indexOf(text);
  const before = source.slice(0, offset).split('\n');
  const start = { line: before.length, column: before.at(-1)!.length + 1 };
  const [span] = await statementLines(source, language, [{ location: { start, end: { line: start.line, column: start.column + text.length } } }]);
  return span!;
}

describe('statementLines', () => {
  it('widens a bash case pattern to its whole case statement, and keeps a plain command to its own line', async () => {
    const source = 'x=$1\ncase "$x" in\n  *"rm -rf"*) exit 2 ;;\n  *mkfs*) exit 2 ;;\nesac\nexit 0\n';
    expect(await spanOf(source, 'bash', '*mkfs*')).toEqual([2, 5]);
    expect(await spanOf(source, 'bash', 'exit 0')).toEqual([6, 6]);
  });

  it('widens the third line of a Python list to the assignment, and keeps a return to its line', async () => {
    const source = 'PATTERNS = [\n    "rm -rf",\n    "mkfs",\n]\ndef f(c):\n    if c in PATTERNS:\n        return 2\n    return 0\n';
    expect(await spanOf(source, 'python', '"mkfs"')).toEqual([1, 4]);
    expect(await spanOf(source, 'python', 'return 2')).toEqual([7, 7]);
  });
});

describe('testsReaching', () => {
  it('names the tests that reached any line of the span, and a test without a trace as reaching everything', () => {
    const reach = new Map([
      ['a', new Set([1, 2])],
      ['b', new Set([5])],
      ['c', null],
    ]);
    expect(testsReaching(reach, [2, 3])).toEqual(['a', 'c']);
    expect(testsReaching(reach, [4, 6])).toEqual(['b', 'c']);
    expect(testsReaching(new Map([['a', new Set([1])]]), [2, 2])).toEqual([]);
  });
});
