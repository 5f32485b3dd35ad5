/**
 * The case's tool call, made real in the live session's own scratch project. The payload names
 * files under the project of the run that drew it; in the session they must be under the
 * session's project. And Claude Code checks a call before any PreToolUse hook sees it: an Edit of
 * a file that does not exist is refused ("File does not exist") and the hook never runs. The file
 * the call names is written first, holding what the call expects to find.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative } from 'node:path';

/** Every string of `value` that names a path under `from`, moved under `to`. */
export function moveIntoProject<T>(value: T, from: string | undefined, to: string): T {
  if (from === undefined || from === '' || from === to) return value;
  const move = (item: unknown): unknown => {
    if (typeof item === 'string') return item === from || item.startsWith(`${from}/`) ? `${to}${item.slice(from.length)}` : item;
    if (Array.isArray(item)) return item.map(move);
    if (typeof item === 'object' && item !== null) return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, move(entry)]));
    return item;
  };
  return move(value) as T;
}

/** Tools that refuse a missing file before any hook runs, and what the file must hold. */
const NEEDS_FILE: Readonly<Record<string, (input: Readonly<Record<string, unknown>>) => string | null>> = {
  Edit: (input) => (typeof input['old_string'] === 'string' && input['old_string'] !== '' ? `${input['old_string']}\n` : null),
  Read: () => 'seeded by hookcheck for a live replay\n',
};

/**
 * Writes the file a tool call works on when the session's project lacks it. Returns the path
 * written, or null (nothing needed, or a path outside the project: never written).
 */
export function seedToolTarget(toolName: string, toolInput: Readonly<Record<string, unknown>>, projectDir: string): string | null {
  const content = NEEDS_FILE[toolName]?.(toolInput) ?? null;
  const path = toolInput['file_path'];
  if (content === null || typeof path !== 'string' || !isAbsolute(path) || existsSync(path)) return null;
  const inside = relative(projectDir, path);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  return path;
}
