/**
 * The two columns of every help text: a name on the left (a flag, a command's synopsis), what it
 * does from `column` on. A name too wide for its column puts the description on the next line, so
 * the descriptions always start in one column and read down as one list.
 */

/** `left`, then `lines` from `column` on; the first line beside `left` when it fits (one space at least). */
export function formatColumns(left: string, lines: readonly string[], column: number): string {
  const indent = ' '.repeat(column);
  const [first, ...rest] = lines;
  if (first === undefined) return left;
  const head = left.length < column ? `${left.padEnd(column)}${first}` : `${left}\n${indent}${first}`;
  return [head, ...rest.map((line) => `${indent}${line}`)].join('\n');
}
