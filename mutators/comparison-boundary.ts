/**
 * `<` ↔ `<=`, `>` ↔ `>=` (bash `-lt` ↔ `-le`, `-gt` ↔ `-ge`): the off-by-one at a limit, such as a
 * lock that is stale at exactly its time-to-live. Bash `<` and `>` change only inside arithmetic;
 * in `[[ ]]` they compare strings and have no `<=`.
 */
import type { Node } from 'web-tree-sitter';
import type { SyntaxMutator } from './support/mutator.js';
import { mutationMaker, quoteCode } from './support/syntax/make-mutation.js';
import { calleeText, hasAncestor, nodesOfType } from './support/syntax/nodes.js';
import type { Language } from '../src/model/mutation.js';

const id = 'ComparisonBoundary';

const SWAPS = new Map([
  ['<', '<='],
  ['<=', '<'],
  ['>', '>='],
  ['>=', '>'],
  ['-lt', '-le'],
  ['-le', '-lt'],
  ['-gt', '-ge'],
  ['-ge', '-gt'],
]);

const ARITHMETIC = new Set(['arithmetic_expansion', 'c_style_for_statement', 'compound_statement']);
const NOT_ARITHMETIC = new Set(['test_command', 'command', 'program']);

/** The comparison operator tokens, each with the expression it belongs to. */
function operatorTokens(root: Node, language: Language): { token: Node; expression: Node }[] {
  if (language === 'python') {
    return nodesOfType(root, ['comparison_operator']).flatMap((expression) => expression.childrenForFieldName('operators').map((token) => ({ token, expression })));
  }
  if (language !== 'bash') {
    return nodesOfType(root, ['binary_expression']).flatMap((expression) => {
      const token = expression.childForFieldName('operator');
      return token ? [{ token, expression }] : [];
    });
  }
  // `[ $a -lt 3 ]` and `[[ … ]]` (test_operator), `(( a < b ))` and `$(( … ))`, and `test $a -lt 3`.
  const tests = nodesOfType(root, ['test_operator']).flatMap((token) => (token.parent ? [{ token, expression: token.parent }] : []));
  const arithmetic = nodesOfType(root, ['binary_expression']).flatMap((expression) => {
    const token = expression.childForFieldName('operator');
    return token && !token.isNamed && hasAncestor(expression, ARITHMETIC, NOT_ARITHMETIC) ? [{ token, expression }] : [];
  });
  const testCommands = nodesOfType(root, ['command'])
    .filter((command) => calleeText(command) === 'test')
    .flatMap((command) => command.childrenForFieldName('argument').map((token) => ({ token, expression: command })));
  return [...tests, ...arithmetic, ...testCommands];
}

const comparisonBoundary: SyntaxMutator = {
  id,
  description: 'Moves a comparison across its boundary: `<` ↔ `<=`, `>` ↔ `>=`, bash `-lt` ↔ `-le`, `-gt` ↔ `-ge`.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    const make = mutationMaker(id, source);
    return operatorTokens(tree.rootNode, language).flatMap(({ token, expression }) => {
      const swapped = SWAPS.get(token.text);
      if (swapped === undefined) return [];
      const description = `\`${token.text}\` changed to \`${swapped}\` in ${quoteCode(expression.text)}`;
      return [make({ start: token.startIndex, end: token.endIndex, replacement: swapped, description })];
    });
  },
};

export default comparisonBoundary;
