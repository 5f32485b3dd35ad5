/**
 * Wired handlers → the targets the run phases take: one target per command, matcher, root and wired
 * timeout, with every event it is wired to, and the ids of the handlers it stands for. `$CLAUDE_PROJECT_DIR` is
 * the project copy the hook runs in; `${CLAUDE_PLUGIN_ROOT}` is the plugin folder itself, as in
 * Claude Code (an install folder, replaced on update), so a script finds every file beside it. The
 * sandbox mounts it read-only: a hook that writes there is caught, and the audited folder is safe.
 */
import { isAbsolute, relative } from 'node:path';
import { isEventName, type EventName } from '../../specs/claude-code/events.js';
import { readMatcher } from '../../specs/claude-code/matcher.js';
import { defaultTimeoutMs } from '../config/build-targets.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { quoteShellWord, type HookCommand } from '../runner/hook-command.js';
import { handlerCwd } from './lints/command/read-command.js';
import { firedEvent } from './fired-event.js';
import type { WiredHook } from './types.js';
import type { AgentId } from '../agents/index.js';
import type { AgentRun } from '../agents/agent-run.js';
import { AGENTS } from '../agents/index.js';
import { agentRunOf, timeoutMsOf } from './agent-run-of.js';
import { handlerWiringOf } from './handler-wiring-of.js';

export interface WiringTarget {
  readonly target: HookTarget;
  /** The handlers this target runs for, in discovery order. */
  readonly wiringIds: readonly string[];
  /** What Claude Code would wait: the longest wired `timeout`, else its default for the events. `target.timeoutMs` is this, capped by hookcheck. */
  readonly wiredTimeoutMs: number;
  readonly wiredTimeoutFrom: 'wiring' | 'default';
}

interface WiringTargets {
  readonly targets: readonly WiringTarget[];
  /** Handlers that do not run, by id, with why. */
  readonly skipped: Map<string, string>;
}

interface TargetLimits {
  readonly agentVersion: string;
  /** No invocation waits longer than this, whatever the wiring says: a hung third-party hook must not stall the audit. */
  readonly maxTimeoutMs: number;
}

/** `${NAME}`, or `$NAME` not followed by a word character (`$CLAUDE_PROJECT_DIR_OLD` is another variable). */
const PLACEHOLDER = /\$(?:\{(CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT)\}|(CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT)(?!\w))/g;

export function wiringTargets(hooks: readonly WiredHook[], limits: TargetLimits): WiringTargets {
  const skipped = new Map<string, string>();
  const groups = new Map<string, { command: HookCommand; events: EventName[]; matcher?: string; timeouts: number[]; ids: string[]; hook: WiredHook; agent?: AgentRun; onFailure?: 'block' }>();
  for (const hook of hooks) {
    const why = skipReason(hook);
    if (why !== null) {
      skipped.set(hook.id, why);
      continue;
    }
    const command = toHookCommand(hook);
    const asAgent = agentRunOf(hook);
    const agent = asAgent !== null && 'run' in asAgent ? asAgent.run : undefined;
    // Another agent's matcher is in its own terms (a regex over its tool names), read when its cases are chosen.
    const matcher = agent === undefined ? usableMatcher(hook, limits.agentVersion) : typeof hook.matcher === 'string' ? hook.matcher : undefined;
    // Each its own wired timeout: a handler given 1 s must not be tested with another's 180 s.
    // A handler whose failure blocks is judged apart from one whose failure lets the call go on.
    const { onFailure } = handlerWiringOf(hook);
    const key = JSON.stringify([
      hook.pluginRoot ?? hook.projectDir,
      command,
      matcher ?? null,
      typeof hook.timeout === 'number' && hook.timeout > 0 ? hook.timeout : null,
      agent ?? null,
      onFailure ?? null,
    ]);
    const group = groups.get(key) ?? {
      command,
      events: [],
      ...(matcher === undefined ? {} : { matcher }),
      timeouts: [],
      ids: [],
      hook,
      ...(agent === undefined ? {} : { agent }),
      ...(onFailure === undefined ? {} : { onFailure }),
    };
    groups.set(key, group);
    const event = (agent === undefined ? firedEvent(hook) : AGENTS[agent.agent].claudeEvent(agent.event)!) as EventName;
    if (!group.events.includes(event)) group.events.push(event);
    if (typeof hook.timeout === 'number' && hook.timeout > 0) group.timeouts.push(timeoutMsOf(hook, hook.timeout));
    group.ids.push(hook.id);
  }
  const targets = [...groups.values()].map(({ command, events, matcher, timeouts, ids, hook, agent, onFailure }): WiringTarget => {
    const wired = timeouts.length > 0 ? Math.max(...timeouts) : defaultTimeoutMs(events);
    const others = agent === undefined ? otherAgentsWiring(hook, hooks) : [];
    // Every handler of the group runs in the background: the agent waits for none of them.
    const background = ids.every((id) => hooks.find((wired) => wired.id === id)?.async === true);
    return {
      target: {
        command,
        events,
        ...(matcher === undefined ? {} : { matcher }),
        timeoutMs: Math.min(wired, limits.maxTimeoutMs),
        eventsFrom: hook.location.file,
        name: hook.label,
        ...(hook.pluginRoot === undefined ? {} : { env: { CLAUDE_PLUGIN_ROOT: hook.pluginRoot } }),
        ...(agent === undefined ? {} : { agent }),
        ...(others.length === 0 ? {} : { alsoWiredFor: others }),
        ...(background ? { async: true } : {}),
        ...(onFailure === undefined ? {} : { onFailure }),
      },
      wiringIds: ids,
      wiredTimeoutMs: wired,
      wiredTimeoutFrom: timeouts.length > 0 ? 'wiring' : 'default',
    };
  });
  return { targets, skipped };
}

/**
 * The other agents whose files wire the same command as this Claude Code hook on their name for the
 * same event (before a call, after it, at the end of a turn): the same script shared between agents,
 * whose answers the portability check judges for each of them.
 */
function otherAgentsWiring(hook: WiredHook, hooks: readonly WiredHook[]): AgentId[] {
  const event = firedEvent(hook);
  if (hook.command === undefined || !isEventName(event)) return [];
  const same = hooks.filter((other) => other.agent !== 'claude-code' && other.command?.trim() === hook.command!.trim() && AGENTS[other.agent].runEvents(event).includes(other.event));
  return [...new Set(same.map(({ agent }) => agent))];
}

function skipReason(hook: WiredHook): string | null {
  // Another agent's hook runs as that agent (its payloads, its verdicts), on the events modelled for it.
  const asAgent = agentRunOf(hook);
  if (asAgent !== null && 'notRun' in asAgent) return asAgent.notRun;
  if (hook.inactive !== undefined) return hook.inactive;
  if (hook.type !== 'command') return hook.type === '' ? 'it has no "type"; Claude Code skips it' : `a "${hook.type}" hook: only command hooks run in the sandbox`;
  if (hook.command === undefined || hook.command.trim() === '') return 'its "command" is not a non-empty string';
  if (asAgent === null && !isEventName(firedEvent(hook))) return `"${hook.event}" is not a Claude Code event, so it never fires`;
  return null;
}

/** A matcher the run can use to pick payloads; a broken one is the lints' business, so the hook runs unfiltered. */
function usableMatcher(hook: WiredHook, agentVersion: string): string | undefined {
  if (typeof hook.matcher !== 'string') return undefined;
  return readMatcher(hook.matcher, agentVersion).problem === undefined ? hook.matcher : undefined;
}

/**
 * Shell form stays a string: the shell expands both placeholders from the environment. Exec form
 * (`args`) becomes a shell line of quoted words with the placeholders left to the shell, because
 * the project copy only exists once a case runs.
 */
export function toHookCommand(hook: WiredHook): HookCommand {
  const line = commandLine(hook);
  // A Copilot CLI handler's `cwd` (relative to the repository root) is where its command starts.
  const start = handlerCwd(hook);
  if (start === null) return { form: 'shell', script: line };
  const inside = relative(hook.projectDir, start);
  const folder = inside === '' ? '.' : inside.startsWith('..') || isAbsolute(inside) ? start : inside;
  return { form: 'shell', script: `cd ${quoteShellWord(folder)} && ${line}` };
}

function commandLine(hook: WiredHook): string {
  if (hook.args === undefined) return hook.command!;
  const words = [hook.command!, ...hook.args].map((word) => {
    let line = '';
    let from = 0;
    for (const match of word.matchAll(PLACEHOLDER)) {
      if (match.index > from) line += quoteShellWord(word.slice(from, match.index));
      line += `"\${${match[1] ?? match[2]}}"`;
      from = match.index + match[0].length;
    }
    if (from < word.length) line += quoteShellWord(word.slice(from));
    return line || "''";
  });
  return `exec ${words.join(' ')}`;
}
