/** A condition replaced by `true`: the check always passes, so its branch always runs. */
import type { SyntaxMutator } from './support/mutator.js';
import { BOOLEAN_LITERALS, findConditions } from './support/syntax/conditions.js';
import { mutationMaker, quoteCode } from './support/syntax/make-mutation.js';

const id = 'ConditionForcedTrue';

const conditionForcedTrue: SyntaxMutator = {
  id,
  description: 'Replaces the condition of an if, elif, while, ternary or bash `&&`/`||` list with true.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    const make = mutationMaker(id, source);
    const literal = BOOLEAN_LITERALS[language].true;
    // `while True:`, `while true; do` and bash's `:` already are true: forcing them changes nothing.
    const alreadyTrue = new Set([literal, ':']);
    return findConditions(tree.rootNode, language)
      .filter((condition) => !alreadyTrue.has(condition.text))
      .map((condition) =>
        make({
          start: condition.startIndex,
          end: condition.endIndex,
          replacement: literal,
          description: `condition ${quoteCode(condition.text)} forced true`,
        }),
      );
  },
};

export default conditionForcedTrue;
