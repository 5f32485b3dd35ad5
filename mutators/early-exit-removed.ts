/**
 * An early `return` or `continue` deleted, so the code after it runs: the guard clause that stops a
 * hook before it allows. "Early" means some statement would run next if it were gone, within its
 * function (for `return`) or loop (for `continue`); a `return` at the very end changes nothing
 * and is skipped. What takes its place keeps the syntax valid: `pass` in a Python block that
 * would become empty, `{}` for a JavaScript `if (x) return;` without braces, `:` in bash (whose
 * `then` may not be empty), and otherwise nothing, with the line removed when it held only that.
 */
import type { Node } from 'web-tree-sitter';
import type { SyntaxMutator } from './support/mutator.js';
import { mutationMaker, quoteCode } from './support/syntax/make-mutation.js';
import { calleeText, codeChildren, nodesOfType } from './support/syntax/nodes.js';
import type { Language } from '../src/model/mutation.js';

const id = 'EarlyExitRemoved';

interface Grammar {
  /** Node types that hold a list of statements, run in order. */
  readonly statementLists: ReadonlySet<string>;
  /** Where a `return` stops looking for following code: the function it returns from. */
  readonly functions: ReadonlySet<string>;
  /** Where a `continue` stops: the loop it continues (and any function around it). */
  readonly loops: ReadonlySet<string>;
}

const SCRIPT: Grammar = {
  statementLists: new Set(['statement_block', 'program', 'switch_case', 'switch_default']),
  functions: new Set(['function_declaration', 'function_expression', 'arrow_function', 'method_definition', 'generator_function_declaration', 'generator_function', 'class_static_block']),
  loops: new Set(['for_statement', 'for_in_statement', 'while_statement', 'do_statement']),
};

const GRAMMARS: Record<Language, Grammar> = {
  python: {
    statementLists: new Set(['block', 'module']),
    functions: new Set(['function_definition', 'class_definition']),
    loops: new Set(['for_statement', 'while_statement']),
  },
  bash: {
    statementLists: new Set(['program', 'compound_statement', 'subshell', 'do_group', 'if_statement', 'elif_clause', 'else_clause', 'case_item']),
    functions: new Set(['function_definition']),
    loops: new Set(['for_statement', 'c_style_for_statement', 'while_statement']),
  },
  javascript: SCRIPT,
  typescript: SCRIPT,
};

// Siblings that are not code run after a statement: comments, and a bash `if`'s other branches.
const NOT_FOLLOWING = new Set(['comment', 'elif_clause', 'else_clause']);

function earlyExits(root: Node, language: Language): { exit: Node; isReturn: boolean }[] {
  if (language === 'bash') {
    return nodesOfType(root, ['command']).flatMap((exit) => {
      const name = calleeText(exit);
      return name === 'return' || name === 'continue' ? [{ exit, isReturn: name === 'return' }] : [];
    });
  }
  return nodesOfType(root, ['return_statement', 'continue_statement']).map((exit) => ({ exit, isReturn: exit.type === 'return_statement' }));
}

function hasFollowingStatement(node: Node): boolean {
  for (let sibling = node.nextNamedSibling; sibling; sibling = sibling.nextNamedSibling) {
    if (!NOT_FOLLOWING.has(sibling.type)) return true;
  }
  return false;
}

function isEarly(exit: Node, stopAt: ReadonlySet<string>, grammar: Grammar): boolean {
  for (let current = exit, parent = exit.parent; parent; current = parent, parent = parent.parent) {
    if (stopAt.has(parent.type)) return false;
    if (grammar.statementLists.has(parent.type) && hasFollowingStatement(current)) return true;
  }
  return false;
}

/** [start, end) grown to the whole line when the statement is alone on it. */
function lineOf(source: string, start: number, end: number): [number, number] {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const newline = source.indexOf('\n', end);
  const lineEnd = newline === -1 ? source.length : newline + 1;
  const aloneOnLine = source.slice(lineStart, start).trim() === '' && source.slice(end, lineEnd).trim() === '';
  return aloneOnLine ? [lineStart, lineEnd] : [start, end];
}

function removal(exit: Node, source: string, language: Language): { start: number; end: number; replacement: string } {
  const parent = exit.parent;
  const keep = { start: exit.startIndex, end: exit.endIndex };
  if (language === 'bash') return { ...keep, replacement: ':' };
  if (language === 'python' && parent && codeChildren(parent).length === 1) return { ...keep, replacement: 'pass' };
  if (language !== 'python' && !GRAMMARS[language].statementLists.has(parent?.type ?? '')) return { ...keep, replacement: '{}' };
  const [start, end] = lineOf(source, exit.startIndex, exit.endIndex);
  return { start, end, replacement: '' };
}

const earlyExitRemoved: SyntaxMutator = {
  id,
  description: 'Deletes an early `return` or `continue`, so the code after it runs.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    const make = mutationMaker(id, source);
    const grammar = GRAMMARS[language];
    const continueStops = new Set([...grammar.loops, ...grammar.functions]);
    return earlyExits(tree.rootNode, language)
      .filter(({ exit, isReturn }) => isEarly(exit, isReturn ? grammar.functions : continueStops, grammar))
      .map(({ exit }) => make({ ...removal(exit, source, language), description: `early ${quoteCode(exit.text)} removed` }));
  },
};

export default earlyExitRemoved;
