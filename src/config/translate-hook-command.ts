/**
 * A command from a settings file in the config's forms: a script it runs directly becomes
 * `script:`, an interpreter and a script `command: [python3, path]`, anything else stays a
 * `shell:` string. Pure: whether a path is a file is asked through `isFile`.
 */
import { basename, relative, resolve, sep } from 'node:path';
import { splitShellWords } from '../shell/plain-words.js';
import { oneRoot, writeOutRoots } from '../shell/root-placeholders.js';
import { simpleCommands } from '../shell/simple-commands.js';

type HookForm = { readonly script: string } | { readonly command: readonly string[] } | { readonly shell: string };

interface CommandToTranslate {
  readonly command: string;
  /** Exec form (`args` in settings): no shell, the command is the program. */
  readonly args?: readonly string[];
  /** The folder the root placeholders stand for; relative paths start there too. */
  readonly root: string;
}

export interface TranslateOptions {
  /** Paths in the config are written relative to this folder. */
  readonly configDir: string;
  readonly isFile: (absolutePath: string) => boolean;
}

interface TranslatedCommand {
  readonly form: HookForm;
  /** The script the command runs, when one was recognised: it names the hook. */
  readonly scriptFile: string | null;
}

/** A program found on PATH, such as python3, node, bash, deno. */
const PROGRAM = /^[\w.+-]+$/;

/** The config form for one wired command. */
export function translateCommand(hook: CommandToTranslate, { configDir, isFile }: TranslateOptions): TranslatedCommand {
  const shellForm = hook.args === undefined;
  const words = shellForm ? splitShellWords(hook.command, hook.root) : [hook.command, ...hook.args!].map((word) => writeOutRoots(word, oneRoot(hook.root)));
  const fallback: TranslatedCommand = { form: shellForm ? { shell: hook.command } : { command: words ?? [hook.command] }, scriptFile: null };
  if (words === null || words[0] === undefined) return fallback;
  const fileOf = (word: string): string | null => (isFile(resolve(hook.root, word)) ? resolve(hook.root, word) : null);
  const toConfigPath = (word: string): string => {
    const file = word.includes('/') ? fileOf(word) : null;
    return file === null ? word : configPath(configDir, file);
  };
  const [first, ...rest] = words;
  const firstFile = first.includes('/') ? fileOf(first) : null;
  if (firstFile !== null) {
    if (rest.length === 0) return { form: { script: configPath(configDir, firstFile) }, scriptFile: firstFile };
    return { form: { command: [execPath(configPath(configDir, firstFile)), ...rest.map(toConfigPath)] }, scriptFile: firstFile };
  }
  const [second, ...more] = rest;
  const secondFile = second === undefined || second.startsWith('-') || !PROGRAM.test(first) ? null : fileOf(second);
  if (secondFile !== null) return { form: { command: [first, configPath(configDir, secondFile), ...more.map(toConfigPath)] }, scriptFile: secondFile };
  return fallback;
}

/** A short name for a hook: its script's name without the extension, else the command's first word. */
/** Words the shell reads before a command's program (`if`, `{`, `!`): skipped to reach it. */
const LEADING_WORDS = new Set(['{', '(', '!', 'if', 'then', 'else', 'elif', 'do', 'while', 'until', 'time']);
/** Commands that are the shell's own (tests, keywords, builtins that run nothing): never a hook's name. */
const SHELL_WORDS = new Set(['[[', ']]', '[', ']', 'test', '}', ')', 'fi', 'case', 'esac', 'for', 'done', 'in', 'true', 'false', 'exit', ':']);

/** The program a simple command runs, past the shell's leading words; null for a test, a keyword or a variable. */
function programOf(words: readonly string[]): string | null {
  const program = words.find((word) => !LEADING_WORDS.has(word));
  return program === undefined || program.startsWith('$') || SHELL_WORDS.has(program) ? null : program;
}

export function nameHook(translated: TranslatedCommand, command: string): string {
  if (translated.scriptFile !== null) return stripExtension(basename(translated.scriptFile));
  // The placeholders stand for nothing here: a script is named by what follows the root (`$HOME/x.sh` too).
  const parts = simpleCommands(command, oneRoot('')).map((part) => part.words.map((word) => word.text).filter((word) => word !== '' && !word.includes('=')));
  const words = parts.flat();
  // The program of each command, past the shell's own words: `[[ … ]] && prettier --write` is prettier.
  const programs = parts.map(programOf).filter((word): word is string => word !== null);
  const candidate = words.find((word) => word.includes('/') && /\.\w+$/.test(word)) ?? programs[0] ?? words.find((word) => !word.startsWith('$')) ?? 'hook';
  return stripExtension(basename(candidate)) || 'hook';
}

/** `file` relative to the config's folder, with forward slashes. */
function configPath(configDir: string, file: string): string {
  return relative(configDir, file).split(sep).join('/');
}

/** A relative program path needs a slash, or it would be looked up on PATH. */
function execPath(path: string): string {
  return path.includes('/') ? path : `./${path}`;
}

function stripExtension(name: string): string {
  return name.replace(/(?<=.)\.[^.]+$/, '');
}
