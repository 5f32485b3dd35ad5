/**
 * Lints judge what a person wrote once: a matcher once per matcher group, an event key once per key
 * and file, however many handlers sit under it. This groups the handlers and builds the findings.
 */
import { EVENT_NAMES, isEventName, type EventName } from '../../../../../specs/claude-code/events.js';
import { firedEvent } from '../../../fired-event.js';
import type { SourceLocation, WiredHook } from '../../../types.js';
import type { Lint, LintContext, LintFinding } from '../../lint.js';

/**
 * Handlers Claude Code would run at all: one it never runs (`inactive`) has its own finding elsewhere,
 * and another agent's hooks are judged by that agent's lints (lints/agents/).
 */
export function activeHooks(context: LintContext): readonly WiredHook[] {
  return context.hooks.filter((hook) => hook.inactive === undefined && hook.agent === 'claude-code');
}

/** `hooks.PreToolUse[0]` for `hooks.PreToolUse[0].hooks[1]`. */
export function groupPath(hook: WiredHook): string {
  return hook.location.jsonPath.replace(/\.hooks\[\d+\]$/, '');
}

/** `hooks.PreToolUse` for `hooks.PreToolUse[0].hooks[1]`. */
export function eventPath(hook: WiredHook): string {
  return groupPath(hook).replace(/\[\d+\]$/, '');
}

/** Handlers that share a file and a path (a matcher group, or an event key), in discovery order. */
export function groupBy(hooks: readonly WiredHook[], pathOf: (hook: WiredHook) => string): WiredHook[][] {
  const groups = new Map<string, WiredHook[]>();
  for (const hook of hooks) {
    const key = `${hook.location.file}\0${pathOf(hook)}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [hook]);
    else group.push(hook);
  }
  return [...groups.values()];
}

/** The event the author meant: the key as written, or the known event it miscases (agent `Stop` → `SubagentStop`). */
export function intendedEvent(hook: WiredHook): EventName | undefined {
  const fired = firedEvent(hook);
  if (isEventName(fired)) return fired;
  const known = EVENT_NAMES.find((name) => name.toLowerCase() === fired.toLowerCase());
  return known === 'Stop' && hook.scope === 'agent' ? 'SubagentStop' : known;
}

/** Where a matcher lint points: the group's `matcher` line, else the first handler. */
export function matcherLocation(hook: WiredHook): SourceLocation {
  if (hook.matcherLine === undefined) return hook.location;
  return { file: hook.location.file, jsonPath: `${groupPath(hook)}.matcher`, line: hook.matcherLine };
}

export function makeFinding(lint: Pick<Lint, 'id' | 'severity'>, hooks: readonly WiredHook[], location: SourceLocation, message: string, fix: string): LintFinding {
  return { lint: lint.id, severity: lint.severity, message, fix, hookIds: hooks.map((hook) => hook.id), location };
}

/** A value as the author wrote it, for messages: strings quoted, the rest as JSON. */
export function shown(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
