/**
 * A Bash command split the way Claude Code checks an `if` rule against it (PROTOCOLS.md §1.4): one
 * entry per subcommand (`&&`, `||`, `;`, `|`, `&`, new lines, subshells), the commands inside `$()`
 * and backticks as entries of their own, leading `VAR=value` assignments stripped. null when the
 * command cannot be parsed (an unclosed quote, `$(` or backtick): Claude Code then fails open.
 */

interface SplitCommand {
  readonly subcommands: readonly string[];
  /** Uses `$()`, backticks or `$VAR`, whose value Claude Code cannot know. */
  readonly dynamic: boolean;
}

export function splitBashCommand(command: string): SplitCommand | null {
  const subcommands: string[] = [];
  const state = { dynamic: false };
  return scan(command, subcommands, state) ? { subcommands, dynamic: state.dynamic } : null;
}

function scan(text: string, out: string[], state: { dynamic: boolean }): boolean {
  let current = '';
  let quote: '"' | "'" | null = null;
  const flush = () => {
    const command = stripAssignments(current.trim());
    if (command !== '') out.push(command);
    current = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1];
    if (quote === "'") {
      current += char;
      if (char === "'") quote = null;
      continue;
    }
    if (char === '\\') {
      current += char + (next ?? '');
      index++;
      continue;
    }
    if (char === '$' && next === '(') {
      const end = closingParen(text, index + 2);
      if (end === -1 || !scan(text.slice(index + 2, end), out, state)) return false;
      state.dynamic = true;
      current += text.slice(index, end + 1);
      index = end;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', index + 1);
      if (end === -1 || !scan(text.slice(index + 1, end), out, state)) return false;
      state.dynamic = true;
      current += text.slice(index, end + 1);
      index = end;
      continue;
    }
    if (char === '$' && next !== undefined && /[A-Za-z_{]/.test(next)) state.dynamic = true;
    if (quote === '"') {
      current += char;
      if (char === '"') quote = null;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      current += char;
      continue;
    }
    if (isSeparator(text, index)) {
      flush();
      continue;
    }
    current += char;
  }
  flush();
  return quote === null;
}

/** `;`, new line, `|`, `&`, `(` and `)` end a subcommand; `&` in `2>&1` or `&>` does not. */
function isSeparator(text: string, index: number): boolean {
  const char = text[index]!;
  if (char === '&') return text[index - 1] !== '>' && text[index - 1] !== '<' && text[index + 1] !== '>';
  return char === ';' || char === '\n' || char === '|' || char === '(' || char === ')';
}

/** The index of the `)` closing a `$(` whose body starts at `start`, or -1. */
function closingParen(text: string, start: number): number {
  let depth = 1;
  let quote: string | null = null;
  for (let index = start; index < text.length; index++) {
    const char = text[index]!;
    if (quote !== null) {
      if (char === '\\' && quote === '"') index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '\\') index++;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index;
  }
  return -1;
}

/** `A=1 B="x y" git push` → `git push`. */
function stripAssignments(command: string): string {
  return command.replace(/^(?:[A-Za-z_]\w*=(?:'[^']*'|"[^"]*"|\S*)\s+)+/, '');
}
