/**
 * A hook's decision word flipped: `"deny"` → `"allow"`, `"allow"` → `"deny"`, `"block"` → `"approve"`,
 * `"approve"` → `"block"`, `"ask"` → `"allow"`. A string literal that is exactly the word flips, in
 * any quote style; so does the word as a quoted JSON value inside a longer string or a bash
 * heredoc (`'{"permissionDecision": "deny"}'`, also with `\"` escapes). Interpolations
 * (f-string fields, `${…}`, `$var`, `$(…)`) are not searched: they are code, visited on their own.
 */
import type { Node } from 'web-tree-sitter';
import type { SyntaxMutator } from './support/mutator.js';
import { mutationMaker, quoteCode } from './support/syntax/make-mutation.js';
import { childOfType, nodesOfType } from './support/syntax/nodes.js';
import type { Language } from '../src/model/mutation.js';

const id = 'DecisionLiteralFlipped';

const FLIPS = new Map([
  ['deny', 'allow'],
  ['allow', 'deny'],
  ['block', 'approve'],
  ['approve', 'block'],
  ['ask', 'allow'],
]);

/** A string's content between its quotes, and the code inside it that is not text. */
interface StringLiteral {
  readonly node: Node;
  readonly start: number;
  readonly end: number;
  readonly holes: readonly Node[];
}

function insideQuotes(node: Node, holes: readonly Node[] = []): StringLiteral {
  return { node, start: node.startIndex + 1, end: node.endIndex - 1, holes };
}

function pythonStrings(root: Node): StringLiteral[] {
  return nodesOfType(root, ['string']).flatMap((node) => {
    const open = childOfType(node, 'string_start');
    const close = childOfType(node, 'string_end');
    if (!open || !close) return [];
    const holes = node.namedChildren.filter((child) => child.type === 'interpolation');
    return [{ node, start: open.endIndex, end: close.startIndex, holes }];
  });
}

function scriptStrings(root: Node): StringLiteral[] {
  return nodesOfType(root, ['string', 'template_string']).map((node) =>
    insideQuotes(
      node,
      node.namedChildren.filter((child) => child.type === 'template_substitution'),
    ),
  );
}

function bashStrings(root: Node): StringLiteral[] {
  const isText = (child: Node): boolean => child.type === 'string_content' || child.type === 'heredoc_content';
  return nodesOfType(root, ['string', 'raw_string', 'heredoc_body', 'word']).flatMap((node) => {
    const holes = node.namedChildren.filter((child) => !isText(child));
    if (node.type === 'heredoc_body') return [{ node, start: node.startIndex, end: node.endIndex, holes }];
    // An unquoted word is a decision only as an argument or a value, never as a command's name.
    if (node.type === 'word') return node.parent?.type === 'command_name' ? [] : [{ node, start: node.startIndex, end: node.endIndex, holes }];
    return [insideQuotes(node, holes)];
  });
}

function stringLiterals(root: Node, language: Language): StringLiteral[] {
  if (language === 'python') return pythonStrings(root);
  if (language === 'bash') return bashStrings(root);
  return scriptStrings(root);
}

/** The text pieces of a literal between its holes, as [start, end) offsets. */
function textPieces({ start, end, holes }: StringLiteral): [number, number][] {
  const pieces: [number, number][] = [];
  let from = start;
  for (const hole of holes) {
    pieces.push([from, hole.startIndex]);
    from = hole.endIndex;
  }
  pieces.push([from, end]);
  return pieces;
}

/** Offsets of each decision word that stands as a quoted JSON value: `"deny"` or `\"deny\"`. */
function quotedWords(source: string, [start, end]: [number, number]): { at: number; word: string }[] {
  const text = source.slice(start, end);
  return [...FLIPS.keys()].flatMap((word) => {
    const found: { at: number; word: string }[] = [];
    for (let index = text.indexOf(word); index !== -1; index = text.indexOf(word, index + 1)) {
      const after = text.slice(index + word.length, index + word.length + 2);
      if (text[index - 1] === '"' && (after.startsWith('"') || after === '\\"')) found.push({ at: start + index, word });
    }
    return found;
  });
}

function decisionWords(source: string, literal: StringLiteral): { at: number; word: string }[] {
  const whole = source.slice(literal.start, literal.end);
  if (literal.holes.length === 0 && FLIPS.has(whole)) return [{ at: literal.start, word: whole }];
  // Bash words are matched whole only: JSON is never unquoted.
  if (literal.node.type === 'word') return [];
  return textPieces(literal).flatMap((piece) => quotedWords(source, piece));
}

const decisionLiteralFlipped: SyntaxMutator = {
  id,
  description: 'Flips a decision string: deny ↔ allow, block ↔ approve, ask → allow.',
  languages: ['python', 'bash', 'javascript', 'typescript'],
  find(tree, source, language) {
    const make = mutationMaker(id, source);
    return stringLiterals(tree.rootNode, language).flatMap((literal) =>
      decisionWords(source, literal).map(({ at, word }) => {
        const flipped = FLIPS.get(word) ?? word;
        const description = `decision \`${word}\` flipped to \`${flipped}\` in ${quoteCode(literal.node.text)}`;
        return make({ start: at, end: at + word.length, replacement: flipped, description });
      }),
    );
  },
};

export default decisionLiteralFlipped;
