/**
 * Reading shell code as text: the shebang of a script, and the code with quoted text, comments and
 * here-documents blanked out, so a pattern search sees only what the shell parses as syntax.
 * Blanking keeps every newline, so a match's line is the line in the file.
 */
import { basename } from 'node:path';

interface Shebang {
  /** The interpreter: a path (`/bin/sh`), or the name `/usr/bin/env` looks up on PATH. */
  readonly program: string;
  readonly viaEnv: boolean;
}

export function readShebang(text: string | null): Shebang | null {
  const match = text === null ? null : /^#!\s*(\S+)[ \t]*([^\r\n]*)/.exec(text);
  if (match === null) return null;
  const path = match[1]!;
  if (basename(path) !== 'env') return { program: path, viaEnv: false };
  const program = match[2]!.split(/\s+/).find((word) => word !== '' && !word.startsWith('-') && !/^\w+=/.test(word));
  return program === undefined ? null : { program, viaEnv: true };
}

/** `#!/bin/sh`, `#!/usr/bin/env sh`, dash: the shell that does not know bash syntax. */
export function isPlainShell(program: string): boolean {
  return ['sh', 'dash'].includes(basename(program));
}

/** `text` with the inside of single quotes (and of double quotes when `double`), comments and here-document bodies blanked. */
export function blankShellText(text: string, { double }: { double: boolean }): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let index = from; index < to; index++) if (out[index] !== '\n') out[index] = ' ';
  };
  const heredocs: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\n' && heredocs.length > 0) {
      let lineStart = index + 1;
      for (const delimiter of heredocs.splice(0)) {
        while (lineStart < text.length) {
          const newline = text.indexOf('\n', lineStart);
          const lineEnd = newline === -1 ? text.length : newline;
          const done = text.slice(lineStart, lineEnd).trim() === delimiter;
          if (!done) blank(lineStart, lineEnd);
          lineStart = lineEnd + 1;
          if (done) break;
        }
      }
      index = lineStart - 1;
      continue;
    }
    if (char === '\\') {
      index += 2;
    } else if (char === "'" || char === '"') {
      const close = findClose(text, index);
      if (char === "'" || double) blank(index + 1, close);
      index = close + 1;
    } else if (char === '#' && (index === 0 || /[\s;&|()]/.test(text[index - 1]!))) {
      const end = text.indexOf('\n', index);
      blank(index, end === -1 ? text.length : end);
      index = end === -1 ? text.length : end;
    } else {
      const heredoc = char === '<' ? /^<<-?[ \t]*(['"]?)(\w+)\1/.exec(text.slice(index)) : null;
      if (heredoc !== null) heredocs.push(heredoc[2]!);
      index += heredoc === null ? 1 : heredoc[0].length;
    }
  }
  return out.join('');
}

/** The index of the quote that closes the one at `open` (backslashes escape inside double quotes). */
function findClose(text: string, open: number): number {
  const quote = text[open];
  for (let index = open + 1; index < text.length; index++) {
    if (quote === '"' && text[index] === '\\') index++;
    else if (text[index] === quote) return index;
  }
  return text.length;
}
