/**
 * The conditions a guard decides on, shared by ConditionForcedTrue, ConditionForcedFalse and
 * ConditionNegated: the tests of if / elif / while / ternary, each operand of `and`/`or` (`&&`/`||`)
 * inside them (a guard with two checks needs each forced apart to show which one the tests miss),
 * and in bash the commands before `&&`/`||` in a list (`[[ -f "$lock" ]] && exit 2`).
 */
import type { Node } from 'web-tree-sitter';
import type { Language } from '../../../src/model/mutation.js';
import { codeChildren, nodesOfType, withoutParentheses } from './nodes.js';

/** The literals a forced condition becomes (bash: the `true` and `false` commands). */
export const BOOLEAN_LITERALS: Record<Language, { readonly true: string; readonly false: string }> = {
  python: { true: 'True', false: 'False' },
  javascript: { true: 'true', false: 'false' },
  typescript: { true: 'true', false: 'false' },
  bash: { true: 'true', false: 'false' },
};

function pythonConditions(root: Node): Node[] {
  return nodesOfType(root, ['if_statement', 'elif_clause', 'while_statement', 'conditional_expression']).flatMap((node) => {
    // `a if cond else b` has no field names: the condition is its second operand.
    const condition = node.type === 'conditional_expression' ? codeChildren(node)[1] : node.childForFieldName('condition');
    return condition ? [condition] : [];
  });
}

function scriptConditions(root: Node): Node[] {
  return nodesOfType(root, ['if_statement', 'while_statement', 'do_statement', 'ternary_expression']).flatMap((node) => {
    const condition = node.childForFieldName('condition');
    return condition ? [withoutParentheses(condition)] : [];
  });
}

/** The statements between `if`/`elif`/`while` and `then`/`do`; several (`if a; b; then`) are left alone. */
function bashConditionOf(node: Node): Node | undefined {
  const statements: Node[] = [];
  for (const child of node.children.slice(1)) {
    if (child.type === 'then' || child.type === 'do_group') break;
    if (child.isNamed && child.type !== 'comment') statements.push(child);
  }
  return statements.length === 1 ? statements[0] : undefined;
}

function bashConditions(root: Node): Node[] {
  const tests = nodesOfType(root, ['if_statement', 'elif_clause', 'while_statement']).flatMap((node) => bashConditionOf(node) ?? []);
  // A list used as a statement: everything before its last `&&`/`||` decides whether the rest runs.
  // (A list that is itself a test yields these heads again; findConditions keeps one of each.)
  const listHeads = nodesOfType(root, ['list'])
    .filter((list) => list.parent?.type !== 'list')
    .flatMap((list) => codeChildren(list)[0] ?? []);
  return [...tests, ...listHeads];
}

/** The two sides of a logical `and`/`or`, or none. */
function logicalOperands(node: Node, language: Language): Node[] {
  const isLogical =
    language === 'python'
      ? node.type === 'boolean_operator'
      : language === 'bash'
        ? node.type === 'list'
        : node.type === 'binary_expression' && ['&&', '||'].includes(node.childForFieldName('operator')?.type ?? '');
  return isLogical ? codeChildren(node) : [];
}

function withOperands(condition: Node, language: Language): Node[] {
  const operands = logicalOperands(withoutParentheses(condition), language);
  return [condition, ...operands.flatMap((operand) => withOperands(operand, language))];
}

/** Every condition in the tree, once each, in source order. */
export function findConditions(root: Node, language: Language): Node[] {
  const roots = language === 'python' ? pythonConditions(root) : language === 'bash' ? bashConditions(root) : scriptConditions(root);
  const byRange = new Map<string, Node>();
  for (const condition of roots.flatMap((node) => withOperands(node, language))) {
    byRange.set(`${condition.startIndex}:${condition.endIndex}`, condition);
  }
  return [...byRange.values()].sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
}
