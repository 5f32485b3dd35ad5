/**
 * What a library user calls a hook: a command array (`['python3', 'guard.py']`: the program, then
 * its arguments, spawned without a shell; any `string[]`), a script path (run directly, its shebang
 * honoured), or `{ shell: '…' }` (a command line for sh, as settings files write it). Relative
 * paths are the caller's working folder's.
 */
import { resolve } from 'node:path';
import { absoluteIfFile } from '../config/caller-paths.js';
import { UsageError } from '../errors.js';
import type { HookCommand } from '../runner/hook-command.js';

export type HookSubject = string | readonly string[] | { readonly shell: string };

export function isHookSubject(value: unknown): value is HookSubject {
  return problemOf(value) === null;
}

/**
 * Throws a UsageError that names what is wrong with `hook` and how to give it, unless it is a hook.
 * The types allow any `string[]` (a list built at run time is no tuple), so an empty one or one
 * holding a number is caught here, before anything runs, rather than as a spawn failure.
 */
export function assertHookSubject(hook: unknown, caller: string): asserts hook is HookSubject {
  const problem = problemOf(hook);
  if (problem !== null) throw new UsageError(`${caller}: ${problem.what}; ${problem.fix}`, { hint: FORMS });
}

export function hookCommandOf(subject: HookSubject, cwd = process.cwd()): HookCommand {
  assertHookSubject(subject, 'hookcheck');
  if (typeof subject === 'string') return { form: 'exec', file: resolve(cwd, subject), args: [] };
  if ('shell' in subject) return { form: 'shell', script: subject.shell };
  const [file, ...args] = subject as readonly [string, ...string[]];
  // A bare program name is looked up on PATH; a path is the caller's, and so is a file an argument names.
  return { form: 'exec', file: file.includes('/') ? resolve(cwd, file) : file, args: args.map((arg) => absoluteIfFile(arg, cwd)) };
}

const FORMS = "A hook is a command array (['python3', 'guard.py']), a script path ('./guard.sh') or { shell: 'python3 guard.py' }.";

function problemOf(value: unknown): { readonly what: string; readonly fix: string } | null {
  if (typeof value === 'string') return value === '' ? { what: 'the hook is an empty string', fix: "give the script's path, e.g. './guard.sh'." } : null;
  if (Array.isArray(value)) return problemOfArray(value as readonly unknown[]);
  if (typeof value === 'object' && value !== null && 'shell' in value) {
    const { shell } = value as { shell: unknown };
    return typeof shell === 'string' && shell.trim() !== ''
      ? null
      : { what: `{ shell } holds ${showValue(shell)}, not a command line`, fix: "give the line sh runs, e.g. { shell: 'python3 guard.py' }." };
  }
  return { what: `${describeValue(value)} is not a hook`, fix: "give a command array (['python3', 'guard.py']), a script path or { shell: '…' }." };
}

function problemOfArray(words: readonly unknown[]): { readonly what: string; readonly fix: string } | null {
  if (words.length === 0) return { what: 'the hook is an empty array', fix: "an array hook is the program then its arguments: give at least the program, e.g. ['python3', 'guard.py']." };
  const index = words.findIndex((word) => typeof word !== 'string');
  if (index >= 0)
    return { what: `word ${index} of the hook array is ${describeValue(words[index])}, not a string`, fix: "the array is the program's argv: write every word as a string (String(3) for a number)." };
  if (words[0] === '') return { what: "the hook array's first word (the program) is an empty string", fix: "put the program first, e.g. ['python3', 'guard.py']." };
  return null;
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'function') return 'a function';
  const kind = Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  return `${kind} (${showValue(value)})`;
}

/** JSON where it can be (a bigint, a symbol or a loop has none). */
function showValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
