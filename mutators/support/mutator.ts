/**
 * The contract of one mutator in `mutators/`: it reads a parsed hook and proposes mutations. It
 * never edits the source; `applyMutation` does, and `findMutations` runs every mutator.
 */
import type { Tree } from 'web-tree-sitter';
import type { Language, Mutation, Mutator } from '../../src/model/mutation.js';

export interface SyntaxMutator extends Mutator {
  /**
   * Every mutation this mutator makes in `tree` (parsed from `source` as `language`), built on
   * syntax-tree nodes. Only called for a language listed in `languages`.
   */
  find(tree: Tree, source: string, language: Language): Mutation[];
}
