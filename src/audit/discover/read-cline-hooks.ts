/**
 * A Cline hook file (`.clinerules/hooks/PreToolUse`) → a WiredHook: the file is the handler and its
 * name is the event. Nothing in it is read here; whether Cline would run it is the lints' question.
 */
import { basename, extname } from 'node:path';
import type { WiredHook } from '../types.js';
import { shownPath } from './read-hooks-object.js';

export function readClineHookFile(file: string, { auditRoot, projectDir }: { auditRoot: string; projectDir: string }): WiredHook {
  const shown = shownPath(auditRoot, file);
  const name = basename(file);
  return {
    id: `${shown}#`,
    agent: 'cline',
    scope: 'project',
    location: { file, jsonPath: '', line: 1 },
    // The name as written, extension off: Cline matches it to an event without case.
    event: name.slice(0, name.length - extname(name).length),
    handler: { file: shown },
    type: 'command',
    command: file,
    async: false,
    projectDir,
    label: `cline ${shown}`,
  };
}
