import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** The first syntax error as a person finds it: line, column, and what is wrong (strict JSON, as Claude Code reads it). */
export function jsonSyntaxError(text: string): { line: number; column: number; what: string } | null {
  try {
    JSON.parse(text);
    return null;
  } catch {
    const errors: ParseError[] = [];
    parse(text, errors, { allowTrailingComma: false, disallowComments: true });
    const first = errors[0];
    const offset = first?.offset ?? 0;
    const before = text.slice(0, offset).split('\n');
    const what =
      first === undefined
        ? 'unexpected content'
        : printParseErrorCode(first.error)
            .replace(/([a-z])([A-Z])/g, '$1 $2')
            .toLowerCase();
    return { line: before.length, column: before[before.length - 1]!.length + 1, what };
  }
}
