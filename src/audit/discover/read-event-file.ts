/**
 * A hook file named after its event, in an agent's hook folder (Cline's `.clinerules/hooks/PreToolUse`)
 * → a WiredHook: the file is the handler and its name is the event. Nothing in it is read here;
 * whether the agent would run it is the lints' question.
 */
import { basename, extname } from 'node:path';
import type { OtherAgentId } from '../../agents/index.js';
import type { WiredHook } from '../types.js';
import { shownPath } from './read-hooks-object.js';

export function readEventFile(agent: OtherAgentId, file: string, { auditRoot, projectDir }: { auditRoot: string; projectDir: string }): WiredHook {
  const shown = shownPath(auditRoot, file);
  const name = basename(file);
  return {
    id: `${shown}#`,
    agent,
    scope: 'project',
    location: { file, jsonPath: '', line: 1 },
    // The name as written, extension off: the agent matches it to an event (Cline: without case).
    event: name.slice(0, name.length - extname(name).length),
    handler: { file: shown },
    type: 'command',
    command: file,
    async: false,
    projectDir,
    label: `${agent} ${shown}`,
  };
}
