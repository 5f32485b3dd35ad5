/**
 * Which probes reach a mutant: each probe's run of the unmutated hook, traced (runner/line-trace.ts),
 * gives the lines it reached; a mutant is reached by a probe that reached any line of the statement
 * holding it. The statement, not the line: an interpreter reports the lines where work starts, so a
 * case pattern that did not match, or the third line of a list literal, is reached with its
 * statement though no line event names it. Widening can only name more probes, never fewer.
 */
import type { Node } from 'web-tree-sitter';
import type { Language, Mutation } from '../model/mutation.js';
import { parseSource } from './parse/parse-source.js';

/** Per test id, the lines its run reached; null where the trace could not say (that test reaches everything). */
export type ReachByTest = ReadonlyMap<string, ReadonlySet<number> | null>;

/** Node types that stand for a statement of their own, per grammar: the smallest one around a mutant is what runs. */
const STATEMENT = /(statement|command|pipeline|declaration|assignment|definition|clause|return|list)$/;

/** For each mutation (by index), the first and last line of the statement that holds it. */
export async function statementLines(source: string, language: Language, mutations: readonly Pick<Mutation, 'location'>[]): Promise<readonly (readonly [number, number])[]> {
  const tree = await parseSource(source, language);
  try {
    return mutations.map(({ location }) => {
      const node = tree.rootNode.descendantForPosition(
        { row: location.start.line - 1, column: location.start.column - 1 },
        { row: location.end.line - 1, column: Math.max(0, location.end.column - 1) },
      );
      const statement = enclosingStatement(node);
      return [Math.min(location.start.line, statement.startPosition.row + 1), Math.max(location.end.line, statement.endPosition.row + 1)] as const;
    });
  } finally {
    tree.delete();
  }
}

function enclosingStatement(node: Node | null): Node | { readonly startPosition: { row: number }; readonly endPosition: { row: number } } {
  for (let at = node; at !== null; at = at.parent) {
    if (STATEMENT.test(at.type) || at.parent === null) return at;
  }
  return { startPosition: { row: 0 }, endPosition: { row: 0 } };
}

/** The tests that reach the lines `from`..`to`, in the order given; a test whose trace is unknown reaches everything. */
export function testsReaching(reach: ReachByTest, [from, to]: readonly [number, number]): string[] {
  const reaching: string[] = [];
  for (const [test, lines] of reach) {
    if (lines === null) reaching.push(test);
    else
      for (let line = from; line <= to; line++)
        if (lines.has(line)) {
          reaching.push(test);
          break;
        }
  }
  return reaching;
}
