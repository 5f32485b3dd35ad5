/**
 * Times written into state files, masked. A hook that stamps its record with the clock writes
 * different bytes on every run, and two runs cross a second boundary or not depending on the
 * machine's load: comparing state with its times masked keeps the verdict independent of load.
 * A counter (`{"calls": 2}`) has no time shape and stays visible.
 */

/**
 * ISO-8601 dates with an optional time and zone, clock times (to the second, or to the minute: a
 * valid hour and minute), and epoch seconds or milliseconds.
 */
const CLOCK = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\b\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\b|\b(?:[01]\d|2[0-3]):[0-5]\d\b|\b1\d{9}(?:\d{3})?(?:\.\d+)?\b/g;

export function clockMasked(text: string): string {
  return text.replace(CLOCK, '<time>');
}
