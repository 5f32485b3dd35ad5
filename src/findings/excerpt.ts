/**
 * One readable line from a hook's output: the first line, except for a traceback, whose last line
 * (the exception) is the one that says what went wrong.
 */
const MAX_CHARS = 200;

export function excerpt(text: string): string {
  const lines = text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const isTraceback = lines[0]?.startsWith('Traceback (most recent call last)') ?? false;
  const line = (isTraceback ? lines[lines.length - 1] : lines[0]) ?? '';
  return line.length > MAX_CHARS ? `${line.slice(0, MAX_CHARS - 3)}...` : line;
}
