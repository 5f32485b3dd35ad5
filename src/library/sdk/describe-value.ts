/** How a returned value is named in a reason: its kind, and a short look at it. */

const SHOWN_CHARS = 60;

/** "undefined", "null", "an array", "a string ("deny")", "a number (2)"… */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const shown = typeof value === 'string' ? JSON.stringify(clip(value)) : clip(String(value));
  return `a ${typeof value} (${shown})`;
}

function clip(text: string): string {
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}
