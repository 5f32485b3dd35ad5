/**
 * Finds how a script is wired: the `.claude/settings*.json` and plugin `hooks/hooks.json` files in
 * the script's directory and above, and every hook entry whose command names the script.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isEventName, type EventName } from '../../specs/claude-code/events.js';

export interface Wiring {
  readonly file: string;
  readonly event: EventName;
  readonly matcher?: string;
  readonly timeoutSec?: number;
}

const SETTINGS_FILES = ['.claude/settings.json', '.claude/settings.local.json', 'hooks/hooks.json'];

/** Every wiring of `scriptPath` (absolute) found in settings files from its folder upwards. */
export function findWiredEvents(scriptPath: string): Wiring[] {
  const wirings: Wiring[] = [];
  for (let dir = dirname(scriptPath); ; dir = dirname(dir)) {
    for (const name of SETTINGS_FILES) {
      const file = join(dir, name);
      if (existsSync(file)) wirings.push(...readWirings(file, relative(dir, scriptPath)));
    }
    if (dirname(dir) === dir) return wirings;
  }
}

function readWirings(file: string, scriptFromRoot: string): Wiring[] {
  let settings: unknown;
  try {
    settings = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // An unreadable settings file says nothing about this script; `hookcheck audit` reports it.
    return [];
  }
  const hooks = (settings as { hooks?: unknown })?.hooks;
  if (typeof hooks !== 'object' || hooks === null) return [];
  const wirings: Wiring[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!isEventName(event) || !Array.isArray(groups)) continue;
    for (const group of groups as { matcher?: unknown; hooks?: unknown }[]) {
      for (const handler of Array.isArray(group?.hooks) ? (group.hooks as Record<string, unknown>[]) : []) {
        const commandLine = [handler?.['command'], ...(Array.isArray(handler?.['args']) ? handler['args'] : [])].join(' ');
        if (handler?.['type'] !== 'command' || !commandLine.includes(scriptFromRoot)) continue;
        wirings.push({
          file,
          event,
          ...(typeof group.matcher === 'string' ? { matcher: group.matcher } : {}),
          ...(typeof handler['timeout'] === 'number' ? { timeoutSec: handler['timeout'] } : {}),
        });
      }
    }
  }
  return wirings;
}
