/**
 * Which hook a command is: the one rule `run`, `mutate` and `audit` use to line a config entry up
 * with a script named on the command line or a handler a settings file wires. A hook is known by
 * the script file its command runs (root placeholders replaced, interpreters and runners such as
 * `python3`, `uv run`, `npx tsx` looked through, relative paths read from the root); a command
 * that runs no file is known by its text. Names (`--hook`) are matched by the caller.
 */
import { basename, resolve } from 'node:path';
import type { HookCommand } from '../runner/hook-command.js';
import { formatHookCommand, quoteShellWord } from '../runner/hook-command.js';
import { isInside } from '../util/path-inside.js';
import { splitShellWords } from '../shell/plain-words.js';
import { oneRoot, writeOutRoots } from '../shell/root-placeholders.js';
import { tokenizeShell } from '../shell/shell-tokens.js';
import { simpleCommands } from '../shell/simple-commands.js';

export interface HookIdentity {
  /** The script the command runs (absolute), when one was recognised. */
  readonly script: string | null;
  /** The command as written, whitespace collapsed: the identity of a command that runs no file. */
  readonly text: string;
}

export type IsFile = (absolutePath: string) => boolean;

/** Programs that run the script named after them: interpreters, package runners and their verbs. */
const LAUNCHERS = new Set([
  'env',
  'node',
  'nodejs',
  'deno',
  'bun',
  'bunx',
  'npx',
  'pnpx',
  'pnpm',
  'yarn',
  'npm',
  'tsx',
  'ts-node',
  'ts-node-esm',
  'esno',
  'jiti',
  'vite-node',
  'bash',
  'sh',
  'dash',
  'zsh',
  'ksh',
  'fish',
  'ruby',
  'perl',
  'php',
  'lua',
  'pwsh',
  'osascript',
  'uv',
  'uvx',
  'poetry',
  'pipenv',
  'pdm',
  'rye',
  'hatch',
  'run',
  'exec',
  'dlx',
  'x',
]);
const PYTHON = /^python[\d.]*$/;
/** After these the program runs code or a module, not a file: nothing to name it by. */
const INLINE_CODE = new Set(['-c', '-e', '-m', '--eval', '--print', '-p']);
const ASSIGNMENT = /^[A-Za-z_]\w*=/;

/** The identity of a config or command-line command; `root` is what the placeholders and relative paths stand for. */
export function identifyCommand(command: HookCommand, root: string, isFile: IsFile): HookIdentity {
  if (command.form === 'shell') return identifyWired(command.script, undefined, root, isFile);
  return { script: scriptAmong([command.file, ...command.args], root, isFile), text: collapse(formatHookCommand(command)) };
}

/** The identity of a handler as a settings file writes it (`args`: exec form, no shell). */
export function identifyWired(command: string, args: readonly string[] | undefined, root: string, isFile: IsFile): HookIdentity {
  const text = collapse([command, ...(args ?? [])].join(' '));
  if (args !== undefined)
    return {
      script: scriptAmong(
        [command, ...args].map((word) => writeOutRoots(word, oneRoot(root))),
        root,
        isFile,
      ),
      text,
    };
  const words = splitShellWords(command, root);
  if (words !== null) return { script: scriptAmong(words, root, isFile), text };
  // Lists, pipes, redirections: the first simple command that runs a file names the hook.
  for (const part of simpleCommands(command, oneRoot(root))) {
    // An empty word (`""`) is no argument; one only the shell knows (`$(…)`) is, and it names no file here.
    const script = scriptAmong(
      part.words.filter((word) => word.text !== '' || word.dynamic).map((word) => word.text),
      root,
      isFile,
    );
    if (script !== null) return { script, text };
  }
  return { script: null, text };
}

/** One rule: the same script file, else (when neither names a file) the same command text. */
export function sameHook(a: HookIdentity, b: HookIdentity): boolean {
  if (a.script !== null || b.script !== null) return a.script === b.script;
  return a.text === b.text;
}

/**
 * The script a simple command runs: its program when that is a file of the project, else the first
 * file after the interpreters, runners and flags in front of it (`uv run --with x hook.py`).
 */
function scriptAmong(words: readonly string[], root: string, isFile: IsFile): string | null {
  let afterFlag = false;
  let started = false;
  for (const word of words) {
    if (!started && ASSIGNMENT.test(word)) continue;
    const path = resolve(root, word);
    const launcher = LAUNCHERS.has(basename(word)) || PYTHON.test(basename(word));
    if (launcher && !(word.includes('/') && isInside(root, path))) {
      started = true;
      afterFlag = false;
      continue;
    }
    if (INLINE_CODE.has(word)) return null;
    if (word.startsWith('-')) {
      afterFlag = !word.includes('=');
      continue;
    }
    if (isFile(path)) return path;
    // A flag's value (`--with requests`) may stand between the runner and the script; anything else is not a file run.
    if (!afterFlag) return null;
    afterFlag = false;
  }
  return null;
}

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * The shell command with the word that names `file` (through a placeholder or a relative path)
 * written as `file`'s absolute path, so that the file can be swapped for a copy; null when no
 * word names it. Other words, placeholders included, are left as written.
 */
export function pinScriptPath(text: string, root: string, file: string): string | null {
  for (const token of tokenizeShell(text, oneRoot(root))) {
    if (token.kind !== 'word' || resolve(root, token.word.text) !== file) continue;
    return `${text.slice(0, token.start)}${quoteShellWord(file)}${text.slice(token.start + token.word.raw.length)}`;
  }
  return null;
}
