/**
 * A condition negated: `not (x)`, `!(x)`, bash `! cmd`. A condition that already is a negation loses
 * it instead (`not x` → `x`), which reads better than a double negation and means the same.
 */
import type { Node } from 'web-tree-sitter';
import type { SyntaxMutator } from './support/mutator.js';
import { findConditions } from './support/syntax/conditions.js';
import { mutationMaker, quoteCode } from './support/syntax/make-mutation.js';
import { codeChildren } from './support/syntax/nodes.js';
import type { Language } from '../src/model/mutation.js';

const id = 'ConditionNegated';

// Expressions that bind tighter than `not`/`!`, so they need no parentheses after it.
const PRIMARY_PYTHON = new Set(['identifier', 'call', 'attribute', 'subscript', 'parenthesized_expression', 'true', 'false', 'none']);
const PRIMARY_SCRIPT = new Set(['identifier', 'call_expression', 'member_expression', 'subscript_expression', 'parenthesized_expression', 'true', 'false', 'this']);

function negatedPython(condition: Node): string {
  if (condition.type === 'not_operator') return condition.childForFieldName('argument')?.text ?? condition.text;
  return PRIMARY_PYTHON.has(condition.type) ? `not ${condition.text}` : `not (${condition.text})`;
}

function negatedScript(condition: Node): string {
  if (condition.type === 'unary_expression' && condition.childForFieldName('operator')?.type === '!') {
    return condition.childForFieldName('argument')?.text ?? condition.text;
  }
  return PRIMARY_SCRIPT.has(condition.type) ? `!${condition.text}` : `!(${condition.text})`;
}

function negatedBash(condition: Node): string | undefined {
  if (condition.type === 'negated_command') return codeChildren(condition)[0]?.text;
  // `! a && b` would negate `a` alone, and tree-sitter-bash misreads `! { a && b; }`: a list and a
  // `{ }` group are left to their operands, which are conditions of their own.
  if (condition.type === 'list' || condition.text.startsWith('{')) return undefined;
  return `! ${condition.text}`;
}

function negated(condition: Node, language: Language): string | undefined {
  if (language === 'python') return negatedPython(condition);
  if (language === 'bash') return negatedBash(condition);
  return negatedScript(condition);
}

const conditionNegated: SyntaxMutator = {
  id,
  description: 'Negates the condition of an if, elif, while, ternary or bash `&&`/`||` list.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    const make = mutationMaker(id, source);
    return findConditions(tree.rootNode, language).flatMap((condition) => {
      const replacement = negated(condition, language);
      if (replacement === undefined) return [];
      const description = `condition ${quoteCode(condition.text)} negated`;
      return [make({ start: condition.startIndex, end: condition.endIndex, replacement, description })];
    });
  },
};

export default conditionNegated;
