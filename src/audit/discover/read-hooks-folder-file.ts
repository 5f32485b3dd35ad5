/**
 * A file of an agent's hooks folder (Copilot CLI's `.github/hooks/*.json`, PROTOCOLS.md §5) → one
 * WiredHook per handler. Two levels, not three: each event holds handlers directly, each with its own
 * optional `matcher`; the command is in one of the fields the agent's facts name (Copilot: `bash`,
 * `command`, `powershell` or `exec` with `args`), the timeout in `timeout` or the facts' alias
 * (`timeoutSec`). Everything is kept as written, for the lints to judge.
 */
import { AGENTS, type OtherAgentId } from '../../agents/index.js';
import type { DiscoveryProblem, WiredHook } from '../types.js';
import { handlerName, isObject, shownPath } from './read-hooks-object.js';
import { formatPath, type LineOf, type PathSegment } from './source-positions.js';

interface FolderFileSource {
  readonly file: string;
  readonly auditRoot: string;
  readonly projectDir: string;
  readonly lineOf: LineOf;
}

export function readHooksFolderFile(agent: OtherAgentId, value: unknown, source: FolderFileSource): { hooks: WiredHook[]; problems: DiscoveryProblem[] } {
  const shown = shownPath(source.auditRoot, source.file);
  const hooks: WiredHook[] = [];
  const problems: DiscoveryProblem[] = [];
  const events = isObject(value) ? value['hooks'] : undefined;
  if (!isObject(events)) {
    problems.push({
      file: source.file,
      message: `${shown}: "hooks" is missing or not an object of events; ${AGENTS[agent].name} runs nothing from this file.`,
      hint: 'Write {"version": 1, "hooks": {"preToolUse": [ {"type": "command", "bash": "..."} ]}}.',
    });
    return { hooks, problems };
  }
  for (const [event, handlers] of Object.entries(events)) {
    if (!Array.isArray(handlers)) {
      problems.push({
        file: source.file,
        message: `${shown}: "hooks.${event}" is not a list of handlers; ${AGENTS[agent].name} runs none of it.`,
        hint: `Write "${event}": [ {"type": "command", "bash": "..."} ].`,
      });
      continue;
    }
    handlers.forEach((handler: unknown, index) => {
      const path: PathSegment[] = ['hooks', event, index];
      if (!isObject(handler)) {
        problems.push({ file: source.file, message: `${shown}: "${formatPath(path)}" is not a hook handler object.`, hint: 'Write {"type": "command", "bash": "..."}.' });
        return;
      }
      hooks.push(toWiredHook(agent, source, shown, event, handler, path));
    });
  }
  return { hooks, problems };
}

function toWiredHook(agent: OtherAgentId, source: FolderFileSource, shown: string, event: string, handler: Record<string, unknown>, path: readonly PathSegment[]): WiredHook {
  const jsonPath = formatPath(path);
  const line = source.lineOf(path);
  const { commandFields = ['command'], timeoutFieldAlias } = AGENTS[agent].facts;
  const field = commandFields.find((name) => typeof handler[name] === 'string');
  const command = field === undefined ? undefined : (handler[field] as string);
  const args = field === 'exec' && Array.isArray(handler['args']) && handler['args'].every((arg) => typeof arg === 'string') ? (handler['args'] as string[]) : undefined;
  // `type` may be left out: a handler is a command hook unless it says otherwise.
  const type = typeof handler['type'] === 'string' ? handler['type'] : 'command';
  const timeout = timeoutFieldAlias !== undefined && timeoutFieldAlias in handler ? handler[timeoutFieldAlias] : handler['timeout'];
  const matcherText = typeof handler['matcher'] === 'string' && handler['matcher'] !== '' ? ` (${handler['matcher']})` : '';
  return {
    id: `${shown}#${jsonPath}`,
    agent,
    scope: 'project',
    location: { file: source.file, jsonPath, ...(line === undefined ? {} : { line }) },
    event,
    ...('matcher' in handler ? { matcher: handler['matcher'] } : {}),
    handler,
    type,
    ...(command === undefined ? {} : { command }),
    ...(args === undefined ? {} : { args }),
    ...(timeout === undefined ? {} : { timeout }),
    async: false,
    projectDir: source.projectDir,
    label: `${agent} ${shown} › ${event}[${String(path[2])}]${matcherText}: ${handlerName({ command, args, type }, source.projectDir)}`,
  };
}
