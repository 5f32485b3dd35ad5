/**
 * `--since <ref>`: the lines of a file that changed since a git ref, read from `git diff
 * --unified=0`, so only mutants on those lines run.
 */
import { UsageError } from '../errors.js';
import { gitDiff } from '../runner/git-diff.js';

/** The lines of `file` changed since `ref`, read by git in `cwd`. */
export async function linesChangedSince(ref: string, file: string, cwd: string): Promise<Set<number>> {
  const result = await gitDiff(ref, file, cwd, { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: process.env['HOME'] ?? '/' });
  if ('problem' in result) throw new UsageError(`--since ${ref}: ${result.problem}.`, { hint: 'Give a ref git knows (a branch, a tag, a commit), from inside the repository.' });
  return changedLines(result.diff);
}

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
