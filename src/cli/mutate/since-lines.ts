/** `--since <ref>`: the lines of a file changed since a git ref, the only lines mutated then. */
import { UsageError } from '../../errors.js';
import { changedLines } from '../../mutate/changed-lines.js';
import { gitDiff } from '../../runner/git-diff.js';

export async function linesChangedSince(ref: string, file: string, cwd: string): Promise<Set<number>> {
  const result = await gitDiff(ref, file, cwd, { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: process.env['HOME'] ?? '/' });
  if ('problem' in result) throw new UsageError(`--since ${ref}: ${result.problem}.`, { hint: 'Give a ref git knows (a branch, a tag, a commit), from inside the repository.' });
  return changedLines(result.diff);
}
