/**
 * A report as it leaves hookcheck: known secret values (see config/project-secrets.ts) and text
 * shaped like a key or token masked in every string of it. The hook may read the project's `.env`
 * (the sandbox gives it the project); a CI job uploads the report where others read it.
 */
import { redactSecrets } from './redact.js';

/** `value or a part of one) with every string masked, and how many masks were made. */
export function redactReport<T>(value: T, known: readonly string[]): { value: T; count: number } {
  let count = 0;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') {
      let text = item;
      for (const secret of known) {
        if (!text.includes(secret)) continue;
        count += text.split(secret).length - 1;
        text = text.replaceAll(secret, '<redacted:env>');
      }
      const shaped = redactSecrets(text, false);
      count += shaped.count;
      return shaped.text;
    }
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    return item;
  };
  const redacted = walk(value) as T;
  return { value: redacted, count };
}
