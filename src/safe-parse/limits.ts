/**
 * Bounds on what hookcheck reads from files someone else wrote (settings, configs, frontmatter,
 * payloads): far above any real file, far below what stalls hookcheck or overflows its stack.
 * Each check returns why a text is refused, or undefined, so each caller words its own error.
 */

/** Nesting: real settings and configs are under 10 levels deep. */
const MAX_NESTING = 100;
export const MAX_CONFIG_BYTES = 1024 * 1024;
export const MAX_FRONTMATTER_BYTES = 256 * 1024;
/** Alias uses a YAML document may make (the yaml package's resource-exhaustion guard). */
export const MAX_YAML_ALIASES = 100;

/** Why a text is refused, when it is over `limit` bytes. */
export function sizeProblem(text: string, limit: number): string | undefined {
  const bytes = Buffer.byteLength(text);
  return bytes > limit ? `it is ${formatBytes(bytes)}, more than the ${formatBytes(limit)} hookcheck reads` : undefined;
}

/**
 * Why a JSON or YAML text nests too deeply, judged from its brackets before any parser recurses
 * into it (JSON strings and comments skipped; in YAML a quoted `[` may count, which only matters
 * past MAX_NESTING).
 */
export function bracketNestingProblem(text: string, limit: number = MAX_NESTING): string | undefined {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') index = stringEnd(text, index);
    else if (char === '/' && text[index + 1] === '/') index = lineEnd(text, index);
    else if (char === '/' && text[index + 1] === '*') index = commentEnd(text, index);
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth = Math.max(0, depth - 1);
  }
  return deepest > limit ? `it nests ${deepest} levels deep, more than the ${limit} hookcheck reads` : undefined;
}

/** Why a parsed value nests too deeply (counted without recursion). */
export function valueNestingProblem(value: unknown, limit: number = MAX_NESTING): string | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return `it nests more than ${limit} levels deep, more than hookcheck reads`;
    for (const inner of Object.values(item)) stack.push([inner, depth + 1]);
  }
  return undefined;
}

function stringEnd(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index++) {
    if (text[index] === '\\') index++;
    else if (text[index] === '"' || text[index] === '\n') return index;
  }
  return text.length;
}

function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end < 0 ? text.length : end;
}

function commentEnd(text: string, start: number): number {
  const end = text.indexOf('*/', start + 2);
  return end < 0 ? text.length : end + 1;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}
