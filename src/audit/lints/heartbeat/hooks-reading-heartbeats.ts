/**
 * What the heartbeat lints share: the hooks an agent runs when it stops or starts (where a loop's
 * hook reads the state its heartbeat keeps), the text they run (the command and its script), and
 * which of its lines name a heartbeat's lock or state: by the file's name, or by a variable the
 * script binds to it. Read, never run: what a line does to the file is inferred from its words.
 */
import { basename } from 'node:path';
import type { WiredHook } from '../../types.js';
import type { HeartbeatFiles, LintContext } from '../lint.js';
import { commandHooks } from '../command/command-hooks.js';

/** Stop and start, in every agent's spelling: where a hook decides from a state that persists. */
const STATE_EVENTS = /^(?:stop|subagentstop|sessionstart|sessionend|agentstop|afteragent)$/i;

export interface HookNamingFile {
  readonly hook: WiredHook;
  readonly heartbeat: HeartbeatFiles;
  /** The file's name as the hook's text names it. */
  readonly name: string;
  /** The lines of the command and its script that name the file, directly or through a variable. */
  readonly lines: readonly string[];
  /** All of the command and its script. */
  readonly text: string;
}

/** Each Stop or SessionStart hook whose text names `which` file of a declared heartbeat. */
export function hooksNaming(context: LintContext, which: 'lock' | 'state'): HookNamingFile[] {
  const heartbeats = context.heartbeats ?? [];
  if (heartbeats.length === 0) return [];
  return commandHooks(context.hooks, { everyAgent: true }).flatMap(({ hook, reading }) => {
    if (!STATE_EVENTS.test(hook.event)) return [];
    const scripts = reading.parts.flatMap((part) => (part.script === null ? [] : [context.files.readText(part.script.path) ?? '']));
    const text = [hook.command ?? '', ...scripts].join('\n');
    return heartbeats.flatMap((heartbeat) => {
      const path = heartbeat[which];
      if (path === null) return [];
      const name = basename(path);
      const lines = linesNaming(text, name);
      return lines.length === 0 ? [] : [{ hook, heartbeat, name, lines, text }];
    });
  });
}

/** The lines that name `name`, or a variable bound on such a line (`LOCK = ".loop/loop.lock"`, `lock=.loop/loop.lock`). */
export function linesNaming(text: string, name: string): string[] {
  const direct = new RegExp(`(?:^|[^\\w.-])${escape(name)}(?:$|[^\\w.-])`);
  const lines = text.split('\n');
  const bound = lines.flatMap((line) => {
    if (!direct.test(line)) return [];
    const binding = /^\s*(?:export\s+|local\s+|readonly\s+|const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*(?::\s*\w+\s*)?=(?!=)/.exec(line);
    return binding === null ? [] : [binding[1]!];
  });
  const named = bound.length === 0 ? null : new RegExp(`(?:^|[^\\w])(?:${bound.map(escape).join('|')})(?:$|[^\\w])`);
  return lines.filter((line) => direct.test(line) || (named !== null && named.test(line)));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The hook as the message names it. */
export function eventAndCommand(hook: WiredHook): string {
  return `The ${hook.event} hook \`${hook.command ?? ''}\``;
}
