/**
 * The values of a project's `.env` files that look like secrets: a hook may print them (it is given
 * the project), and the report must not carry them (record/redact-report.ts masks them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files a project keeps its environment in. */
const ENV_FILE = /^\.env(?:\.[\w.-]+)?$/;
const ENV_LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*?)\s*$/;
/** Names that say the value is a secret. */
const SECRET_NAME = /pass(?:word|wd)?|secret|token|api[_-]?key|access[_-]?key|private|credential|auth|dsn|session|cookie|signature|salt|_key$|^key$/i;
/** A value too short to mask without masking ordinary words and numbers. */
const MIN_SECRET_CHARS = 8;

/** Values of the `.env` files in `projectDir` that look like secrets: by their entry's name, or by being random-looking. */
export function projectSecrets(projectDir: string | null): string[] {
  if (projectDir === null) return [];
  let names: string[];
  try {
    names = readdirSync(projectDir).filter((name) => ENV_FILE.test(name) && !/\.(?:example|sample|template|dist)$/.test(name));
  } catch {
    return [];
  }
  const values = names
    .flatMap((name) => {
      try {
        return readFileSync(join(projectDir, name), 'utf8').split('\n');
      } catch {
        return [];
      }
    })
    .flatMap((line) => {
      const entry = ENV_LINE.exec(line);
      if (!entry || line.trimStart().startsWith('#')) return [];
      const value = unquote(entry[2]!);
      return value.length >= MIN_SECRET_CHARS && (SECRET_NAME.test(entry[1]!) || looksRandom(value)) ? [value] : [];
    });
  // Longest first: a secret that holds another is masked whole.
  return [...new Set(values)].sort((a, b) => b.length - a.length);
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value.replace(/\s+#.*$/, '');
}

/** Sixteen or more characters of letters and digits mixed, no spaces or slashes: a generated value. */
function looksRandom(value: string): boolean {
  return value.length >= 16 && !/[\s/]/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
}
