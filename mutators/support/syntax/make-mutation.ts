/** Builds Mutation values: the replaced text, its 1-based location and a one-line description. */
import type { Mutation, Position } from '../../../src/model/mutation.js';

/** 1-based line and column of a UTF-16 offset (the column of `end` is one past the last character). */
function positionAt(source: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let index = source.indexOf('\n'); index !== -1 && index < offset; index = source.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

const MAX_QUOTED_LENGTH = 60;

/** Code in backticks for a description: on one line and cut to a readable length. */
export function quoteCode(code: string): string {
  const oneLine = code.replace(/\s+/g, ' ').trim();
  const cut = oneLine.length > MAX_QUOTED_LENGTH ? `${oneLine.slice(0, MAX_QUOTED_LENGTH - 1)}…` : oneLine;
  return `\`${cut}\``;
}

export interface MutationSpec {
  readonly start: number;
  readonly end: number;
  readonly replacement: string;
  readonly description: string;
}

/** A function that makes `mutatorName`'s mutations of `source` from ranges and replacements. */
export function mutationMaker(mutatorName: string, source: string): (spec: MutationSpec) => Mutation {
  return ({ start, end, replacement, description }) => ({
    mutatorName,
    start,
    end,
    original: source.slice(start, end),
    replacement,
    location: { start: positionAt(source, start), end: positionAt(source, end) },
    description,
  });
}
