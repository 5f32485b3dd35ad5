/**
 * Every mutation of one hook file: parse it, run each mutator that knows its language, drop
 * mutations that change nothing or repeat another, drop those whose result no longer parses, sort
 * them by position and set aside those a `hookcheck-disable-next-line` comment names.
 *
 * Dropping the unparsable ones (rather than reporting them as CompileError) is deliberate: the
 * mutators are meant to produce valid code, so such a mutant says nothing about the hook's tests,
 * only about a mutator. The check is tree-sitter's, so the runner's `bash -n` / `py_compile` /
 * `node --check` pre-check still catches what a grammar accepts and the interpreter does not.
 */
import { allMutators, type SyntaxMutator } from '../../mutators/index.js';
import { DISABLE_NEXT_LINE, findDisabledLines, isDisabled, type DisabledLines } from './disable-comments.js';
import { parseSource } from './parse/parse-source.js';
import type { Language, Mutation } from '../model/mutation.js';

interface IgnoredMutation {
  readonly mutation: Mutation;
  /** Why it is not run: for now always `hookcheck-disable-next-line`. */
  readonly reason: string;
}

interface FoundMutations {
  /** In source order: by start, an enclosing range before the ranges inside it, then by registry order. */
  readonly mutations: Mutation[];
  readonly ignored: IgnoredMutation[];
}

/** `source` with `mutation` applied. Throws when `source` is not the text the mutation was made on. */
export function applyMutation(source: string, mutation: Mutation): string {
  if (source.slice(mutation.start, mutation.end) !== mutation.original) {
    throw new Error(`${mutation.mutatorName} expected ${JSON.stringify(mutation.original)} at offset ${mutation.start}: the source has changed`);
  }
  return source.slice(0, mutation.start) + mutation.replacement + source.slice(mutation.end);
}

function withoutRepeats(mutations: readonly Mutation[]): Mutation[] {
  const seen = new Set<string>();
  return mutations.filter((mutation) => {
    const key = `${mutation.start}:${mutation.end}:${mutation.replacement}`;
    if (mutation.original === mutation.replacement || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function parsesCleanly(source: string, language: Language): Promise<boolean> {
  const tree = await parseSource(source, language);
  try {
    return !tree.rootNode.hasError;
  } finally {
    tree.delete();
  }
}

/** The mutations of `source`, written in `language`, by `mutators` (all of them unless given). */
export async function findMutations(source: string, language: Language, mutators: readonly SyntaxMutator[] = allMutators): Promise<FoundMutations> {
  const tree = await parseSource(source, language);
  let found: Mutation[];
  let disabled: DisabledLines;
  const parsedCleanly = !tree.rootNode.hasError;
  try {
    found = mutators.filter((mutator) => mutator.languages.includes(language)).flatMap((mutator) => mutator.find(tree, source, language));
    disabled = findDisabledLines(tree.rootNode);
  } finally {
    tree.delete();
  }
  const candidates = withoutRepeats(found);
  const valid: Mutation[] = [];
  for (const mutation of candidates) {
    // A source that already had syntax errors cannot tell a broken mutant from a good one.
    if (!parsedCleanly || (await parsesCleanly(applyMutation(source, mutation), language))) valid.push(mutation);
  }
  valid.sort((a, b) => a.start - b.start || b.end - a.end);
  const mutations: Mutation[] = [];
  const ignored: IgnoredMutation[] = [];
  for (const mutation of valid) {
    if (isDisabled(disabled, mutation.location.start.line, mutation.mutatorName)) ignored.push({ mutation, reason: DISABLE_NEXT_LINE });
    else mutations.push(mutation);
  }
  return { mutations, ignored };
}
