/**
 * Secrets found by their shape are replaced with `<redacted:KIND>` before a recorded payload is
 * written to disk. Pure: text in, text out. Patterns only catch what looks like a credential, so a
 * secret in an unusual form can slip through: recorded files are for the user's own machine.
 */

interface RedactedText {
  readonly text: string;
  /** How many secrets were replaced. */
  readonly count: number;
}

interface SecretPattern {
  readonly kind: string;
  readonly pattern: RegExp;
  /** Text that replaces a match; by default the whole match becomes `<redacted:kind>`. */
  readonly replace?: (mark: string, ...groups: string[]) => string;
}

const SECRET_NAME = String.raw`password|passwd|secret|token|api[_-]?key|access[_-]?key|auth`;

/** Most specific first: a key inside `API_KEY=…` is named by its own kind, not as an assignment. */
const PATTERNS: readonly SecretPattern[] = [
  // The whole block; a block cut off before its END line is redacted to the end of the text.
  { kind: 'private-key', pattern: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----(?:[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----|[\s\S]*$)/g },
  { kind: 'url-credentials', pattern: /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi, replace: (mark, scheme) => `${scheme}${mark}@` },
  { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g },
  { kind: 'anthropic-api-key', pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: 'openai-api-key', pattern: /\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|\bsk-[A-Za-z0-9]{20,}/g },
  { kind: 'aws-access-key-id', pattern: /\bAKIA[0-9A-Z]{16}\b/g },
  { kind: 'github-token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}|\bgithub_pat_[A-Za-z0-9_]{22,}/g },
  { kind: 'slack-token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: 'bearer-token', pattern: /\b(Bearer[ \t]+)[A-Za-z0-9._~+/-]{20,}=*/g, replace: (mark, prefix) => `${prefix}${mark}` },
  // `NAME=value`, `name: "value"`, `"name": "value"`: the name stays, the value goes. Values that
  // are already redacted are left alone so one secret counts once.
  {
    kind: 'secret',
    pattern: new RegExp(String.raw`(${SECRET_NAME})(["']?[ \t]*[=:][ \t]*)(?!["']?<redacted:)("(?:[^"\\\n]|\\.)+"|'[^'\n]+'|[^\s"',;&|(){}\[\]<>]+)`, 'gi'),
    replace: (mark, name, separator, value) => `${name}${separator}${/^["']/.test(value) ? `${value[0]}${mark}${value[0]}` : mark}`,
  },
];

/** Object keys whose whole string value is a secret (`{"api_key": "…"}`). */
const SECRET_KEY = new RegExp(String.raw`^(?:[\w-]*[_-])?(?:${SECRET_NAME})$`, 'i');

/**
 * `text` with every secret-shaped substring replaced, and how many were. `byName: false` keeps
 * `NAME=value` assignments and replaces only what a credential's own shape gives away (keys,
 * tokens, private key blocks): for text that is partly hookcheck's own words.
 */
export function redactSecrets(text: string, byName = true): RedactedText {
  let count = 0;
  let result = text;
  for (const { kind, pattern, replace } of byName ? PATTERNS : PATTERNS.filter((entry) => entry.kind !== 'secret')) {
    const mark = `<redacted:${kind}>`;
    result = result.replace(pattern, (...match: unknown[]) => {
      count += 1;
      return replace ? replace(mark, ...captureGroups(match)) : mark;
    });
  }
  return { text: result, count };
}

/** A JSON value with every string redacted, and the values of secret-named keys replaced whole. */
export function redactValue(value: unknown): { value: unknown; count: number } {
  if (typeof value === 'string') {
    const { text, count } = redactSecrets(value);
    return { value: text, count };
  }
  if (Array.isArray(value)) {
    const items = value.map(redactValue);
    return { value: items.map((item) => item.value), count: sum(items) };
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, redactEntry(key, item)] as const);
    return { value: Object.fromEntries(entries.map(([key, item]) => [key, item.value])), count: sum(entries.map(([, item]) => item)) };
  }
  return { value, count: 0 };
}

function redactEntry(key: string, value: unknown): { value: unknown; count: number } {
  if (typeof value === 'string' && value !== '' && SECRET_KEY.test(key) && !value.startsWith('<redacted:')) return { value: '<redacted:secret>', count: 1 };
  return redactValue(value);
}

/** A replacer's arguments are the match, the capture groups, then the offset (a number) and the input. */
function captureGroups(args: readonly unknown[]): string[] {
  const end = args.findIndex((arg) => typeof arg === 'number');
  return args.slice(1, end).map((group) => (typeof group === 'string' ? group : ''));
}

function sum(items: readonly { count: number }[]): number {
  return items.reduce((total, item) => total + item.count, 0);
}
