/** `and` ↔ `or`, `&&` ↔ `||`: one check where the guard needed both, or both where it needed one. */
import type { SyntaxMutator } from './support/mutator.js';
import { mutationMaker, quoteCode } from './support/syntax/make-mutation.js';
import { nodesOfType } from './support/syntax/nodes.js';
import type { Language } from '../src/model/mutation.js';

const id = 'LogicalOperatorSwapped';

const SWAPS = new Map([
  ['and', 'or'],
  ['or', 'and'],
  ['&&', '||'],
  ['||', '&&'],
]);

// Bash has `&&`/`||` between commands (list) and inside `[[ ]]` and `(( ))` (binary_expression).
const LOGICAL_NODES: Record<Language, readonly string[]> = {
  python: ['boolean_operator'],
  javascript: ['binary_expression'],
  typescript: ['binary_expression'],
  bash: ['list', 'binary_expression'],
};

const logicalOperatorSwapped: SyntaxMutator = {
  id,
  description: 'Swaps `and` and `or` (`&&` and `||`), in bash between commands and inside `[[ ]]` too.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    const make = mutationMaker(id, source);
    return nodesOfType(tree.rootNode, LOGICAL_NODES[language]).flatMap((expression) =>
      expression.children.flatMap((token) => {
        const swapped = token.isNamed ? undefined : SWAPS.get(token.type);
        if (swapped === undefined) return [];
        const description = `\`${token.type}\` swapped for \`${swapped}\` in ${quoteCode(expression.text)}`;
        return [make({ start: token.startIndex, end: token.endIndex, replacement: swapped, description })];
      }),
    );
  },
};

export default logicalOperatorSwapped;
