/**
 * A `sh -c` command string as words, list operators and redirections: enough of the shell grammar
 * to see which program runs which script, and what joins the parts. What only looks like an
 * operator is kept out of the parts: a `|` in a `[[ … =~ a|b ]]` regex or a `case` pattern, the
 * body of a here-document, an `(( … ))` expression. The root placeholders become the folders they
 * stand for; a word whose value only the shell can know is marked `dynamic`, one that holds more
 * than plain text `special`. Each word token says where the word starts in the string.
 */
import type { ShellRoots } from './root-placeholders.js';
import { readWordPart, skipBalanced, type Draft } from './shell-word.js';

export interface ShellWord {
  /** The value after quote removal, with the placeholders replaced. */
  readonly text: string;
  /** The word as written. */
  readonly raw: string;
  /** Holds another variable, `$(…)`, backticks, a glob or `~`: its value is not known here. */
  readonly dynamic: boolean;
  /** A placeholder stands outside double quotes: a folder with a space splits the word. */
  readonly unquotedPlaceholder: boolean;
  /**
   * Holds what some shell reads as more than a letter: outside quotes a bracket, a brace, `!`, `#`
   * or `~` (a glob class, a brace expansion, history), a `$` that starts nothing, an unclosed
   * quote or a backslash at the very end. A reader of plain words refuses it.
   */
  readonly special: boolean;
}

export type ListOperator = '|' | '|&' | '||' | '&&' | ';' | '&';

export type ShellToken =
  | { readonly kind: 'word'; readonly word: ShellWord; readonly start: number }
  | { readonly kind: 'operator'; readonly operator: ListOperator }
  /** `attached`: the target is part of the operator (`2>&1`), else it is the next word. */
  | { readonly kind: 'redirect'; readonly operator: string; readonly attached: boolean };

const REDIRECT = /^(?:&>>?|<<<|<<-?|<>|>>|>\||[<>]&|[<>])(\d+-?|-)?/;
const OPERATORS = ['||', '&&', '|&', ';;&', ';;', ';&', '|', '&', ';'] as const;
/** After these words the next word is a command again (`if [[ … ]]`, `then case …`). */
const COMMAND_FOLLOWS = new Set(['if', 'then', 'else', 'elif', 'while', 'until', 'do', '!', '{', 'time']);
const WORD_END = /^(?:[\s;&|()<>]|$)/;
/** `[[` and `]]`: words of the shell's grammar, never plain text. */
const testBracket = (raw: string): ShellWord => ({ text: raw, raw, dynamic: false, unquotedPlaceholder: false, special: true });

/** Where the reader is inside a `case`: its subject, the `in`, a pattern list, or a branch's commands. */
type CaseState = 'subject' | 'in' | 'pattern' | 'body';

export function tokenizeShell(text: string, roots: ShellRoots): ShellToken[] {
  const tokens: ShellToken[] = [];
  const cases: CaseState[] = [];
  const heredocs: { delimiter: string | null; strip: boolean }[] = [];
  let draft: Draft | null = null;
  let commandStart = true;
  let inTest = false;
  let index = 0;
  const begin = (): Draft => (draft ??= { text: '', start: index, dynamic: false, unquotedPlaceholder: false, special: false });
  const pushWord = (word: ShellWord, start: number): void => {
    tokens.push({ kind: 'word', word, start });
    const pending = heredocs.find((heredoc) => heredoc.delimiter === null);
    if (pending !== undefined) pending.delimiter = word.text;
    const atStart = commandStart;
    commandStart = !inTest && COMMAND_FOLLOWS.has(word.raw);
    followCase(cases, word.raw, atStart);
  };
  const end = (): void => {
    if (draft !== null) {
      const { start, ...word } = draft;
      pushWord({ ...word, raw: text.slice(start, index) }, start);
    }
    draft = null;
  };
  const operator = (value: ListOperator): void => {
    tokens.push({ kind: 'operator', operator: value });
    commandStart = true;
  };
  const standalone = (word: string) => text.startsWith(word, index) && WORD_END.test(text.slice(index + word.length));
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\n') {
      end();
      index = skipHeredocBodies(text, index + 1, heredocs.splice(0));
      if (!inTest && cases.at(-1) !== 'pattern') operator(';');
    } else if (char === ' ' || char === '\t' || char === '\r') {
      end();
      index++;
    } else if (char === '#' && draft === null) {
      while (index < text.length && text[index] !== '\n') index++;
    } else if (inTest) {
      if (draft === null && standalone(']]')) {
        inTest = false;
        pushWord(testBracket(']]'), index);
        index += 2;
      } else if ('|&;()<>'.includes(char)) {
        // Inside [[ … ]] these are test operators and regex characters, never pipes or lists.
        begin().text += char;
        index++;
      } else index = readWordPart(text, index, begin(), roots);
    } else if (cases.at(-1) === 'pattern' && draft === null && !standalone('esac')) {
      // One pattern list, `a|b)`: its `|` are alternatives, its `)` ends it; the branch follows.
      index = skipPattern(text, index, roots);
      cases[cases.length - 1] = 'body';
      operator(';');
    } else if (commandStart && draft === null && standalone('[[')) {
      inTest = true;
      pushWord(testBracket('[['), index);
      index += 2;
    } else if (commandStart && draft === null && text.startsWith('((', index)) {
      index = skipBalanced(text, index);
      commandStart = false;
    } else if (char === '<' || char === '>' || text.startsWith('&>', index)) {
      if (text[index + 1] === '(' && char !== '&') {
        begin().dynamic = true;
        index = skipBalanced(text, index + 1);
        continue;
      }
      const fd = draft as Draft | null;
      if (fd !== null && /^\d+$/.test(text.slice(fd.start, index))) draft = null;
      else end();
      const match = REDIRECT.exec(text.slice(index))!;
      tokens.push({ kind: 'redirect', operator: match[0], attached: match[1] !== undefined });
      if (match[0] === '<<' || match[0] === '<<-') heredocs.push({ delimiter: null, strip: match[0] === '<<-' });
      index += match[0].length;
    } else if ('|&;()'.includes(char)) {
      end();
      const found = OPERATORS.find((candidate) => text.startsWith(candidate, index));
      if (found === undefined)
        index++; // ( and ): a subshell does not change what joins the parts
      else {
        // `;;`, `;&` and `;;&` end a case branch: the next pattern list follows.
        if (found.startsWith(';') && found.length > 1 && cases.at(-1) === 'body') cases[cases.length - 1] = 'pattern';
        operator(found.startsWith(';') ? ';' : (found as ListOperator));
        index += found.length;
      }
    } else {
      index = readWordPart(text, index, begin(), roots);
    }
  }
  end();
  return tokens;
}

/** Moves a `case` along as its words go by: `case` opens one, `in` starts the patterns, `esac` closes it. */
function followCase(cases: CaseState[], raw: string, atStart: boolean): void {
  const state = cases.at(-1);
  if (state === 'subject') cases[cases.length - 1] = 'in';
  else if (state === 'in') cases[cases.length - 1] = raw === 'in' ? 'pattern' : 'in';
  else if (raw === 'esac' && (state === 'pattern' || (state === 'body' && atStart))) cases.pop();
  else if (raw === 'case' && atStart && state !== 'pattern') cases.push('subject');
}

/** The index after a pattern list's closing `)`, its quotes and expansions read as a word's. */
function skipPattern(text: string, from: number, roots: ShellRoots): number {
  let index = text[from] === '(' ? from + 1 : from;
  const scratch: Draft = { text: '', start: index, dynamic: false, unquotedPlaceholder: false, special: false };
  while (index < text.length && text[index] !== ')') {
    index = '|\t \n'.includes(text[index]!) ? index + 1 : readWordPart(text, index, scratch, roots);
  }
  return index + 1;
}

/** Skips the bodies of the here-documents opened on the line that just ended, up to each delimiter line. */
function skipHeredocBodies(text: string, from: number, heredocs: readonly { delimiter: string | null; strip: boolean }[]): number {
  let index = from;
  for (const { delimiter, strip } of heredocs) {
    if (delimiter === null) continue;
    while (index < text.length) {
      const lineEnd = text.indexOf('\n', index);
      const stop = lineEnd === -1 ? text.length : lineEnd;
      const line = text.slice(index, stop).replace(/\r$/, '');
      index = stop + 1;
      if ((strip ? line.replace(/^\t+/, '') : line) === delimiter) break;
    }
  }
  return Math.min(index, text.length);
}
