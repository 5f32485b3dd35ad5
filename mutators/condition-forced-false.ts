/** A condition replaced by `false`: the check never passes, so its branch never runs. */
import type { SyntaxMutator } from './support/mutator.js';
import { BOOLEAN_LITERALS, findConditions } from './support/syntax/conditions.js';
import { mutationMaker, quoteCode } from './support/syntax/make-mutation.js';

const id = 'ConditionForcedFalse';

const conditionForcedFalse: SyntaxMutator = {
  id,
  description: 'Replaces the condition of an if, elif, while, ternary or bash `&&`/`||` list with false.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    const make = mutationMaker(id, source);
    const literal = BOOLEAN_LITERALS[language].false;
    return findConditions(tree.rootNode, language)
      .filter((condition) => condition.text !== literal)
      .map((condition) =>
        make({
          start: condition.startIndex,
          end: condition.endIndex,
          replacement: literal,
          description: `condition ${quoteCode(condition.text)} forced false`,
        }),
      );
  },
};

export default conditionForcedFalse;
