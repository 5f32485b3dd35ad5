/**
 * A static look at a hook's code for decision output, for a hook that decided nothing in a run:
 * a guard whose triggers the run never sent still shows `permissionDecision` or `exit 2` in its
 * text. Conservative on purpose: any sign makes the hook one that must show it can fire.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { basename, isAbsolute, resolve } from 'node:path';
import type { HookCommand } from './hook-command.js';
import { looseWords } from '../shell/loose-words.js';
import { isFile } from '../util/is-file.js';
import type { ShellRoots } from '../shell/root-placeholders.js';

type DecisionSign = { readonly kind: 'found'; readonly text: string } | { readonly kind: 'none' } | { readonly kind: 'unreadable'; readonly why: string };

/** Each pattern is a way a hook answers with a decision; the first match is quoted in the report. */
const DECISION_PATTERNS: readonly RegExp[] = [
  /permissionDecision/,
  // `"decision": "approve"` is no sign: it lets everything go on (a notifier answers it to look tidy).
  /["']?\bdecision["']?\s*[:=]\s*(?![\s"']|["'](?:approve|allow)["'])|["']?\bdecision["']?\s*[:=]\s*["'](?!approve|allow)/,
  /["'](?:block|deny|ask)["']/,
  /\bexit\s+2\b/,
  /\b(?:sys\.|process\.|os\.)?exit\s*\(\s*2\s*\)/i,
  /\bexitCode\s*=\s*2\b/,
  /["']continue["']\s*:\s*false/,
];

/** Enough for any hook script; a larger file is read up to here. */
const MAX_SCRIPT_BYTES = 512 * 1024;
/** Programs that run a script named after them: the script is what to read, not the program. */
const RUNNERS = new Set(['bash', 'sh', 'dash', 'zsh', 'python', 'python3', 'node', 'nodejs', 'bun', 'deno', 'tsx', 'ts-node', 'npx', 'uv', 'uvx', 'ruby', 'perl', 'env']);

function isRunner(name: string): boolean {
  return RUNNERS.has(name) || /^(python|pypy)\d?(\.\d+)?$/.test(name);
}

const cache = new WeakMap<HookCommand, DecisionSign>();

/** Where the command's placeholders point: the user's project (null: unknown) and a plugin's root. */
interface CommandRoots {
  readonly projectDir: string | null;
  readonly pluginRoot: string | null;
}

/** What the hook's code shows: a decision sign, none, or that there was no text to read. */
export function readDecisionSign(command: HookCommand, roots: CommandRoots): DecisionSign {
  const known = cache.get(command);
  if (known) return known;
  const sign = scan(command, roots);
  cache.set(command, sign);
  return sign;
}

function scan(command: HookCommand, roots: CommandRoots): DecisionSign {
  const texts = command.form === 'shell' ? [command.script] : [];
  const { files, unresolved } = scriptFiles(command, roots);
  const unreadable: string[] = [];
  for (const file of files) {
    const text = readText(file);
    if (text === null) unreadable.push(basename(file));
    else texts.push(text);
  }
  for (const text of texts) {
    const match = DECISION_PATTERNS.map((pattern) => pattern.exec(text)).find((found) => found !== null);
    if (match) return { kind: 'found', text: JSON.stringify(match[0].trim()).slice(1, -1) };
  }
  // Conservative: a program whose text cannot be read may well decide.
  if (unresolved.length > 0) return { kind: 'unreadable', why: `${unresolved.join(', ')} was not found` };
  if (unreadable.length > 0) return { kind: 'unreadable', why: `${unreadable.join(', ')} is not a text file` };
  if (files.length === 0 && command.form === 'exec') return { kind: 'unreadable', why: `no script file among the words of ${basename(command.file)}` };
  return { kind: 'none' };
}

/**
 * The files the command runs: the program unless it is a runner, and every word naming a file.
 * A word that looks like a script but cannot be found (no project to resolve it in) is unresolved.
 */
function scriptFiles(command: HookCommand, roots: CommandRoots): { files: string[]; unresolved: string[] } {
  // Loose on purpose: a script named inside inline code (`bash -c "python3 x.py"`) is read too.
  const words = command.form === 'exec' ? [command.file, ...command.args] : looseWords(command.script, knownRoots(roots));
  const files: string[] = [];
  const unresolved: string[] = [];
  for (const word of words) {
    const path = isAbsolute(word) ? word : roots.projectDir === null ? null : resolve(roots.projectDir, word);
    if (path !== null && isFile(path)) files.push(path);
    else if (SCRIPT_FILE.test(word) && PATH_WORD.test(word)) unresolved.push(basename(word));
  }
  return { files: [...new Set(files)].filter((file) => !isRunner(basename(file))), unresolved };
}

/** A word naming a script by its extension (`/dev/null` is a path, not a script). */
const SCRIPT_FILE = /\.(py|sh|bash|zsh|js|mjs|cjs|ts|mts|rb|pl)$/;
/**
 * A word that can be a path as written, placeholders included: not a piece of inline code split at
 * its parentheses (`node -e "require(p.join('scripts','lib','utils.js'))"` gives `scripts,lib,utils.js`),
 * which names no file the command runs.
 */
const PATH_WORD = /^[\w./~@+${}-]+$/;

/** The roots the placeholders may be written out as: those known. */
function knownRoots({ projectDir, pluginRoot }: CommandRoots): ShellRoots {
  return { ...(projectDir === null ? {} : { projectDir }), ...(pluginRoot === null ? {} : { pluginRoot }) };
}

/** The file's text, or null for a binary (a NUL byte) or one that cannot be read. */
function readText(path: string): string | null {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(MAX_SCRIPT_BYTES);
    const length = readSync(fd, buffer, 0, MAX_SCRIPT_BYTES, 0);
    const bytes = buffer.subarray(0, length);
    return bytes.includes(0) ? null : bytes.toString('utf8');
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
