/**
 * What a library user calls a hook: a command array (`['python3', 'guard.py']`, exec form), a
 * script path (run directly, its shebang honoured), or `{ shell: '…' }` (a command line for sh, as
 * settings files write it). Relative paths are the caller's working folder's.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
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
  // A bare program name is looked up on PATH; a path is the caller's. The hook runs in a scratch
  // project, so an argument naming one of the caller's files (`['bash', 'guard.sh']`) is made absolute.
  const absolute = (arg: string) => (!arg.startsWith('-') && !isAbsolute(arg) && existsSync(resolve(cwd, arg)) ? resolve(cwd, arg) : arg);
  return { form: 'exec', file: file.includes('/') ? resolve(cwd, file) : file, args: args.map(absolute) };
}
