/** Which grammar a hook file needs, from its extension or, failing that, its shebang. */
import type { Language } from '../../model/mutation.js';

const BY_EXTENSION = new Map<string, Language>([
  ['py', 'python'],
  ['sh', 'bash'],
  ['bash', 'bash'],
  ['js', 'javascript'],
  ['mjs', 'javascript'],
  ['cjs', 'javascript'],
  ['jsx', 'javascript'],
  ['ts', 'typescript'],
  ['mts', 'typescript'],
  ['cts', 'typescript'],
]);

const BY_INTERPRETER = new Map<string, Language>([
  ['bash', 'bash'],
  ['sh', 'bash'],
  ['dash', 'bash'],
  ['node', 'javascript'],
  ['nodejs', 'javascript'],
  ['deno', 'typescript'],
  ['tsx', 'typescript'],
  ['ts-node', 'typescript'],
  ['bun', 'typescript'],
]);

// Launchers that name the real interpreter in their next argument.
const LAUNCHERS = new Set(['env', 'npx', 'pnpx', 'bunx']);

function basename(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** The interpreter a shebang runs, past `env`, its options and VAR=value assignments, and `npx`. */
function interpreterOf(shebang: string): string | undefined {
  const words = shebang.slice(2).trim().split(/\s+/);
  for (const word of words) {
    const name = basename(word);
    if (LAUNCHERS.has(name) || word.startsWith('-') || word.includes('=')) continue;
    return name;
  }
  return undefined;
}

function languageOfInterpreter(name: string): Language | null {
  // python, python3, python3.12
  if (/^python(\d+(\.\d+)*)?$/.test(name)) return 'python';
  return BY_INTERPRETER.get(name) ?? null;
}

/**
 * The language of the hook at `path` whose first line is `firstLine`: a known extension wins
 * (.py, .sh/.bash, .js/.mjs/.cjs/.jsx, .ts/.mts/.cts); otherwise the shebang decides. `.tsx` is
 * not supported: the TypeScript grammar does not parse JSX. Null when neither tells.
 */
export function detectLanguage(path: string, firstLine: string): Language | null {
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  if (dot > 0) {
    const byExtension = BY_EXTENSION.get(name.slice(dot + 1).toLowerCase());
    if (byExtension) return byExtension;
  }
  if (!firstLine.startsWith('#!')) return null;
  const interpreter = interpreterOf(firstLine);
  return interpreter ? languageOfInterpreter(interpreter) : null;
}
