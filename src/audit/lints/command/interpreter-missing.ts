/**
 * interpreter-missing: the program the command starts (`uv`, `bun`, `python3`…), or the interpreter
 * a directly run script's shebang names (`#!/usr/bin/env bun`), is not on the PATH hooks get. The
 * shell exits 127 (or the kernel refuses the script): a non-blocking error, the hook never runs.
 */
import { basename, isAbsolute } from 'node:path';
import type { Lint, LintFiles } from '../lint.js';
import { BUILTINS, commandHooks, lintFinding, shownCommand } from './command-hooks.js';
import type { CommandPart } from './read-command.js';
import { readShebang } from './shell-text.js';

const interpreterMissing: Lint = {
  id: 'interpreter-missing',
  title: 'The program or interpreter is not on PATH',
  // What this machine lacks is not the hook's fault: not judged here (the severity rule), a warning that says so.
  severity: 'warning',
  description:
    'The command starts a program that is not on the PATH hooks get, or runs a script whose shebang names an interpreter that is not there. The shell exits 127, a non-blocking error: the hook never runs and the action goes ahead (PROTOCOLS.md §1.10, §11.10).',
  check({ hooks, files }) {
    return commandHooks(hooks).flatMap(({ hook, reading }) => {
      const missing = reading.parts.map((part) => missingProgram(part, files)).find((found) => found !== null);
      if (missing === undefined) return [];
      const message = `The command \`${shownCommand(hook)}\` needs ${missing.words} on this machine: where it is missing the shell exits 127, a non-blocking error, and the hook never runs. The hook is not at fault; the machine lacks a program it needs.`;
      const fix = `Install \`${missing.program}\` where Claude Code runs${installHint(missing.program)}, so it is on the PATH Claude Code passes to hooks; or name it by its full path.`;
      return [{ ...lintFinding(interpreterMissing, [hook], message, fix), missingProgram: missing.program }];
    });
  },
};

/** Where the programs hooks most often need come from. */
const INSTALL_HINTS: Readonly<Record<string, string>> = {
  uv: 'https://docs.astral.sh/uv/ — e.g. `pipx install uv` or `brew install uv`',
  uvx: 'it comes with uv: https://docs.astral.sh/uv/',
  bun: 'https://bun.sh',
  deno: 'https://deno.com',
  node: 'Node.js',
  npx: 'it comes with Node.js',
  tsx: '`npm install --save-dev tsx`, then call it as `npx tsx`',
  jq: 'e.g. `apt-get install jq` or `brew install jq`',
};

function installHint(program: string): string {
  const hint = INSTALL_HINTS[basename(program)];
  return hint === undefined ? '' : ` (${hint})`;
}

/** What is missing for one part: the program, and it in words; null when everything is there (or cannot be known). */
function missingProgram({ program, interpreter, script }: CommandPart, files: LintFiles): { program: string; words: string } | null {
  if (program === null || BUILTINS.has(program)) return null;
  if (interpreter !== null || script === null) return found(program, files) ? null : { program, words: `\`${program}\`, which is not ${program.includes('/') ? 'there' : 'on PATH'}` };
  const shebang = files.stat(script.path).kind === 'file' ? readShebang(files.readText(script.path)) : null;
  if (shebang === null || found(shebang.program, files)) return null;
  return { program: shebang.program, words: `\`${shebang.program}\` (the shebang of ${script.raw}${shebang.viaEnv ? ', looked up by /usr/bin/env' : ''}), which is not ${shebang.viaEnv ? 'on PATH' : 'there'}` };
}

/** A relative program path depends on the cwd: script-missing and path-relative-to-cwd judge those. */
function found(program: string, files: LintFiles): boolean {
  if (!program.includes('/')) return files.findProgram(program) !== null;
  return !isAbsolute(program) || files.stat(program).kind === 'file';
}

export default interpreterMissing;
