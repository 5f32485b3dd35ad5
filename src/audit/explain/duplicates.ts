/**
 * De-duplication (PROTOCOLS.md §1.5): the same handler in several settings files runs once, so it
 * is shown once with every place it is written; a plugin's, skill's or agent's copy of it is not
 * merged and runs again, which is worth saying because it surprises people (claude-code#76297).
 */
import type { WiredHook, WiringScope } from '../types.js';
import type { ExplainedHandler, ExplainedSource } from './explanation.js';

const SETTINGS_SCOPES: ReadonlySet<WiringScope> = new Set(['user', 'project', 'local']);

export function mergeDuplicates(fires: readonly { hook: WiredHook; handler: ExplainedHandler }[]): ExplainedHandler[] {
  const kept: { handler: ExplainedHandler; alsoIn: ExplainedSource[]; notes: string[] }[] = [];
  const settingsCopy = new Map<string, (typeof kept)[number]>();
  const firstCopy = new Map<string, ExplainedHandler>();
  for (const { hook, handler } of fires) {
    const same = canonical(hook.handler);
    const merged = `${same}\n${canonical(handler.conditions)}`;
    const inSettings = SETTINGS_SCOPES.has(hook.scope);
    const first = inSettings ? settingsCopy.get(merged) : undefined;
    if (first !== undefined) {
      first.alsoIn.push(source(handler));
      continue;
    }
    const notes = [...handler.notes];
    const earlier = firstCopy.get(same);
    if (earlier !== undefined) notes.push(`identical to ${earlier.label}, but only copies in settings files are merged: this ${hook.scope} copy runs again`);
    const entry = { handler, alsoIn: [], notes };
    kept.push(entry);
    if (inSettings) settingsCopy.set(merged, entry);
    if (earlier === undefined) firstCopy.set(same, handler);
  }
  return kept.map(({ handler, alsoIn, notes }) => ({
    ...handler,
    notes: alsoIn.length === 0 ? notes : [...notes, `identical handler in ${alsoIn.length + 1} settings places: Claude Code runs it once`],
    alsoIn,
  }));
}

function source(handler: ExplainedHandler): ExplainedSource {
  return { id: handler.id, label: handler.label, scope: handler.scope, ...(handler.line === undefined ? {} : { line: handler.line }) };
}

/** JSON with sorted keys, so key order does not make two handlers differ. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
