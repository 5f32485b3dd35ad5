/**
 * Wired handlers → the targets the run phases take: one target per command, matcher and root, with
 * every event it is wired to, and the ids of the handlers it stands for. Commands keep their form;
 * plugin placeholders are rewritten onto the project copy the hook runs in, so what a hook writes
 * next to itself lands in scratch, never in the audited folder.
 */
import { relative, sep } from 'node:path';
import { isEventName, type EventName } from '../../specs/claude-code/events.js';
import { readMatcher } from '../../specs/claude-code/matcher.js';
import { defaultTimeoutMs } from '../config/build-targets.js';
import type { HookTarget } from '../engine/types.js';
import { quoteShellWord, type HookCommand } from '../runner/hook-command.js';
import { firedEvent } from './fired-event.js';
import type { WiredHook } from './types.js';

export interface WiringTarget {
  readonly target: HookTarget;
  /** The handlers this target runs for, in discovery order. */
  readonly wiringIds: readonly string[];
}

export interface WiringTargets {
  readonly targets: readonly WiringTarget[];
  /** Handlers that do not run, by id, with why. */
  readonly skipped: ReadonlyMap<string, string>;
}

export interface TargetLimits {
  readonly agentVersion: string;
  /** No invocation waits longer than this, whatever the wiring says: a hung third-party hook must not stall the audit. */
  readonly maxTimeoutMs: number;
}

const PLACEHOLDER = /\$\{?(CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT)\}?/g;

export function wiringTargets(hooks: readonly WiredHook[], limits: TargetLimits): WiringTargets {
  const skipped = new Map<string, string>();
  const groups = new Map<string, { command: HookCommand; events: EventName[]; matcher?: string; timeouts: number[]; ids: string[]; hook: WiredHook }>();
  for (const hook of hooks) {
    const why = skipReason(hook);
    if (why !== null) {
      skipped.set(hook.id, why);
      continue;
    }
    const command = toHookCommand(hook);
    const matcher = usableMatcher(hook, limits.agentVersion);
    const key = JSON.stringify([hook.pluginRoot ?? hook.projectDir, command, matcher ?? null]);
    const group = groups.get(key) ?? { command, events: [], ...(matcher === undefined ? {} : { matcher }), timeouts: [], ids: [], hook };
    groups.set(key, group);
    const event = firedEvent(hook) as EventName;
    if (!group.events.includes(event)) group.events.push(event);
    if (typeof hook.timeout === 'number' && hook.timeout > 0) group.timeouts.push(hook.timeout * 1000);
    group.ids.push(hook.id);
  }
  const targets = [...groups.values()].map(({ command, events, matcher, timeouts, ids, hook }): WiringTarget => {
    const wired = timeouts.length > 0 ? Math.max(...timeouts) : defaultTimeoutMs(events);
    return {
      target: {
        command,
        events,
        ...(matcher === undefined ? {} : { matcher }),
        timeoutMs: Math.min(wired, limits.maxTimeoutMs),
        eventsFrom: hook.location.file,
        name: hook.label,
        ...(hook.pluginRoot === undefined ? {} : { env: { CLAUDE_PLUGIN_ROOT: hook.pluginRoot } }),
      },
      wiringIds: ids,
    };
  });
  return { targets, skipped };
}

function skipReason(hook: WiredHook): string | null {
  if (hook.inactive !== undefined) return hook.inactive;
  if (hook.type !== 'command') return hook.type === '' ? 'it has no "type"; Claude Code skips it' : `a "${hook.type}" hook: only command hooks run in the sandbox`;
  if (hook.command === undefined || hook.command.trim() === '') return 'its "command" is not a non-empty string';
  if (!isEventName(firedEvent(hook))) return `"${hook.event}" is not a Claude Code event, so it never fires`;
  return null;
}

/** A matcher the run can use to pick payloads; a broken one is the lints' business, so the hook runs unfiltered. */
function usableMatcher(hook: WiredHook, agentVersion: string): string | undefined {
  if (typeof hook.matcher !== 'string') return undefined;
  return readMatcher(hook.matcher, agentVersion).problem === undefined ? hook.matcher : undefined;
}

/**
 * Shell form stays a string, with `${CLAUDE_PLUGIN_ROOT}` pointing into the project copy. Exec form
 * (`args`) becomes a shell line of quoted words, so placeholders can still reach the copy, which
 * only exists once a case runs.
 */
export function toHookCommand(hook: WiredHook): HookCommand {
  const pluginDir = hook.pluginRoot === undefined ? '' : relative(hook.projectDir, hook.pluginRoot).split(sep).join('/');
  const rootOf = (name: string) => (name === 'CLAUDE_PLUGIN_ROOT' && pluginDir !== '' ? `\${CLAUDE_PROJECT_DIR}/${pluginDir}` : '${CLAUDE_PROJECT_DIR}');
  if (hook.args === undefined) return { form: 'shell', script: hook.command!.replace(PLACEHOLDER, (_, name: string) => rootOf(name)) };
  const words = [hook.command!, ...hook.args].map((word) => {
    const parts = word.split(PLACEHOLDER);
    // split with a capture group: even indexes are literal text, odd ones the placeholder's name.
    return parts.map((part, index) => (index % 2 === 1 ? `"${rootOf(part)}"` : part === '' ? '' : quoteShellWord(part))).join('') || "''";
  });
  return { form: 'shell', script: `exec ${words.join(' ')}` };
}
