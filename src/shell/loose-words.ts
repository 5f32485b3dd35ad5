/**
 * A command read as text, not as the shell's grammar: cut at blanks (and operators) whatever the
 * quotes say, so that the words of nested code count too (a `bash -c '…'` string, `$(…)`, a
 * here-document). Loose on purpose, for readers that must not miss what a command names anywhere in
 * its text, or that plan with its first words before any shell reads it: the files whose code may
 * show a decision, the folders and the interpreter a sandbox keeps, a runner named in a message.
 * Each keeps the rule its reader has always had: a stricter reading would change what a run reads,
 * shows or keeps. Words as the shell reads them are the tokenizer's (shell-tokens.ts).
 */
import { writeOutRoots, type ShellRoots } from './root-placeholders.js';

/** A shell word that assigns a variable (`FOO=1`) rather than naming a program or a file. */
const ASSIGNMENT = /^\w+=/;

/**
 * Every run of the text between blanks, list operators, redirections and parentheses, quotes
 * dropped, the root placeholders written out (those not known left as written), options (`-x`)
 * left out: every word that could name a file the command runs, inline code's included.
 */
export function looseWords(text: string, roots: ShellRoots): string[] {
  const pieces = writeOutRoots(text, roots).split(/[\s;&|()<>]+/);
  return pieces.map((piece) => piece.replace(/["']/g, '')).filter((word) => word !== '' && !word.startsWith('-'));
}

/**
 * Every absolute path the text names at its start or after a blank, a quote or `=` (`--config=/x`),
 * quoted code included, up to a blank, a quote, `;`, `|`, `&` or `)`.
 */
export function absolutePathsIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s"'=])(\/[^\s"';|&)]+)/g)].map((match) => match[1]!);
}

interface BlankSeparatedOptions {
  /** Trims one quote off each end of a word (`"/x/a.sh"` → `/x/a.sh`). */
  readonly unquote?: boolean;
  /** Leaves out the words that assign a variable. */
  readonly skipAssignments?: boolean;
}

/** The text cut at whitespace only: the leading words of a command as written. */
export function blankSeparatedWords(text: string, { unquote = false, skipAssignments = false }: BlankSeparatedOptions = {}): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .map((word) => (unquote ? word.replace(/^["']|["']$/g, '') : word));
  return skipAssignments ? words.filter((word) => !ASSIGNMENT.test(word)) : words;
}
