/**
 * `hookcheck-disable-next-line` comments: on their own they silence every mutator on the next line;
 * followed by ids (`hookcheck-disable-next-line ExitCodeFlipped, ConditionNegated`) only those. A
 * reason may follow a colon, as with Stryker's `disable next-line`. Only real comment nodes count,
 * not the same words inside a string or a heredoc.
 */
import type { Node } from 'web-tree-sitter';
import { nodesOfType } from '../../mutators/support/syntax/nodes.js';

export const DISABLE_NEXT_LINE = 'hookcheck-disable-next-line';

/** For each 1-based line that a comment disables, the mutator ids disabled there, or 'all'. */
export type DisabledLines = ReadonlyMap<number, ReadonlySet<string> | 'all'>;

function disabledIds(commentText: string): string[] | undefined {
  const at = commentText.indexOf(DISABLE_NEXT_LINE);
  if (at === -1) return undefined;
  const rest = commentText.slice(at + DISABLE_NEXT_LINE.length);
  // The marker must stand as a word: `hookcheck-disable-next-lines` is not it.
  if (rest !== '' && !/^[\s,:*]/.test(rest)) return undefined;
  const list = rest.split(':')[0] ?? '';
  return list
    .replace('*/', ' ')
    .split(/[\s,]+/)
    .filter((word) => word !== '');
}

/** The lines the comments in `root` disable, and for which mutators. */
export function findDisabledLines(root: Node): DisabledLines {
  const disabled = new Map<number, Set<string> | 'all'>();
  for (const comment of nodesOfType(root, ['comment'])) {
    const ids = disabledIds(comment.text);
    if (!ids) continue;
    const line = comment.endPosition.row + 2;
    const known = disabled.get(line);
    if (ids.length === 0 || known === 'all') disabled.set(line, 'all');
    else disabled.set(line, new Set([...(known ?? []), ...ids]));
  }
  return disabled;
}

/** Whether `mutatorName` is disabled on `line`. */
export function isDisabled(disabled: DisabledLines, line: number, mutatorName: string): boolean {
  const entry = disabled.get(line);
  return entry === 'all' || (entry?.has(mutatorName) ?? false);
}
