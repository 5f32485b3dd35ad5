/**
 * The parts of one shell word: quoted strings, escapes, expansions. The root placeholders become
 * the folders they stand for; anything else only the shell can know makes the word `dynamic`, and
 * what is more than plain text makes it `special`.
 */
import { PLACEHOLDER_AT_START, rootFolder, type ShellRoots } from './root-placeholders.js';

/** A word being read. */
export interface Draft {
  text: string;
  start: number;
  dynamic: boolean;
  unquotedPlaceholder: boolean;
  special: boolean;
}

/** Outside quotes, characters that some shell reads as more than a letter (globs and `~` at the start are `dynamic`). */
const SPECIAL = new Set([...'[]{}!#~']);

/** Reads one quoted string, escape, expansion or plain character into `word`; returns the next index. */
export function readWordPart(text: string, index: number, word: Draft, roots: ShellRoots): number {
  const char = text[index]!;
  if (char === "'") {
    const close = text.indexOf("'", index + 1);
    const stop = close === -1 ? text.length : close;
    if (close === -1) word.special = true;
    word.text += text.slice(index + 1, stop);
    return stop + 1;
  }
  if (char === '"') return readDoubleQuoted(text, index + 1, word, roots);
  if (char === '\\') {
    // A backslash before a newline joins the lines: it adds nothing to the word.
    if (text[index + 1] !== '\n') word.text += text[index + 1] ?? '';
    if (index + 1 === text.length) word.special = true;
    return index + 2;
  }
  if (char === '$') return readDollar(text, index, word, roots, false);
  if (char === '`') {
    word.dynamic = true;
    const close = text.indexOf('`', index + 1);
    return close === -1 ? text.length : close + 1;
  }
  if (char === '*' || char === '?' || (char === '~' && word.text === '')) word.dynamic = true;
  if (SPECIAL.has(char)) word.special = true;
  word.text += char;
  return index + 1;
}

function readDoubleQuoted(text: string, from: number, word: Draft, roots: ShellRoots): number {
  let index = from;
  while (index < text.length && text[index] !== '"') {
    const char = text[index]!;
    if (char === '\\' && index + 1 < text.length && '$`"\\\n'.includes(text[index + 1]!)) {
      word.text += text[index + 1];
      index += 2;
    } else if (char === '$') {
      index = readDollar(text, index, word, roots, true);
    } else if (char === '`') {
      word.dynamic = true;
      const close = text.indexOf('`', index + 1);
      index = close === -1 ? text.length : close + 1;
    } else {
      word.text += char;
      index++;
    }
  }
  if (index >= text.length) word.special = true;
  return index + 1;
}

/** `$…` at `index`: a placeholder becomes its folder; anything else makes the word dynamic. */
function readDollar(text: string, index: number, word: Draft, roots: ShellRoots, quoted: boolean): number {
  const rest = text.slice(index);
  const placeholder = PLACEHOLDER_AT_START.exec(rest);
  if (placeholder !== null) {
    const root = rootFolder((placeholder[1] ?? placeholder[2])!, roots);
    if (root === undefined) word.dynamic = true;
    word.text += root ?? placeholder[0];
    if (!quoted) word.unquotedPlaceholder = true;
    return index + placeholder[0].length;
  }
  const next = text[index + 1];
  if (next === '(') {
    word.dynamic = true;
    return skipBalanced(text, index + 1);
  }
  const expansion = /^\$(?:\{[^}]*\}|'[^']*'?|\w+|[?@*#$!-])/.exec(rest);
  if (expansion === null) {
    word.special = true;
    word.text += '$';
    return index + 1;
  }
  word.dynamic = true;
  word.text += expansion[0];
  return index + expansion[0].length;
}

/** The index after the `)` that closes the `(` at `open`, skipping quoted text. */
export function skipBalanced(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index]!;
    if (char === "'" || char === '"') {
      const close = text.indexOf(char, index + 1);
      if (close === -1) return text.length;
      index = close;
    } else if (char === '\\') index++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index + 1;
  }
  return text.length;
}
