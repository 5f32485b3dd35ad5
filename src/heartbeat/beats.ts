/**
 * How many beats a tick made, read from the state it left. A beat is what one normal tick adds:
 * the integer fields of a JSON state that every tick of H2 advanced by exactly one (its counters),
 * found once per heartbeat; without such fields, a state that changed is one beat.
 */
import type { FileState } from './world-files.js';

/** Counter fields: advanced by exactly one from each state to the next. */
export function findCounters(states: readonly FileState[]): string[] {
  const parsed = states.map(parseObject);
  if (parsed.length < 2 || parsed.some((state) => state === null)) return [];
  const first = parsed[0]!;
  return Object.keys(first).filter((key) => parsed.every((state, index) => index === 0 || (Number.isInteger(state![key]) && state![key] === (parsed[index - 1]![key] as number) + 1)));
}

/** Beats between two states: the largest advance of a counter, else 1 for any change. */
export function beatsBetween(before: FileState, after: FileState, counters: readonly string[]): number {
  const [a, b] = [parseObject(before), parseObject(after)];
  if (counters.length > 0 && a !== null && b !== null) {
    const advances = counters.map((key) => (Number.isInteger(a[key]) && Number.isInteger(b[key]) ? (b[key] as number) - (a[key] as number) : 0));
    return Math.max(0, ...advances);
  }
  if (before.kind === 'file' && after.kind === 'file') return before.bytes.equals(after.bytes) ? 0 : 1;
  return before.kind === after.kind ? 0 : 1;
}

function parseObject(state: FileState | undefined): Record<string, unknown> | null {
  if (state?.kind !== 'file') return null;
  try {
    const value: unknown = JSON.parse(state.bytes.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The state parses as JSON (when it did before): a tick left no half-written file. */
export function stillParses(before: FileState, after: FileState): boolean {
  return parseObject(before) === null || parseObject(after) !== null;
}
