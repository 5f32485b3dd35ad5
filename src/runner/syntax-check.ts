/**
 * The syntax pre-check a mutant passes before its tests run: a mutant the interpreter rejects is a
 * CompileError, not a kill (no test had to catch it).
 */
import type { Language } from '../mutate/types.js';
import { runTool } from './run-tool.js';

const CHECKERS: Readonly<Record<Language, ((path: string) => { file: string; args: string[] }) | null>> = {
  bash: (path) => ({ file: 'bash', args: ['-n', path] }),
  python: (path) => ({ file: 'python3', args: ['-m', 'py_compile', path] }),
  javascript: (path) => ({ file: 'node', args: ['--check', path] }),
  // Node 20 cannot check TypeScript; the parser's own error nodes stand in for it.
  typescript: null,
};

/** The interpreter's complaint about `path`, or null when it parses. */
export async function checkSyntax(language: Language, path: string, env: Readonly<Record<string, string>>): Promise<string | null> {
  const checker = CHECKERS[language];
  if (checker === null) return null;
  const { file, args } = checker(path);
  const outcome = await runTool({ file, args, cwd: '/', env, timeoutMs: 30_000 });
  if (outcome.kind === 'exited' && outcome.exitCode === 0) return null;
  return (outcome.stderr.trim() || outcome.stdout.trim() || `${file} ${outcome.kind}`).split('\n').slice(-3).join(' ');
}
