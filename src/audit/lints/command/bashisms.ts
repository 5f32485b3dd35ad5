/**
 * Bash syntax that `sh` (dash on Debian and Ubuntu) does not know. Each pattern is searched in the
 * code with quoted text and comments blanked; the first line of each construct is kept.
 */
import { blankShellText } from './shell-text.js';

export interface Bashism {
  readonly construct: string;
  /** 1-based line in the text searched. */
  readonly line: number;
}

const AT_COMMAND = String.raw`(?:^|[;&|(){}!]\s*|\b(?:then|do|else)\s+)`;

/** Searched with the inside of double quotes blanked too: none of these is syntax inside them. */
const OUTSIDE_QUOTES: readonly [string, RegExp][] = [
  ['`[[ … ]]`', /(?:^|[\s;&|(!])\[\[(?=\s)/],
  ['`source`', new RegExp(`${AT_COMMAND}source\\s`)],
  ['`function name`', new RegExp(`${AT_COMMAND}function\\s+[\\w-]+`)],
  ['process substitution `<(…)`', /[<>]\(/],
  ['the `&>` redirection', /(?<![&>])&>/],
  ['brace expansion `{a,b}`', /(?<!\$)\{[^\s{}]*(?:,|\.\.)[^\s{}]*\}/],
  ["`$'…'` quoting", /\$'/],
  ['`==` inside `[ ]`', /(?:^|[\s;&|(!])(?:\[|test)\s[^\]]*?\s==\s/],
  ['an array `name=(…)`', /(?:^|[\s;&|])\w+=\((?!\()/],
];
/** Searched with double-quoted text kept: expansions work inside double quotes. */
const EVEN_IN_DOUBLE_QUOTES: readonly [string, RegExp][] = [['an array `${name[…]}`', /\$\{#?\w+\[/]];

export function findBashisms(text: string): Bashism[] {
  const found: Bashism[] = [];
  const search = (code: string, patterns: readonly [string, RegExp][]) => {
    code.split('\n').forEach((line, index) => {
      for (const [construct, pattern] of patterns) {
        if (pattern.test(line) && !found.some((seen) => seen.construct === construct)) found.push({ construct, line: index + 1 });
      }
    });
  };
  search(blankShellText(text, { double: true }), OUTSIDE_QUOTES);
  search(blankShellText(text, { double: false }), EVEN_IN_DOUBLE_QUOTES);
  return found.sort((a, b) => a.line - b.line);
}
