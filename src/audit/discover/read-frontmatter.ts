/**
 * A skill's or agent's YAML frontmatter, read the way Claude Code reads it: strict YAML first, and
 * when that fails, again after quoting each top-level `key: value` line whose value holds a YAML
 * indicator (`<example>`, globs, `#`…), which is the repair Claude Code's loader makes. Published
 * agents rely on it: their descriptions are long unquoted dialogue. Only a file whose frontmatter
 * wires hooks and cannot be read even so is a problem for a hooks audit; an unreadable frontmatter
 * without a `hooks:` key loses Claude Code nothing hookcheck judges.
 */
import { MAX_FRONTMATTER_BYTES } from '../../safe-parse/limits.js';
import { readYaml } from '../../safe-parse/safe-yaml.js';

type FrontmatterReading =
  | { readonly kind: 'none' }
  | { readonly kind: 'read'; readonly data: unknown; readonly yaml: string }
  /** Unreadable, and it has a top-level `hooks:` key: Claude Code drops those hooks. */
  | { readonly kind: 'unreadable'; readonly why: string };

/** Claude Code's delimiters: `---` on the first line, the block up to the next `---`. */
const FRONTMATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;
/** YAML indicators a plain value may not hold; such a value is quoted by the repair pass. */
const INDICATORS = /[{}[\]*&#!|>%@`]/;
const TOP_LEVEL_PAIR = /^([A-Za-z_-]+):\s+(.+)$/;
const HOOKS_KEY = /^hooks[ \t]*:/m;

export function readFrontmatter(text: string): FrontmatterReading {
  const match = FRONTMATTER.exec(text);
  if (match === null) return { kind: 'none' };
  const written = match[1] ?? '';
  const strict = parseYaml(written);
  if (strict.ok) return { kind: 'read', data: strict.data, yaml: written };
  const repaired = quoteIndicatorValues(written);
  // Each repaired line stays one line, so line numbers still point into the file as written.
  const retry = repaired === written ? strict : parseYaml(repaired);
  if (retry.ok) return { kind: 'read', data: retry.data, yaml: repaired };
  return HOOKS_KEY.test(written) ? { kind: 'unreadable', why: strict.why } : { kind: 'none' };
}

function parseYaml(text: string): { ok: true; data: unknown } | { ok: false; why: string } {
  // Bounded size, nesting and aliases, duplicate keys in linear time: one file's problem, never the audit's.
  return readYaml(text, { maxBytes: MAX_FRONTMATTER_BYTES });
}

function quoteIndicatorValues(yaml: string): string {
  return yaml
    .split(/\r?\n/)
    .map((line) => {
      const pair = TOP_LEVEL_PAIR.exec(line);
      if (pair === null) return line;
      const value = pair[2]!;
      const quoted = (value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"));
      return quoted || !INDICATORS.test(value) ? line : `${pair[1]}: ${JSON.stringify(value)}`;
    })
    .join('\n');
}
