/**
 * The words of a command that is nothing but words: the arguments a program would be handed with
 * no shell in between, so hookcheck may run or name it without one. Null when the string uses
 * anything more (a list or a pipe, a redirection, another variable, `$(…)`, a glob, a comment, a
 * subshell, a bracket or a brace, an unclosed quote), since only a shell can run it then. Two
 * strictnesses, each the rule its readers rely on.
 */
import { oneRoot, type ShellRoots } from './root-placeholders.js';
import { tokenizeShell, type ShellWord } from './shell-tokens.js';

/** What may stand between words; anything else the tokenizer passed over (a comment, `(`, `((…))`) is more than words. */
const BLANKS = /^[ \t\r]*$/;
/** Blanks at either end, not one a backslash escapes: a trailing newline is no second command. */
const OUTER_BLANKS = /^\s+|(?<!\\)\s+$/g;

/**
 * The words of a command string as the shell would split them, both root placeholders standing for
 * `root`, quotes removed; null when the command uses more than words. For the starter config (a
 * command becomes `command: [python3, path]`) and a hook's identity.
 */
export function splitShellWords(text: string, root: string): string[] | null {
  return plainShellWords(text, oneRoot(root))?.map((word) => word.text) ?? null;
}

/**
 * The words of a line written with nothing a shell would change: no quotes, escapes, variables
 * (the root placeholders too), operators, globs or `=`, so the words as written are the words the
 * program gets; null otherwise, and for an empty line. Stricter than `splitShellWords` on purpose:
 * a node host stands in for the shell only where there is nothing for the shell to do.
 */
export function bareWords(text: string): string[] | null {
  const words = plainShellWords(text, {});
  if (words === null || words.length === 0 || words.some((word) => word.raw !== word.text || word.raw.includes('='))) return null;
  return words.map((word) => word.text);
}

function plainShellWords(text: string, roots: ShellRoots): ShellWord[] | null {
  const line = text.replace(OUTER_BLANKS, '');
  const words: ShellWord[] = [];
  let after = 0;
  for (const token of tokenizeShell(line, roots)) {
    if (token.kind !== 'word' || token.word.dynamic || token.word.special) return null;
    if (!BLANKS.test(line.slice(after, token.start))) return null;
    words.push(token.word);
    after = token.start + token.word.raw.length;
  }
  return BLANKS.test(line.slice(after)) ? words : null;
}
