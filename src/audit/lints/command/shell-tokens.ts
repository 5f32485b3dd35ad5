/**
 * A `sh -c` command string as words, list operators and redirections: enough of the shell grammar
 * to see which program runs which script, and what joins the parts. The root placeholders become
 * the folders they stand for; a word whose value only the shell can know is marked `dynamic`.
 */

export interface ShellWord {
  /** The value after quote removal, with the placeholders replaced. */
  readonly text: string;
  /** The word as written. */
  readonly raw: string;
  /** Holds another variable, `$(…)`, backticks, a glob or `~`: its value is not known here. */
  readonly dynamic: boolean;
  /** A placeholder stands outside double quotes: a folder with a space splits the word. */
  readonly unquotedPlaceholder: boolean;
}

export type ListOperator = '|' | '|&' | '||' | '&&' | ';' | '&';

export type ShellToken =
  | { readonly kind: 'word'; readonly word: ShellWord }
  | { readonly kind: 'operator'; readonly operator: ListOperator }
  /** `attached`: the target is part of the operator (`2>&1`), else it is the next word. */
  | { readonly kind: 'redirect'; readonly operator: string; readonly attached: boolean };

export interface Roots {
  readonly projectDir: string;
  readonly pluginRoot?: string;
}

const PLACEHOLDER = /^\$(?:\{(CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT)\}|(CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT)(?!\w))/;
const REDIRECT = /^(?:&>>?|<<<|<<-?|<>|>>|>\||[<>]&|[<>])(\d+-?|-)?/;
const OPERATORS = ['||', '&&', '|&', ';;', '|', '&', ';'] as const;

interface Draft {
  text: string;
  start: number;
  dynamic: boolean;
  unquotedPlaceholder: boolean;
}

export function tokenizeShell(text: string, roots: Roots): ShellToken[] {
  const tokens: ShellToken[] = [];
  const state: { draft: Draft | null } = { draft: null };
  let index = 0;
  const begin = (): Draft => (state.draft ??= { text: '', start: index, dynamic: false, unquotedPlaceholder: false });
  const end = (): void => {
    const { draft } = state;
    if (draft !== null) tokens.push({ kind: 'word', word: { text: draft.text, raw: text.slice(draft.start, index), dynamic: draft.dynamic, unquotedPlaceholder: draft.unquotedPlaceholder } });
    state.draft = null;
  };
  while (index < text.length) {
    const char = text[index]!;
    if (char === ' ' || char === '\t' || char === '\r') {
      end();
      index++;
    } else if (char === '\n') {
      end();
      tokens.push({ kind: 'operator', operator: ';' });
      index++;
    } else if (char === '#' && state.draft === null) {
      while (index < text.length && text[index] !== '\n') index++;
    } else if (char === '<' || char === '>' || text.startsWith('&>', index)) {
      if (text[index + 1] === '(' && char !== '&') {
        const word = begin();
        word.dynamic = true;
        index = skipBalanced(text, index + 1);
        continue;
      }
      const fd = state.draft;
      if (fd !== null && /^\d+$/.test(text.slice(fd.start, index))) state.draft = null;
      else end();
      const match = REDIRECT.exec(text.slice(index))!;
      tokens.push({ kind: 'redirect', operator: match[0], attached: match[1] !== undefined });
      index += match[0].length;
    } else if ('|&;()'.includes(char)) {
      end();
      const operator = OPERATORS.find((candidate) => text.startsWith(candidate, index));
      if (operator === undefined) index++; // ( and ): a subshell does not change what joins the parts
      else {
        tokens.push({ kind: 'operator', operator: operator === ';;' ? ';' : operator });
        index += operator.length;
      }
    } else {
      index = readWordPart(text, index, begin(), roots);
    }
  }
  end();
  return tokens;
}

/** Reads one quoted string, escape, expansion or plain character into `word`; returns the next index. */
function readWordPart(text: string, index: number, word: Draft, roots: Roots): number {
  const char = text[index]!;
  if (char === "'") {
    const close = text.indexOf("'", index + 1);
    const stop = close === -1 ? text.length : close;
    word.text += text.slice(index + 1, stop);
    return stop + 1;
  }
  if (char === '"') return readDoubleQuoted(text, index + 1, word, roots);
  if (char === '\\') {
    word.text += text[index + 1] ?? '';
    return index + 2;
  }
  if (char === '$') return readDollar(text, index, word, roots, false);
  if (char === '`') {
    word.dynamic = true;
    const close = text.indexOf('`', index + 1);
    return close === -1 ? text.length : close + 1;
  }
  if (char === '*' || char === '?' || (char === '~' && word.text === '')) word.dynamic = true;
  word.text += char;
  return index + 1;
}

function readDoubleQuoted(text: string, from: number, word: Draft, roots: Roots): number {
  let index = from;
  while (index < text.length && text[index] !== '"') {
    const char = text[index]!;
    if (char === '\\' && '$`"\\\n'.includes(text[index + 1] ?? '')) {
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
  return index + 1;
}

/** `$…` at `index`: a placeholder becomes its folder; anything else makes the word dynamic. */
function readDollar(text: string, index: number, word: Draft, roots: Roots, quoted: boolean): number {
  const rest = text.slice(index);
  const placeholder = PLACEHOLDER.exec(rest);
  if (placeholder !== null) {
    const root = (placeholder[1] ?? placeholder[2]) === 'CLAUDE_PROJECT_DIR' ? roots.projectDir : roots.pluginRoot;
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
    word.text += '$';
    return index + 1;
  }
  word.dynamic = true;
  word.text += expansion[0];
  return index + expansion[0].length;
}

/** The index after the `)` that closes the `(` at `open`, skipping quoted text. */
function skipBalanced(text: string, open: number): number {
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
