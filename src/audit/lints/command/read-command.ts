/**
 * What a handler's command runs, read without running it: the form (a `sh -c` string or exec form
 * with `args`), its parts and what joins them, and for each part the program, the interpreter and
 * the script file. Every command lint reads commands through here, so they agree on what a script is.
 */
import { basename, isAbsolute, resolve } from 'node:path';
import { AGENTS, isOtherAgent } from '../../../agents/index.js';
import type { WiredHook } from '../../types.js';
import { writeOutRoots, type ShellRoots } from '../../../shell/root-placeholders.js';
import type { ListOperator, ShellWord } from '../../../shell/shell-tokens.js';
import { simpleCommands, type SimpleCommand } from '../../../shell/simple-commands.js';

interface ScriptRef {
  /** The word that names it, placeholders replaced. */
  readonly text: string;
  /** The word as written in the command, for messages. */
  readonly raw: string;
  /** Absolute: relative paths resolved against the folder a `cd` moved to, else the project. */
  readonly path: string;
  /** Written relative to the folder the hook starts in, which is the session's cwd and moves. */
  readonly relativeToCwd: boolean;
}

export interface CommandPart {
  /** The words of one simple command, without leading assignments, redirections, `exec` or `env`. */
  readonly words: readonly ShellWord[];
  /** The operator after this part; null for the last, unless it ends in `&` (runs in the background). */
  readonly then: ListOperator | null;
  /** The first word, null when only the shell knows it. */
  readonly program: string | null;
  /** The program when it is an interpreter given a script (`python3 x.py`, `uv run x.py`). */
  readonly interpreter: string | null;
  /** The script run by the interpreter, or run directly (a first word with a slash). */
  readonly script: ScriptRef | null;
}

export interface CommandReading {
  /** `shell`: `sh -c` runs the string; `exec`: `args` given, no shell; `powershell`: not read further. */
  readonly form: 'shell' | 'exec' | 'powershell';
  /** Every word, placeholders replaced. */
  readonly words: readonly string[];
  readonly parts: readonly CommandPart[];
  /** Joined by pipes or lists (`|`, `||`, `&&`, `;`, `&`). */
  readonly compound: boolean;
  /**
   * The string holds shell control flow (`if`, `case`, a loop): an inline script whose parts are
   * conditions and branches, not one program followed by others.
   */
  readonly controlFlow: boolean;
  /** The first part's program, interpreter and script. */
  readonly program: string | null;
  readonly interpreter: string | null;
  readonly script: ScriptRef | null;
}

type CommandSource = Pick<WiredHook, 'command' | 'args' | 'projectDir' | 'pluginRoot'> & { readonly handler?: Readonly<Record<string, unknown>>; readonly agent?: WiredHook['agent'] };

/** A handler's roots: its project is always known. */
interface Roots extends ShellRoots {
  readonly projectDir: string;
}

const INTERPRETER = /^(?:sh|bash|dash|zsh|ksh|python[\d.]*|pypy[\d.]*|node|nodejs|bun|deno|tsx|ts-node|uv|ruby|perl|php|pwsh|lua|Rscript|osascript)$/;
/** Options after which the interpreter runs code, not a file (`python3 -c`, `node -e`, `python3 -m`). */
const NO_SCRIPT_OPTIONS = new Set(['-c', '-e', '-m', '-p', '--eval', '--print', '--command']);
const SCRIPT_WORD = /\/|\.(?:py|sh|bash|zsh|js|mjs|cjs|ts|mts|cts|rb|pl|php|ps1|lua|R)$/;
/** Words that come before the program and do not change what runs. */
const PREFIXES = new Set(['if', 'then', 'else', 'elif', 'while', 'until', 'do', '!', '{', '}', 'fi', 'done', 'exec', 'nohup', 'time']);
const ASSIGNMENT = /^[A-Za-z_]\w*=/;
/** Keywords that open a compound command. */
const CONTROL_FLOW = new Set(['if', 'case', 'while', 'until', 'for']);

export function readCommand(source: CommandSource): CommandReading {
  const roots: Roots = { projectDir: source.projectDir, ...(source.pluginRoot === undefined ? {} : { pluginRoot: source.pluginRoot }) };
  const command = source.command ?? '';
  const start = handlerCwd(source);
  if (source.args !== undefined) return reading('exec', [execWords([command, ...source.args], roots)], roots, start);
  if (source.handler?.['shell'] === 'powershell') return { form: 'powershell', words: [], parts: [], compound: false, controlFlow: false, program: null, interpreter: null, script: null };
  return reading('shell', simpleCommands(command, roots), roots, start);
}

/**
 * The folder a handler's own working-folder field names (its agent's facts: Copilot CLI's `cwd`,
 * relative to the repository root), where its command starts; null for every other handler, which
 * starts in the session's cwd.
 */
export function handlerCwd(source: CommandSource): string | null {
  const field = source.agent !== undefined && isOtherAgent(source.agent) ? AGENTS[source.agent].facts.cwdField : undefined;
  const cwd = field === undefined ? undefined : source.handler?.[field];
  return typeof cwd === 'string' && cwd !== '' ? resolve(source.projectDir, cwd) : null;
}

function reading(form: 'shell' | 'exec', simple: readonly SimpleCommand[], roots: Roots, start: string | null): CommandReading {
  const parts: CommandPart[] = [];
  // A handler's own cwd is fixed; the session's cwd moves as the agent works.
  let dir = start === null ? { path: roots.projectDir, moves: true } : { path: start, moves: false };
  for (const { words: written, then } of simple) {
    const words = form === 'shell' ? stripPrefixes(written) : written;
    if (words.length === 0) continue;
    parts.push({ ...readPart(words, dir), then });
    if (words[0]!.text === 'cd' && words[1] !== undefined && !words[1].dynamic) dir = { path: resolve(dir.path, words[1].text), moves: dir.moves && !isAbsolute(words[1].text) };
  }
  const last = parts[parts.length - 1];
  if (last !== undefined && last.then !== null && last.then !== '&') parts[parts.length - 1] = { ...last, then: null };
  const first = parts[0];
  return {
    form,
    words: simple.flatMap(({ words }) => words.map((word) => word.text)),
    parts,
    compound: parts.length > 1,
    controlFlow: form === 'shell' && simple.some(({ words }) => words[0] !== undefined && CONTROL_FLOW.has(words[0].raw)),
    program: first?.program ?? null,
    interpreter: first?.interpreter ?? null,
    script: first?.script ?? null,
  };
}

function readPart(words: readonly ShellWord[], dir: { path: string; moves: boolean }): Omit<CommandPart, 'then'> {
  const [first, ...rest] = words;
  const program = first === undefined || first.dynamic ? null : first.text;
  const toScript = (word: ShellWord): ScriptRef | null =>
    word.dynamic ? null : { text: word.text, raw: word.raw, path: resolve(dir.path, word.text), relativeToCwd: dir.moves && !isAbsolute(word.text) };
  if (program === null) return { words, program, interpreter: null, script: null };
  if (!INTERPRETER.test(basename(program))) return { words, program, interpreter: null, script: program.includes('/') ? toScript(first!) : null };
  for (const word of rest) {
    if (NO_SCRIPT_OPTIONS.has(word.text)) break;
    if (word.text.startsWith('-') || word.text === 'run') continue;
    if (SCRIPT_WORD.test(word.text)) return { words, program, interpreter: program, script: toScript(word) };
  }
  return { words, program, interpreter: null, script: null };
}

/** Drops what comes before the program: assignments, `exec`, `env` and its options, keywords. */
function stripPrefixes(words: readonly ShellWord[]): readonly ShellWord[] {
  let index = 0;
  while (index < words.length) {
    const word = words[index]!;
    if (PREFIXES.has(word.raw) || ASSIGNMENT.test(word.raw)) index++;
    else if (word.raw === 'env' || word.raw === '/usr/bin/env') {
      index++;
      while (index < words.length && (words[index]!.raw.startsWith('-') || ASSIGNMENT.test(words[index]!.raw))) index++;
    } else break;
  }
  return words.slice(index);
}

/** Exec form: no shell, so each element is one word; only the placeholders are replaced. */
function execWords(elements: readonly string[], roots: Roots): SimpleCommand {
  const words = elements.map((raw) => {
    // A placeholder whose folder is not known stays as written, so its `$` marks the word dynamic.
    const text = writeOutRoots(raw, roots);
    return { text, raw, dynamic: text.includes('$'), unquotedPlaceholder: false, special: false };
  });
  return { words, then: null };
}
