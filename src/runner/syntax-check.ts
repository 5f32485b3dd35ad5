/**
 * The syntax pre-check mutants pass before their tests run: a mutant the interpreter rejects is a
 * CompileError, not a kill (no test had to catch it). One checker start covers every mutant of a
 * file, never a Python or Node start per mutant:
 *   - one bash runs `bash -n` on each file (a fork of bash, about a millisecond: only `bash -n`
 *     itself parses exactly as bash does, and it never runs a line of the file);
 *   - python compiles each file (what `py_compile` does, without writing a .pyc);
 *   - node compiles each file as the module or CommonJS script `node --check` would take it for.
 */
import type { Language } from '../model/mutation.js';
import { runTool, type RunTool } from './run-tool.js';

/** Each checker prints `path NUL complaint NUL` for every file that does not parse, nothing else. */
const BASH_CHECK = String.raw`for f; do
  if ! complaint=$(bash -n -- "$f" 2>&1); then printf '%s\0%s\0' "$f" "$complaint"; fi
done`;

const PYTHON_CHECK = String.raw`import sys
for path in sys.argv[1:]:
    try:
        with open(path, 'rb') as f:
            compile(f.read(), path, 'exec', dont_inherit=True)
    except Exception as error:  # what py_compile reports too (a RecursionError on deep nesting)
        sys.stdout.write(path + '\0' + type(error).__name__ + ': ' + str(error) + '\0')
`;

// node's own choice for a file: .mjs and .cjs say; for .js the nearest package.json's "type"
// says, and without one an ESM-only syntax error makes it try the file as a module (as node does).
const NODE_CHECK = String.raw`
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const vm = require('node:vm');
function packageType(path) {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) { try { return JSON.parse(readFileSync(manifest, 'utf8')).type ?? null; } catch { return null; } }
    if (dirname(dir) === dir) return null;
  }
}
const asModule = (source) => new vm.SourceTextModule(source);
const asScript = (source) => vm.compileFunction(source.replace(/^#!.*/, ''), ['exports', 'require', 'module', '__filename', '__dirname']);
// Errors only a CommonJS reading gives (ESM syntax, or redeclaring what the CommonJS wrapper declares).
const ESM_ONLY = /Cannot use import statement outside a module|Unexpected token 'export'|Cannot use 'import\.meta' outside a module|await is only valid|Identifier '(require|module|exports|__filename|__dirname)' has already been declared/;
for (const path of process.argv.slice(1)) {
  const source = readFileSync(path, 'utf8');
  const type = path.endsWith('.mjs') ? 'module' : path.endsWith('.cjs') ? 'commonjs' : packageType(path);
  try {
    if (type === 'module') asModule(source);
    else {
      try { asScript(source); } catch (error) { if (type === 'commonjs' || !ESM_ONLY.test(String(error?.message))) throw error; asModule(source); }
    }
  } catch (error) {
    process.stdout.write(path + '\0' + (error?.name ?? 'Error') + ': ' + (error?.message ?? String(error)) + '\0');
  }
}
`;

const CHECKERS: Readonly<Record<Language, ((paths: readonly string[]) => { file: string; args: string[] }) | null>> = {
  bash: (paths) => ({ file: 'bash', args: ['-c', BASH_CHECK, 'hookcheck-syntax-check', ...paths] }),
  python: (paths) => ({ file: 'python3', args: ['-c', PYTHON_CHECK, ...paths] }),
  javascript: (paths) => ({ file: 'node', args: ['--experimental-vm-modules', '--no-warnings', '-e', NODE_CHECK, ...paths] }),
  // Node 20 cannot check TypeScript; the parser's own error nodes stand in for it.
  typescript: null,
};

/** The complaint's last lines. */
function tidy(complaint: string): string {
  return complaint.trim().split('\n').slice(-3).join(' ');
}

/** A cap that no file list reaches in practice: above it the list is checked in parts. */
const PATHS_PER_START = 500;

/**
 * The interpreter's complaint about each of `paths` that does not parse (absent: it parses).
 * Throws when the checker itself cannot run: then no mutant could be judged a CompileError.
 */
export async function checkSyntax(language: Language, paths: readonly string[], env: Readonly<Record<string, string>>, run: RunTool = runTool): Promise<Map<string, string>> {
  const checker = CHECKERS[language];
  const complaints = new Map<string, string>();
  if (checker === null) return complaints;
  for (let start = 0; start < paths.length; start += PATHS_PER_START) {
    const { file, args } = checker(paths.slice(start, start + PATHS_PER_START));
    const outcome = await run({ file, args, cwd: '/', env, timeoutMs: 60_000 });
    // A cut list would let a broken mutant run and pass for a kill.
    if (outcome.kind !== 'exited' || outcome.exitCode !== 0 || outcome.stdoutTruncated) {
      throw new Error(
        `the ${language} syntax check could not run (${file} ${outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind}): ${outcome.stderr.trim().split('\n').slice(-2).join(' ')}`,
      );
    }
    const fields = outcome.stdout.split('\0');
    for (let index = 0; index + 1 < fields.length; index += 2) complaints.set(fields[index]!, tidy(fields[index + 1]!));
  }
  return complaints;
}
