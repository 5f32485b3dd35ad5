/**
 * The command hooks wired in Claude Code settings files and plugin hooks files, one entry per
 * distinct command and matcher with every event it is wired to. Paths may name settings files,
 * plugin hooks.json or plugin.json files, project or plugin folders, or hook scripts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { isEventName, type EventName } from '../../specs/claude-code/events.js';
import { ConfigError } from '../errors.js';
import { quoteShellWord } from '../runner/hook-command.js';
import { commandNamesScript } from './find-wired-events.js';

export interface ConfiguredHook {
  /** The command as the settings file writes it (with `args`: the program). */
  readonly command: string;
  /** Exec-form arguments (`args` in the settings file), when given. */
  readonly args?: readonly string[];
  readonly events: EventName[];
  readonly matcher?: string;
  readonly timeoutSec?: number;
  /** The file it was first found in: a settings file, or the script named on the command line. */
  readonly source: string;
  /** What `$CLAUDE_PROJECT_DIR` and `${CLAUDE_PLUGIN_ROOT}` stand for, and where relative paths start. */
  readonly root: string;
  /** Nothing said which events: `events` is a guess (a script no settings file wires). */
  readonly eventsAssumed?: boolean;
}

interface FoundHooks {
  readonly hooks: ConfiguredHook[];
  /** Every file looked for, found or not. */
  readonly searched: string[];
  /** Files skipped and handlers left out, in words (invalid JSON, unknown events, http hooks…). */
  readonly problems: string[];
}

/** Where hooks live in a project or plugin folder (PROTOCOLS.md §1.2). */
const HOOK_FILES = ['.claude/settings.json', '.claude/settings.local.json', 'hooks/hooks.json', '.claude-plugin/plugin.json'] as const;

const ASSUMED_EVENT: EventName = 'PreToolUse';

/** The hooks wired in `paths` (relative to `cwd`), or in `cwd` itself when there are none. */
export function findConfiguredHooks(paths: readonly string[], cwd: string): FoundHooks {
  const found = createCollector(cwd);
  for (const given of paths.length === 0 ? ['.'] : paths) {
    const path = resolve(cwd, given);
    if (!existsSync(path)) throw new ConfigError(`${given}: no such file or folder.`, { hint: 'Name a settings file, a plugin or project folder, or a hook script.' });
    if (statSync(path).isDirectory()) for (const name of HOOK_FILES) found.readFile(join(path, name));
    else if (path.endsWith('.json')) found.readFile(path);
    else found.addScript(path);
  }
  return { hooks: found.hooks(), searched: found.searched, problems: [...found.problems] };
}

interface Wiring {
  readonly command: string;
  readonly args?: readonly string[];
  readonly event: EventName;
  readonly matcher?: string;
  readonly timeoutSec?: number;
  readonly source: string;
  readonly root: string;
  readonly eventsAssumed?: boolean;
}

function createCollector(cwd: string) {
  const entries = new Map<string, { -readonly [K in keyof ConfiguredHook]: ConfiguredHook[K] }>();
  const searched: string[] = [];
  const problems = new Set<string>();
  const shown = (file: string) => relative(cwd, file) || file;

  const add = (wiring: Wiring): void => {
    const key = JSON.stringify([wiring.root, wiring.command, wiring.args ?? null, wiring.matcher ?? null]);
    const entry = entries.get(key);
    if (entry === undefined) {
      const { event, ...rest } = wiring;
      entries.set(key, { ...rest, events: [event] });
      return;
    }
    if (!entry.events.includes(wiring.event)) entry.events.push(wiring.event);
    if (wiring.timeoutSec !== undefined && (entry.timeoutSec === undefined || wiring.timeoutSec > entry.timeoutSec)) entry.timeoutSec = wiring.timeoutSec;
  };

  /**
   * Every command hook wired in `file` (a plugin.json through the files it names). What it leaves
   * out goes to `notes`; a file it cannot read is always a problem.
   */
  const readWirings = (file: string, notes: string[], visited = new Set<string>()): Wiring[] => {
    if (visited.has(file) || !existsSync(file)) return [];
    visited.add(file);
    let content: unknown;
    try {
      content = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.add(`Skipped ${shown(file)}: it is not valid JSON (${(error as Error).message}).`);
      return [];
    }
    if (basename(file) !== 'plugin.json') return readHooks(file, rootOf(file), (content as { hooks?: unknown } | null)?.hooks, notes);
    // A plugin manifest names its hooks files (a path or a list) or holds them inline.
    const root = rootOf(file);
    const hooks = (content as { hooks?: unknown } | null)?.hooks;
    return (Array.isArray(hooks) ? hooks : hooks === undefined ? [] : [hooks]).flatMap((item: unknown) => {
      if (typeof item === 'string') return readWirings(resolve(root, item), notes, visited);
      return isObject(item) ? readHooks(file, root, isObject(item['hooks']) ? item['hooks'] : item, notes) : [];
    });
  };

  const readHooks = (file: string, root: string, hooks: unknown, notes: string[]): Wiring[] => {
    if (!isObject(hooks)) return [];
    return Object.entries(hooks).flatMap(([event, groups]) => {
      if (isEventName(event)) return (Array.isArray(groups) ? groups : []).flatMap((group: unknown) => readGroup(file, root, event, group, notes));
      notes.push(`Skipped "${event}" in ${shown(file)}: not a Claude Code event (names are case-sensitive).`);
      return [];
    });
  };

  const readGroup = (file: string, root: string, event: EventName, group: unknown, notes: string[]): Wiring[] => {
    if (!isObject(group) || !Array.isArray(group['hooks'])) return [];
    const matcher = typeof group['matcher'] === 'string' ? { matcher: group['matcher'] } : {};
    const wirings: Wiring[] = [];
    for (const handler of group['hooks'] as unknown[]) {
      if (!isObject(handler)) continue;
      const { type, command, args, timeout } = handler;
      if (type !== 'command') {
        notes.push(`Left out a "${String(type)}" hook on ${event} in ${shown(file)}: hookcheck tests command hooks.`);
      } else if (typeof command !== 'string' || command.trim() === '') {
        notes.push(`Left out a command hook on ${event} in ${shown(file)}: its "command" is not a non-empty string.`);
      } else {
        const execArgs = Array.isArray(args) && args.every((arg) => typeof arg === 'string') ? { args: args as string[] } : {};
        wirings.push({ command, ...execArgs, event, ...matcher, ...(typeof timeout === 'number' ? { timeoutSec: timeout } : {}), source: file, root });
      }
    }
    return wirings;
  };

  const readFile = (file: string): void => {
    searched.push(file);
    const notes: string[] = [];
    for (const wiring of readWirings(file, notes)) add(wiring);
    for (const note of notes) problems.add(note);
  };

  /**
   * A script named directly: wired as the settings files from its folder upwards wire it, so the
   * command keeps its interpreter; else one PreToolUse hook, marked as a guess.
   */
  const addScript = (script: string): void => {
    let wired = false;
    for (let dir = dirname(script); ; dir = dirname(dir)) {
      for (const name of HOOK_FILES) {
        for (const wiring of readWirings(join(dir, name), [])) {
          if (!commandNamesScript([wiring.command, ...(wiring.args ?? [])].join(' '), wiring.root, script)) continue;
          add(wiring);
          wired = true;
        }
      }
      if (dirname(dir) === dir) break;
    }
    if (!wired) add({ command: quoteShellWord(script), event: ASSUMED_EVENT, source: script, root: dirname(script), eventsAssumed: true });
  };

  return { readFile, addScript, searched, problems, hooks: (): ConfiguredHook[] => [...entries.values()] };
}

/** The folder a settings or hooks file speaks for: the project or plugin around `.claude/`, `hooks/`, `.claude-plugin/`. */
function rootOf(file: string): string {
  const folder = dirname(file);
  return ['.claude', 'hooks', '.claude-plugin'].includes(basename(folder)) ? dirname(folder) : folder;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
