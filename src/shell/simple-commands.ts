/**
 * A command string as the simple commands its list operators join (`a | b && c; d &`), each with
 * its words: what runs, and what runs next. Redirections and their targets are no words of the
 * command (`2> err.log` names no program and no script).
 */
import type { ShellRoots } from './root-placeholders.js';
import { tokenizeShell, type ListOperator, type ShellWord } from './shell-tokens.js';

export interface SimpleCommand {
  readonly words: readonly ShellWord[];
  /** The operator after this command; null after the last one. */
  readonly then: ListOperator | null;
}

/** The simple commands of `text` in order, as written: one may be empty (before `; a`, after a trailing `;` or `&`). */
export function simpleCommands(text: string, roots: ShellRoots): SimpleCommand[] {
  const commands: { words: ShellWord[]; then: ListOperator | null }[] = [{ words: [], then: null }];
  let skipTarget = false;
  for (const token of tokenizeShell(text, roots)) {
    const current = commands[commands.length - 1]!;
    if (token.kind === 'word') {
      if (skipTarget) skipTarget = false;
      else current.words.push(token.word);
    } else if (token.kind === 'redirect') skipTarget = !token.attached;
    else {
      current.then = token.operator;
      commands.push({ words: [], then: null });
    }
  }
  return commands;
}
