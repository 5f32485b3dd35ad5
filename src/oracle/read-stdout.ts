/**
 * How Claude Code reads stdout (PROTOCOLS.md §1.9, measured on 2.1.332): trimmed stdout that starts
 * with `{` and ends with `}` is an answer and must be valid JSON (an error otherwise, in newer
 * versions); anything else is plain text, including `{"a": 1` cut short or `{…} trailing words`.
 * The shapes people get wrong (two documents, a banner first, a broken object) are told apart here.
 * Stdout cut at hookcheck's capture cap cannot be judged as an object: what decides it is past the cut.
 */

export type StdoutReading =
  | { readonly kind: 'empty' }
  | { readonly kind: 'json'; readonly value: Record<string, unknown> }
  | { readonly kind: 'invalid-json'; readonly error: string }
  | { readonly kind: 'multiple-json' }
  /** Starts like an object but was cut at the capture cap: valid or not is decided by what was not kept. */
  | { readonly kind: 'too-large'; readonly bytes: number }
  | {
      readonly kind: 'plain';
      readonly bannerBeforeJson: boolean;
      readonly jsonNotObject: boolean;
      /** Starts like a JSON object but is not one: the answer the hook meant is lost. */
      readonly brokenObject: boolean;
    };

/** How much stdout was printed when it was cut at the capture cap; absent: all of it was kept. */
export interface StdoutCut {
  readonly bytes: number;
}

/** Classifies a hook's stdout the way the agent would read it. */
export function readStdout(stdout: string, cut?: StdoutCut): StdoutReading {
  const text = stdout.trim();
  if (text === '') return { kind: 'empty' };
  // Plain text stays plain however long it is; an object's validity hangs on its end, never kept.
  if (cut !== undefined && text.startsWith('{')) return { kind: 'too-large', bytes: cut.bytes };
  if (text.startsWith('{') && text.endsWith('}')) {
    const parsed = tryParse(text);
    if (parsed.ok && isPlainObject(parsed.value)) return { kind: 'json', value: parsed.value };
    if (startsWithCompleteObject(text)) return { kind: 'multiple-json' };
    return { kind: 'invalid-json', error: parsed.ok ? 'not an object' : parsed.error };
  }
  const parsedWhole = tryParse(text);
  return {
    kind: 'plain',
    bannerBeforeJson: hasJsonObjectAfterFirstLine(text),
    jsonNotObject: parsedWhole.ok && !isPlainObject(parsedWhole.value),
    brokenObject: text.startsWith('{'),
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses JSON without throwing. */
export function tryParse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** True when `text` opens with one complete JSON object followed by more content (`{}{}`). */
function startsWithCompleteObject(text: string): boolean {
  const end = findObjectEnd(text);
  if (end === -1) return false;
  return tryParse(text.slice(0, end)).ok && text.slice(end).trim() !== '';
}

/** Index just past the object that opens `text`, by brace depth outside strings; -1 if unbalanced. */
function findObjectEnd(text: string): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/** A line after the first that starts a valid JSON object running to the end: a banner was printed first. */
function hasJsonObjectAfterFirstLine(text: string): boolean {
  const lines = text.split('\n');
  for (let index = 1; index < lines.length; index++) {
    if (!lines[index]!.trimStart().startsWith('{')) continue;
    const rest = lines.slice(index).join('\n');
    const parsed = tryParse(rest);
    if (parsed.ok && isPlainObject(parsed.value)) return true;
  }
  return false;
}
