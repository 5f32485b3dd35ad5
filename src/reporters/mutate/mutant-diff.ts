/** The lines a mutant changes, before and after, for a unified-style diff in the text report. */

interface MutantDiff {
  readonly removed: readonly string[];
  readonly added: readonly string[];
}

/**
 * The whole lines that `source[start, end) → replacement` touches, with the lines both sides share
 * trimmed off (so deleting `return\n` shows one `-` line and no `+` line).
 */
export function diffMutant(source: string, mutant: { readonly start: number; readonly end: number; readonly replacement: string }): MutantDiff {
  const lineStart = mutant.start === 0 ? 0 : source.lastIndexOf('\n', mutant.start - 1) + 1;
  const newline = source.indexOf('\n', mutant.end);
  const lineEnd = newline === -1 ? source.length : newline;
  const before = splitLines(source.slice(lineStart, lineEnd));
  const after = splitLines(source.slice(lineStart, mutant.start) + mutant.replacement + source.slice(mutant.end, lineEnd));
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head += 1;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail += 1;
  return { removed: before.slice(head, before.length - tail), added: after.slice(head, after.length - tail) };
}

function splitLines(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\r$/, ''));
}
