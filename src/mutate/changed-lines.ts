/**
 * `--since <ref>`: the lines of a file that changed since a git ref, read from `git diff
 * --unified=0`, so only mutants on those lines run.
 */

/** Line numbers (1-based, in the current file) that a zero-context diff adds or changes. */
export function changedLines(diff: string): Set<number> {
  const lines = new Set<number>();
  for (const match of diff.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    for (let line = start; line < start + count; line++) lines.add(line);
  }
  return lines;
}
