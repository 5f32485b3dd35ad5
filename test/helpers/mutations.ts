/** Runs one mutator on a snippet, the way findMutations would, for the mutator tests. */
import { expect } from 'vitest';
import { applyMutation } from '../../src/mutate/find-mutations.js';
import type { SyntaxMutator } from '../../mutators/support/mutator.js';
import { parseSource } from '../../src/mutate/parse/parse-source.js';
import type { Language, Mutation } from '../../src/model/mutation.js';

/**
 * The mutations `mutator` makes in `source` (which must itself parse without errors), in the order
 * findMutations reports them: by start, an enclosing range first.
 */
export async function mutationsOf(mutator: SyntaxMutator, source: string, language: Language): Promise<Mutation[]> {
  const tree = await parseSource(source, language);
  try {
    expect(tree.rootNode.hasError, `the ${language} snippet itself has a syntax error`).toBe(false);
    return mutator.find(tree, source, language).sort((a, b) => a.start - b.start || b.end - a.end);
  } finally {
    tree.delete();
  }
}

/** Each mutated source, in source order; every one must still parse without errors. */
export async function mutantsOf(mutator: SyntaxMutator, source: string, language: Language): Promise<string[]> {
  const mutants = (await mutationsOf(mutator, source, language)).map((mutation) => applyMutation(source, mutation));
  for (const mutant of mutants) {
    const tree = await parseSource(mutant, language);
    expect(tree.rootNode.hasError, `this mutant does not parse:\n${mutant}`).toBe(false);
    tree.delete();
  }
  return mutants;
}
