/**
 * What a library user calls a hook: a command array (`['python3', 'guard.py']`, exec form), a
 * script path (run directly, its shebang honoured), or `{ shell: '…' }` (a command line for sh, as
 * settings files write it). Relative paths are the caller's working folder's.
 */
import { resolve } from 'node:path';
import { absoluteIfFile } from '../config/caller-paths.js';
import type { HookCommand } from '../runner/hook-command.js';

export type HookSubject = string | readonly [string, ...string[]] | { readonly shell: string };

export function isHookSubject(value: unknown): value is HookSubject {
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value)) return value.length > 0 && value.every((word) => typeof word === 'string');
  return typeof value === 'object' && value !== null && typeof (value as { shell?: unknown }).shell === 'string';
}

export function hookCommandOf(subject: HookSubject, cwd = process.cwd()): HookCommand {
  if (typeof subject === 'string') return { form: 'exec', file: resolve(cwd, subject), args: [] };
  if ('shell' in subject) return { form: 'shell', script: subject.shell };
  const [file, ...args] = subject;
  // A bare program name is looked up on PATH; a path is the caller's, and so is a file an argument names.
  return { form: 'exec', file: file.includes('/') ? resolve(cwd, file) : file, args: args.map((arg) => absoluteIfFile(arg, cwd)) };
}
