/**
 * Finds how a script is wired: the `.claude/settings*.json` and plugin `hooks/hooks.json` files in
 * the script's directory and above, and every hook entry whose command names the script.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isEventName, type EventName } from '../../specs/claude-code/events.js';
import { readHandlerWiring } from '../oracle/handler-wiring.js';

export interface Wiring {
  readonly file: string;
  /** Set when the file could not be read: the wiring search says so instead of keeping quiet. */
  readonly problem?: string;
  readonly event: EventName;
  readonly matcher?: string;
  readonly timeoutSec?: number;
  /** `"onFailure": "block"` on the handler (not async): a failure holds the call back. */
  readonly onFailure?: 'block';
}

const SETTINGS_FILES = ['.claude/settings.json', '.claude/settings.local.json', 'hooks/hooks.json'];

/** Every wiring of `scriptPath` (absolute) found in settings files from its folder upwards. */
export function findWiredEvents(scriptPath: string): Wiring[] {
  const wirings: Wiring[] = [];
  for (let dir = dirname(scriptPath); ; dir = dirname(dir)) {
    for (const name of SETTINGS_FILES) {
      const file = join(dir, name);
      if (existsSync(file)) wirings.push(...readWirings(file, dir, scriptPath));
    }
    if (dirname(dir) === dir) return wirings;
  }
}

/** Settings files name scripts through these placeholders, which stand for the settings' root. */
const ROOT_PLACEHOLDERS = /\$\{?(CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT)\}?/g;

/** True when one word of the command, resolved against `root`, is the script itself. */
export function commandNamesScript(commandLine: string, root: string, scriptPath: string): boolean {
  const words = commandLine.replace(ROOT_PLACEHOLDERS, root).split(/[\s;|&()<>]+/);
  return words.map((word) => word.replace(/["']/g, '')).some((word) => word !== '' && resolve(root, word) === scriptPath);
}

function readWirings(file: string, root: string, scriptPath: string): Wiring[] {
  let settings: unknown;
  try {
    settings = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return [{ file, event: 'PreToolUse', problem: `${file} is not valid JSON (${(error as Error).message})` }];
  }
  const hooks = (settings as { hooks?: unknown })?.hooks;
  if (typeof hooks !== 'object' || hooks === null) return [];
  const wirings: Wiring[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!isEventName(event) || !Array.isArray(groups)) continue;
    for (const group of groups as { matcher?: unknown; hooks?: unknown }[]) {
      for (const handler of Array.isArray(group?.hooks) ? (group.hooks as Record<string, unknown>[]) : []) {
        const commandLine = [handler?.['command'], ...(Array.isArray(handler?.['args']) ? handler['args'] : [])].join(' ');
        if (handler?.['type'] !== 'command' || !commandNamesScript(commandLine, root, scriptPath)) continue;
        wirings.push({
          file,
          event,
          ...(typeof group.matcher === 'string' ? { matcher: group.matcher } : {}),
          ...(typeof handler['timeout'] === 'number' ? { timeoutSec: handler['timeout'] } : {}),
          ...readHandlerWiring(handler),
        });
      }
    }
  }
  return wirings;
}
