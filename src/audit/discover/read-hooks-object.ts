/**
 * A `hooks` object (settings file, plugin hooks file, plugin.json or frontmatter) → one WiredHook per
 * handler, everything kept as written: unknown events and odd fields are for the lints to judge.
 * Only a shape Claude Code cannot read at all is a problem.
 */
import { basename, relative, sep } from 'node:path';
import { isInside } from '../../util/path-inside.js';
import { nameHook, translateCommand } from '../../config/translate-hook-command.js';
import type { AgentId } from '../../agents/index.js';
import type { DiscoveryProblem, WiredHook, WiringScope } from '../types.js';
import { formatPath, type LineOf, type PathSegment } from './source-positions.js';

export interface HooksSource {
  readonly file: string;
  readonly scope: WiringScope;
  /** Where the `hooks` object sits in the file. */
  readonly basePath: readonly PathSegment[];
  readonly lineOf: LineOf;
  /** The audited folder: ids and labels are relative to it. */
  readonly auditRoot: string;
  /** The --home folder: user files are shown as `~/…`. */
  readonly homeDir?: string;
  readonly projectDir: string;
  readonly pluginRoot?: string;
  readonly pluginName?: string;
  readonly owner?: string;
  readonly inactive?: string;
  /** Another agent's file (Gemini CLI, Qwen Code, Codex): its name for messages and its keys that are settings, not events. */
  readonly agent?: { readonly id: AgentId; readonly name: string; readonly settingKeys?: readonly string[] };
}

interface ReadHooks {
  readonly hooks: WiredHook[];
  readonly problems: DiscoveryProblem[];
}

export function readHooksObject(hooks: unknown, source: HooksSource): ReadHooks {
  const found: WiredHook[] = [];
  const problems: DiscoveryProblem[] = [];
  const shown =
    source.homeDir !== undefined && source.scope !== 'project' && isInside(source.homeDir, source.file) ? `~/${shownPath(source.homeDir, source.file)}` : shownPath(source.auditRoot, source.file);
  const where = formatPath(source.basePath);
  const reader = source.agent?.name ?? 'Claude Code';
  if (Array.isArray(hooks)) {
    problems.push({
      file: source.file,
      message: `${shown}: "${where}" is a list, but ${reader} expects an object keyed by event name ({"PreToolUse": [...]}); it ignores every hook in it without a word.`,
      hint: 'Write "hooks": { "<Event>": [ { "matcher": "...", "hooks": [ { "type": "command", "command": "..." } ] } ] }.',
    });
    return { hooks: found, problems };
  }
  if (!isObject(hooks)) {
    if (hooks !== undefined)
      problems.push({ file: source.file, message: `${shown}: "${where}" is ${describe(hooks)}, not an object of events.`, hint: 'Make "hooks" an object keyed by event name, or remove it.' });
    return { hooks: found, problems };
  }
  for (const [event, groups] of Object.entries(hooks)) {
    if (source.agent?.settingKeys?.includes(event) === true) continue;
    const eventPath = [...source.basePath, event];
    if (!Array.isArray(groups)) {
      problems.push({
        file: source.file,
        message: `${shown}: "${formatPath(eventPath)}" is ${describe(groups)}, not a list of matcher groups; ${reader} runs none of it.`,
        hint: `Write "${event}": [ { "matcher": "...", "hooks": [ ... ] } ].`,
      });
      continue;
    }
    groups.forEach((group: unknown, groupIndex) => {
      const groupPath = [...eventPath, groupIndex];
      if (!isObject(group) || !Array.isArray(group['hooks'])) {
        problems.push({
          file: source.file,
          message: `${shown}: "${formatPath(groupPath)}" has no "hooks" list; ${reader} runs nothing from it.`,
          hint: 'Each matcher group needs "hooks": [ { "type": "command", "command": "..." } ].',
        });
        return;
      }
      (group['hooks'] as unknown[]).forEach((handler, handlerIndex) => {
        const path = [...groupPath, 'hooks', handlerIndex];
        if (!isObject(handler)) {
          problems.push({ file: source.file, message: `${shown}: "${formatPath(path)}" is ${describe(handler)}, not a hook handler.`, hint: 'Write { "type": "command", "command": "..." }.' });
          return;
        }
        found.push(toWiredHook(source, shown, event, group, groupPath, handler, path));
      });
    });
  }
  return { hooks: found, problems };
}

function toWiredHook(
  source: HooksSource,
  shown: string,
  event: string,
  group: Record<string, unknown>,
  groupPath: readonly PathSegment[],
  handler: Record<string, unknown>,
  path: readonly PathSegment[],
): WiredHook {
  const jsonPath = formatPath(path);
  const line = source.lineOf(path);
  const matcherLine = 'matcher' in group ? source.lineOf([...groupPath, 'matcher']) : undefined;
  const command = typeof handler['command'] === 'string' ? handler['command'] : undefined;
  const args = Array.isArray(handler['args']) && handler['args'].every((arg) => typeof arg === 'string') ? (handler['args'] as string[]) : undefined;
  const type = typeof handler['type'] === 'string' ? handler['type'] : '';
  const matcherText = typeof group['matcher'] === 'string' && group['matcher'] !== '' ? ` (${group['matcher']})` : '';
  const groupIndex = groupPath[groupPath.length - 1];
  const what = handlerName({ command, args, type }, source.pluginRoot ?? source.projectDir);
  const owner = source.owner === undefined ? '' : ` ${source.owner}`;
  return {
    id: `${shown}#${jsonPath}`,
    agent: source.agent?.id ?? 'claude-code',
    scope: source.scope,
    location: { file: source.file, jsonPath, ...(line === undefined ? {} : { line }) },
    ...(matcherLine === undefined ? {} : { matcherLine }),
    event,
    ...('matcher' in group ? { matcher: group['matcher'] } : {}),
    handler,
    group,
    type,
    ...(command === undefined ? {} : { command }),
    ...(args === undefined ? {} : { args }),
    ...('timeout' in handler ? { timeout: handler['timeout'] } : {}),
    async: handler['async'] === true || handler['asyncRewake'] === true,
    projectDir: source.projectDir,
    ...(source.pluginRoot === undefined ? {} : { pluginRoot: source.pluginRoot }),
    ...(source.pluginName === undefined ? {} : { pluginName: source.pluginName }),
    ...(source.owner === undefined ? {} : { owner: source.owner }),
    ...(source.inactive === undefined ? {} : { inactive: source.inactive }),
    label: `${source.agent?.id ?? source.scope}${owner} ${shown} › ${event}[${String(groupIndex)}]${matcherText} › hooks[${String(path[path.length - 1])}]: ${what}`,
  };
}

/** What a label calls a handler: its script's name (`guard.py`), else its type. */
export function handlerName({ command, args, type }: { command: string | undefined; args: readonly string[] | undefined; type: string }, root: string): string {
  if (command === undefined) return type || 'handler';
  return basename(nameHook(translateCommand({ command, ...(args ? { args: [...args] } : {}), root }, { configDir: root, isFile: () => false }), command));
}

/** `file` relative to the audited folder with forward slashes (absolute when outside it). */
export function shownPath(auditRoot: string, file: string): string {
  const path = relative(auditRoot, file);
  return path === '' || path.startsWith('..') ? file : path.split(sep).join('/');
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
